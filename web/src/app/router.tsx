import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { WishPage } from '../features/wish/components/wish-page.tsx';
import { captureReferralCode } from '../lib/referral-code.ts';
import { FullPageLoading } from './full-page-loading.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { devAuthLoader } from './routes/dev-auth-loader.ts';
import { HomePage } from './routes/home-page.tsx';
import {
  languageLoader,
  redirectToLanguageHome,
  redirectToStoredLanguage,
} from './routes/language-loaders.ts';
import { WALL_HANDLE, WISH_HANDLE } from './routes/route-handle.ts';
import { STATIC_PAGES } from './routes/static-pages.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';

// Login, register, e-mail verification and the mailed account links are dialogs over the home
// screen (docs/product.md#account-dialogs).
const HOME_PATHS = [
  'login',
  'register',
  'email-verification-process',
  'password-reset',
  'email-change-undo',
];

// Every page but the wall and a wish's own page loads on demand (its own chunk): the first page a
// visitor sees carries only what it shows (decision 0028). They load as components inside the
// layout, not as lazy routes: the router renders nothing of a route until its `lazy` resolves,
// so a first visit to one of them showed the loading bars over an empty screen, without the
// header and footer; inside the layout they show in the content column only (decision 0056).
const PaymentReturnPage = lazy(async () => ({
  default: (await import('../features/payment/components/payment-return-page.tsx'))
    .PaymentReturnPage,
}));
const PaymentCancelPage = lazy(async () => ({
  default: (await import('../features/payment/components/payment-cancel-page.tsx'))
    .PaymentCancelPage,
}));
const AdminRoute = lazy(async () => ({
  default: (await import('./routes/admin-route.tsx')).AdminRoute,
}));
const ConfigRoute = lazy(async () => ({
  default: (await import('./routes/config-route.tsx')).ConfigRoute,
}));
const ContactPage = lazy(async () => ({
  default: (await import('../features/contact/components/contact-page.tsx')).ContactPage,
}));
const LegalDocumentPage = lazy(async () => ({
  default: (await import('../features/legal-pages/components/legal-document-page.tsx'))
    .LegalDocumentPage,
}));

// Where the payment providers send the payer back (docs/product.md#payment-return-pages). They also
// exist without the language prefix, shown in the stored language where they are rather than
// redirected.
const paymentRoutes: RouteObject[] = [
  { path: 'payment/success', element: <PaymentReturnPage provider="card" /> },
  { path: 'payment/paypal/success', element: <PaymentReturnPage provider="paypal" /> },
  { path: 'payment/cancel', element: <PaymentCancelPage /> },
];

const languageRoutes: RouteObject[] = [
  { index: true, Component: HomePage, handle: WALL_HANDLE },
  ...HOME_PATHS.map((path) => ({ path, Component: HomePage, handle: WALL_HANDLE })),
  { path: 'wish/:id', Component: WishPage, handle: WISH_HANDLE },
  ...paymentRoutes,
  { path: 'admin', element: <AdminRoute /> },
  { path: 'config', element: <ConfigRoute /> },
  ...STATIC_PAGES.map(({ slug, page, document }) => ({
    path: slug,
    element: document ? (
      <LegalDocumentPage key={document} type={document} page={page} />
    ) : (
      <ContactPage />
    ),
  })),
  { path: '*', loader: redirectToLanguageHome },
];

const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageLoading,
    children: [
      { index: true, loader: redirectToStoredLanguage },
      // QA only, and without a language prefix (docs/product.md#qa-sign-in).
      {
        path: 'dev-auth',
        loader: devAuthLoader,
        lazy: async () => ({
          Component: (await import('../features/auth/components/dev-auth-page.tsx')).DevAuthPage,
        }),
      },
      { path: ':lang', loader: languageLoader, Component: AppLayout, children: languageRoutes },
      { Component: AppLayout, children: paymentRoutes },
      { path: '*', loader: redirectToStoredLanguage },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Captured from the very first URL too, before any redirect could drop the query.
  captureReferralCode(window.location.search);
  router.subscribe((state) => captureReferralCode(state.location.search));
  return router;
}
