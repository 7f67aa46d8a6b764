// i18n first: the router's loaders read the detected language as soon as the router exists.
import { i18n, loadLanguage } from './lib/i18n.ts';
import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
import { App } from './app/app.tsx';
import type { FirstScreenState } from './app/first-screen-state.ts';
import { createAppRouter } from './app/router.tsx';
import { preloadFirstScreen } from './app/routes.tsx';
import { HYDRATION_STATE_ID, parseHydrationState } from './lib/hydration-state.ts';
import { isLanguage } from './lib/language.ts';
import { dropServerHeadTags } from './lib/server-head.ts';

/**
 * A page the server rendered (docs/decisions/0058-first-screens-from-the-server.md) carries its
 * loader data in a JSON script: the client hydrates it in the page's language, once the chunks
 * it shows are here. Any other page gets the client shell and is rendered here, as before.
 * An async function called at the end rather than a top-level await: awaiting at the top of the
 * entry held back Vite's preloaded modules behind it.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lost its #root element');
  const state = parseHydrationState(document.getElementById(HYDRATION_STATE_ID)?.textContent) as
    FirstScreenState | undefined;

  if (!state) {
    dropServerHeadTags();
    createRoot(container).render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
    return;
  }
  // The server rendered the URL's language; its loader does not run again at hydration.
  if (isLanguage(state.language) && i18n.language !== state.language) {
    await loadLanguage(state.language);
    await i18n.changeLanguage(state.language);
  }
  await preloadFirstScreen(window.location.pathname);
  hydrateRoot(
    container,
    <StrictMode>
      <App router={createAppRouter(state.router as HydrationState)} />
    </StrictMode>,
  );
}

void start();
