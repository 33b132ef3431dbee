import { i18n } from '@lingui/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { LOCALE_TAGS, localePrefix } from '@tradeforge/contracts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { loadCatalog, pageI18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { App } from './app/app';
import { routes, serverRenderedRoutes } from './app/router';
import { reviveServerErrors, SSR_STATE_ID } from './ssr-state';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const queryClient = createQueryClient();
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
// The page's language is its address's (`/es/...`): the router works under that prefix, and the texts every page
// shows (header, footer, loading states, the industries' names in its menu) are loaded before anything renders.
const { locale } = pageI18n();
const basename = localePrefix(locale) || undefined;
// The page's first `Intl` formatter starts ICU, a task of its own (about 30 ms on a desktop CPU, four times that on
// a slow phone). Started now, it runs while the texts and the route's modules download, not inside hydration,
// where a price or a figure would otherwise start it.
setTimeout(() => new Intl.NumberFormat(LOCALE_TAGS[locale]).format(0));
await Promise.all([loadCatalog('shell'), loadCatalog('taxonomy')]);
i18n.activate(locale);

if (serverState) {
  // A page the host rendered: its route modules load before hydration, so the first render matches the HTML, and
  // the data it was rendered from seeds the query cache. The route objects matched are those of `routes`.
  const matches = matchRoutes(serverRenderedRoutes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  hydrate(queryClient, JSON.parse(serverState) as DehydratedState);
  reviveServerErrors(queryClient);
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser in between, rather
  // than in one long task: the page answers input sooner on a slow phone (Lighthouse's total blocking time).
  // The router is told the page is the server's (`hydrationData`; its routes load no data), so its scroll
  // restoration leaves the first page where the browser has it: without it, hydrating scrolled the page back to
  // the top, away from where a visitor had scrolled or was about to click while it loaded.
  const router = createBrowserRouter(routes, { basename, hydrationData: {} });
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    );
  });
  // The HTML was rendered for a visitor without a session; a signed-in visitor reads the same data again as
  // themselves (their access to a business, their likes).
  if (getSession()) void queryClient.invalidateQueries();
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes, { basename })} queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}
