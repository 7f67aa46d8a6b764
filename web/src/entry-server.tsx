/**
 * The web's server entry (docs/decisions/0058-first-screens-from-the-server.md), built with
 * `vite build --ssr` into `web/dist-server/` and loaded by the API at run time by its path
 * (`WEB_SERVER_ENTRY`); the API never imports the web at build level (decision 0024).
 *
 * Each request renders with state of its own: an i18next instance made for it, the router's
 * loader data in its static handler's context, and the stores' initial state (zustand's
 * server snapshot), which nothing on the server changes. Nothing is kept between requests but
 * the route tree and the site's origin.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@wishwall/contracts/constants';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  replace,
  StaticRouterProvider,
  type LoaderFunction,
} from 'react-router-dom';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import type { FirstScreenSource } from './app/first-screen-data.ts';
import type { FirstScreenState } from './app/first-screen-state.ts';
import { createRoutes, type FirstScreenContext } from './app/routes.tsx';
import { hydrationStateElement } from './lib/hydration-state.ts';
import { isLanguage } from './lib/language.ts';
import { setServerOrigin } from './lib/wish-url.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';

export type { FirstScreenSource } from './app/first-screen-data.ts';

export interface FirstScreenRendererOptions {
  /** The site's public origin (`PUBLIC_URL`), for the addresses pages share. */
  origin: string;
}

export type RenderedFirstScreen =
  | {
      kind: 'page';
      status: number;
      language: Language;
      /** What React hoisted into <head>: title, description, link-preview tags. */
      head: string;
      /** `<div id="root">…</div>`, the rendered app. */
      root: string;
      /** `<script type="application/json" id="hydration-state">…</script>` */
      state: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A loader failed: the caller serves the client shell instead. */
  | { kind: 'failed'; error: unknown };

export interface FirstScreenRenderer {
  /** Renders one request's page, its loaders reading `source` (this request's alone). */
  render(request: Request, source: FirstScreenSource): Promise<RenderedFirstScreen>;
}

/** The URL's language, which the server renders in; the API renders only known prefixes. */
function languageOfPath(pathname: string): Language {
  const prefix = pathname.split('/')[1];
  return isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
}

/**
 * Both languages' texts, loaded once; each request gets a clone of it (i18next's own way for
 * servers: a clone shares the texts and keeps its language, and costs a fifth of a new instance).
 */
const BASE_I18N = createInstance();
void BASE_I18N.init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'languageOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** An i18next for one request, in the URL's language. */
function i18nFor(language: Language): I18n {
  return BASE_I18N.cloneInstance({ lng: language });
}

const home = (language: Language, request: Request) =>
  replace(`/${language}${new URL(request.url).search}`);

/**
 * On the server the URL alone decides the language (no stored choice to read), and pages the
 * API does not render here never reach these loaders; should one, it goes home.
 */
const toHome: LoaderFunction = ({ params, request }) =>
  home(isLanguage(params['lang']) ? params['lang'] : DEFAULT_LANGUAGE, request);

async function prerenderToString(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    // One piece: the page is served whole, from a cache (decision 0058).
    progressiveChunkSize: Infinity,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const ROOT_START = '<div id="root">';

export function createFirstScreenRenderer({
  origin,
}: FirstScreenRendererOptions): FirstScreenRenderer {
  setServerOrigin(origin);
  const handler = createStaticHandler(
    createRoutes({
      languageLoader: ({ params, request }) =>
        isLanguage(params['lang']) ? null : home(DEFAULT_LANGUAGE, request),
      redirectToStoredLanguage: toHome,
      redirectToLanguageHome: toHome,
      devAuthLoader: toHome,
    }),
  );

  return {
    async render(request, source) {
      const requestContext: FirstScreenContext = { firstScreenSource: source };
      const context = await handler.query(request, { requestContext });
      if (context instanceof Response) {
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('location') ?? '/',
        };
      }
      if (context.errors) {
        return { kind: 'failed', error: Object.values(context.errors)[0] };
      }
      const language = languageOfPath(new URL(request.url).pathname);
      const router = createStaticRouter(handler.dataRoutes, context);
      // The app alone, in its #root: with no <html> around it React writes the hoisted title
      // and meta tags first, then the root. An <html> with <head> and <body> would put the app
      // below a fork of two children, and every useId would differ from the browser's, which
      // hydrates #root alone.
      const html = await prerenderToString(
        <div id="root">
          <I18nextProvider i18n={i18nFor(language)}>
            <AppErrorBoundary>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppErrorBoundary>
          </I18nextProvider>
        </div>,
      );
      const rootAt = html.indexOf(ROOT_START);
      if (rootAt < 0) throw new Error('the rendered page has no #root');
      const state: FirstScreenState = {
        language,
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: null,
        },
      };
      return {
        kind: 'page',
        status: context.statusCode,
        language,
        head: html.slice(0, rootAt),
        root: html.slice(rootAt),
        state: hydrationStateElement(state),
      };
    },
  };
}
