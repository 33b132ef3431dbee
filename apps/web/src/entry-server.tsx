/**
 * Server rendering of the public pages, bundled by `vite build --ssr` into dist-server/entry-server.js and called
 * by the host (apps/server/src/ssr.ts). React Router's static handler matches the route and loads its module, the
 * page's data is read through the host itself into a query cache, React renders the page to HTML once all of it is
 * ready, and the cache goes along as JSON for the browser to hydrate from.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  localePrefix,
  localizedPath,
  SITE_LOCALES,
  splitLocalePath,
  type RenderedPage,
} from '@tradeforge/contracts';
import allMessages from 'virtual:i18n-messages';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes, type PublicPageHandle } from './app/router';
import { renderPageHead, scriptJson } from './app/ssr/page-head';
import { plainPublicPage, publicPages, type PageContext } from './app/ssr/public-pages';
import { setApiTransport, type ApiTransport } from './lib/http';
import { PageMetaSink, type PageMeta } from './lib/page-meta';
import { PageStatusSink } from './lib/page-status';
import { setRuntimeConfig, type RuntimeConfig } from './lib/runtime-config';
import { shouldDehydrateQuery, SSR_STATE_ID } from './ssr-state';

export interface RenderSetup {
  /** The site's address as visitors reach it: canonical and preview URLs are made from it. */
  origin: string;
  runtimeConfig: RuntimeConfig;
  /** How the pages' API reads reach the API (the host answers them in-process). */
  transport: ApiTransport;
}

export type { RenderedPage };

let origin = '';
// One handler per language: each works under its language's prefix (`/es`), as the browser's router does.
const handlers = new Map(
  SITE_LOCALES.map((locale) => [
    locale,
    createStaticHandler(routes, { basename: localePrefix(locale) || undefined }),
  ]),
);

export function setupRendering(setup: RenderSetup) {
  origin = setup.origin.replace(/\/$/, '');
  setRuntimeConfig(setup.runtimeConfig);
  setApiTransport(setup.transport);
}

function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Crawlers and link previews read the whole page: wait for every part, then send it in one piece.
      onAllReady: () => stream.pipe(sink),
      // Fizz outlines completed boundaries above this size and reveals them with an inline script, which the CSP
      // blocks; the page goes out whole, so none is outlined.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
    });
  });
}

/** The page at `url` (path and query) rendered, or null when it is not a public page (the browser renders it). */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const request = new Request(`${origin}${url}`);
  const pageUrl = new URL(request.url);
  const { locale, path } = splitLocalePath(pageUrl.pathname);
  pageUrl.pathname = path;
  const handler = handlers.get(locale)!;
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const match = context.matches.at(-1);
  // The route table's catch-all: answered with a real redirect, so neither a visitor nor a crawler gets an empty
  // page that the browser would only then send to the home page.
  if (match?.route.path === '*')
    return {
      status: 302,
      locale,
      location: localizedPath(locale, '/'),
      head: '',
      html: '',
      stateScript: '',
      modules: [],
    };
  const handle = match?.route.handle as PublicPageHandle | undefined;
  if (!match || !handle?.ssr) return null;

  // Nothing retries on the server, not even as the page mounts: a failed read renders the page's error state (a
  // missing business its not-found page), as the browser shows it once the state below is hydrated.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 60_000 } },
  });
  const page = publicPages[match.route.id] ?? plainPublicPage;
  const pageContext: PageContext = {
    params: match.params,
    routePath: match.route.path ?? url,
    url: pageUrl,
    locale,
    queryClient,
    origin,
  };
  await page.prefetch?.(pageContext);

  let meta: PageMeta = { title: '', description: '' };
  let declaredStatus: number | undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // A language per request: pages in several languages render at once on the one server.
  const i18n = setupI18n({ locale, messages: { [locale]: allMessages[locale] ?? {} } });
  const html = await renderToString(
    <StrictMode>
      <PageMetaSink.Provider value={(declared) => (meta = declared)}>
        <PageStatusSink.Provider value={(status) => (declaredStatus = status)}>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </I18nProvider>
        </PageStatusSink.Provider>
      </PageMetaSink.Provider>
    </StrictMode>,
  );
  const state = scriptJson(dehydrate(queryClient, { shouldDehydrateQuery }));
  return {
    // The page says what it is (the not-found page declares 404 through `usePageStatus`); a failed read alone does
    // not decide it, so the status is always that of the page the visitor sees.
    status: declaredStatus ?? 200,
    locale,
    head: renderPageHead(
      origin,
      locale,
      `${pageUrl.pathname}${pageUrl.search}`,
      meta,
      page.extras?.(pageContext, meta) ?? {},
      i18n,
    ),
    html,
    stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
    modules: [handle.module],
  };
}
