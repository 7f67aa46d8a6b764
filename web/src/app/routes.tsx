import { data, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { Language } from '@wishwall/contracts/constants';
import type { LegalDocumentType } from '@wishwall/contracts/legal-document.dto';
import { WishPage } from '../features/wish/components/wish-page.tsx';
import { isLanguage } from '../lib/language.ts';
import { lazyWithTexts, withMoreTexts } from '../lib/lazy-with-texts.ts';
import type {
  DocumentLoaderData,
  FirstScreenSource,
  WallLoaderData,
  WishLoaderData,
} from './first-screen-data.ts';
import { FullPageLoading } from './full-page-loading.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { HomePage } from './routes/home-page.tsx';
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
// Each renders once the texts beyond the first screens' are here too (`lazyWithTexts`,
// docs/decisions/0058-first-screens-from-the-server.md#the-initial-javascript).
const PaymentReturnPage = lazyWithTexts(
  async () =>
    (await import('../features/payment/components/payment-return-page.tsx')).PaymentReturnPage,
);
const PaymentCancelPage = lazyWithTexts(
  async () =>
    (await import('../features/payment/components/payment-cancel-page.tsx')).PaymentCancelPage,
);
const AdminRoute = lazyWithTexts(async () => (await import('./routes/admin-route.tsx')).AdminRoute);
const ConfigRoute = lazyWithTexts(
  async () => (await import('./routes/config-route.tsx')).ConfigRoute,
);
const ContactPage = lazyWithTexts(
  async () => (await import('../features/contact/components/contact-page.tsx')).ContactPage,
);
const loadLegalDocumentPage = () =>
  import('../features/legal-pages/components/legal-document-page.tsx');
const LegalDocumentPage = lazyWithTexts(
  async () => (await loadLegalDocumentPage()).LegalDocumentPage,
);

/**
 * The chunks a first screen rendered by the server needs before it is hydrated (decision
 * 0058): an information page's, and the texts it uses beyond the first screens'. Hydrating
 * before they are here would leave that page's HTML waiting, without handlers, while they load.
 */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  const slug = /^\/[a-z]{2}\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  return STATIC_PAGES.some((page) => page.document && page.slug === slug)
    ? withMoreTexts(loadLegalDocumentPage)
    : Promise.resolve();
}

/**
 * What differs between the browser's routes and the server's: the loaders that switch and
 * redirect languages (the browser's move its one i18next; the server's only check the URL, as
 * each request renders with an i18next of its own), and where the first screens' data comes
 * from (the server's services; the browser has none and its pages fetch).
 */
export interface RouteEnvironment {
  languageLoader: LoaderFunction;
  redirectToStoredLanguage: LoaderFunction;
  redirectToLanguageHome: LoaderFunction;
  devAuthLoader: LoaderFunction;
}

/**
 * The server passes each request's source in the static handler's request context
 * (`entry-server.tsx`); the browser passes none.
 */
export interface FirstScreenContext {
  firstScreenSource?: FirstScreenSource;
}

const sourceOf = (context: unknown): FirstScreenSource | undefined =>
  (context as FirstScreenContext | undefined)?.firstScreenSource;

const languageOf = (lang: string | undefined): Language => (isLanguage(lang) ? lang : 'en');

/** The first screens' loaders: data from the server's source, null in the browser. */
function firstScreenLoaders() {
  const wall: LoaderFunction = async ({ request, context }): Promise<WallLoaderData> => {
    const source = sourceOf(context);
    return source && !new URL(request.url).searchParams.has('q')
      ? { page: await source.wallPage() }
      : null;
  };
  const wish: LoaderFunction = async ({ params, context }) => {
    const source = sourceOf(context);
    if (!source) return null;
    const found = await source.wish(params['id'] ?? '', languageOf(params['lang']));
    const loaded: WishLoaderData = { wish: found };
    // No such wish: the page says so, with the status that tells crawlers.
    return found ? loaded : data(loaded, { status: 404 });
  };
  const document =
    (type: LegalDocumentType): LoaderFunction =>
    async ({ params, context }): Promise<DocumentLoaderData> => {
      const source = sourceOf(context);
      return source ? { document: await source.document(type, languageOf(params['lang'])) } : null;
    };
  return { wall, wish, document };
}

// Where the payment providers send the payer back (docs/product.md#payment-return-pages). They also
// exist without the language prefix, shown in the stored language where they are rather than
// redirected.
const paymentRoutes: RouteObject[] = [
  { path: 'payment/success', element: <PaymentReturnPage provider="card" /> },
  { path: 'payment/paypal/success', element: <PaymentReturnPage provider="paypal" /> },
  { path: 'payment/cancel', element: <PaymentCancelPage /> },
];

/** The app's routes, the same tree in the browser and on the server (decision 0058). */
export function createRoutes(environment: RouteEnvironment): RouteObject[] {
  const loaders = firstScreenLoaders();
  const languageRoutes: RouteObject[] = [
    { index: true, Component: HomePage, handle: WALL_HANDLE, loader: loaders.wall },
    ...HOME_PATHS.map((path) => ({ path, Component: HomePage, handle: WALL_HANDLE })),
    { path: 'wish/:id', Component: WishPage, handle: WISH_HANDLE, loader: loaders.wish },
    ...paymentRoutes,
    { path: 'admin', element: <AdminRoute /> },
    { path: 'config', element: <ConfigRoute /> },
    ...STATIC_PAGES.map(({ slug, page, document }) =>
      document
        ? {
            path: slug,
            loader: loaders.document(document),
            element: <LegalDocumentPage key={document} type={document} page={page} />,
          }
        : { path: slug, element: <ContactPage /> },
    ),
    { path: '*', loader: environment.redirectToLanguageHome },
  ];

  return [
    {
      path: '/',
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: FullPageLoading,
      children: [
        { index: true, loader: environment.redirectToStoredLanguage },
        // QA only, and without a language prefix (docs/product.md#qa-sign-in).
        {
          path: 'dev-auth',
          loader: environment.devAuthLoader,
          lazy: async () => ({
            Component: (
              await withMoreTexts(() => import('../features/auth/components/dev-auth-page.tsx'))
            ).DevAuthPage,
          }),
        },
        {
          path: ':lang',
          loader: environment.languageLoader,
          Component: AppLayout,
          children: languageRoutes,
        },
        { Component: AppLayout, children: paymentRoutes },
        { path: '*', loader: environment.redirectToStoredLanguage },
      ],
    },
  ];
}
