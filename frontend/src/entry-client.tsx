import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import './app/global.css';
import { createEmotionCache } from './lib/emotion-cache';
import { createQueryClient } from './lib/query-client';
import type { SiteConfig } from './lib/site-config';

interface ServerState {
  site: SiteConfig;
  queries: DehydratedState;
}

/** The server's data travels as a JSON data block (not a script that runs), which the CSP allows. */
function readServerState(): ServerState | undefined {
  const element = document.getElementById('app-state');
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : undefined;
}

const state = readServerState();
const queryClient = createQueryClient();
if (state) hydrate(queryClient, state.queries);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} emotionCache={createEmotionCache()} site={state?.site ?? { origin: window.location.origin }} />
    </BrowserRouter>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (root.hasChildNodes()) {
  // Hydrate only once the page's code is here: a page that suspended while hydrating would ignore typing.
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
