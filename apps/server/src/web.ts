import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { SITE_LOCALES } from '@tradeforge/contracts';
import type { HostConfig } from './config';
import { webCspDirectives } from './csp';
import { homeLanguageRedirect, localeOfUrl, pageLanguage } from './page-language';
import { createPageRenderer } from './ssr';

/** The built SPA, found through the web package's manifest unless WEB_DIST says otherwise. */
export function resolveWebDist(config: HostConfig): string {
  if (config.webDist) return path.resolve(config.webDist);
  const manifest = createRequire(import.meta.url).resolve('@tradeforge/web/package.json');
  return path.join(path.dirname(manifest), 'dist');
}

/** Hashed build output: its name changes with its content, so browsers may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web app: hashed assets cached for a year (precompressed brotli and gzip siblings from the build),
 * HTML revalidated on every visit, the runtime configuration as a script (so one build runs against any API host),
 * the public pages rendered on the server (`ssr.ts`), and index.html for every other path so the client router
 * decides (it sends unknown paths to /), under the strict Content-Security-Policy of `csp.ts`.
 */
export const webPlugin: FastifyPluginAsync<{ config: HostConfig; reservedPrefixes: string[] }> = async (
  app,
  { config, reservedPrefixes },
) => {
  const root = resolveWebDist(config);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `The web app is not built (no ${root}/index.html). Run \`npm run build\` or \`npm start\`.`,
    );
  }
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: await webCspDirectives(config) },
    crossOriginEmbedderPolicy: false,
  });

  const runtimeConfig = {
    apiUrl: config.apiUrl,
    accountsUrl: config.accountsUrl,
    siteName: config.api.siteName,
    customerServicePhones: config.customerServicePhones,
    promoVideos: config.promoVideos,
    contactEmail: config.api.operatorEmail,
  };
  const runtimeScript = `window.__TRADEFORGE_CONFIG__ = ${JSON.stringify(runtimeConfig)};\n`;
  app.get('/runtime-config.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(runtimeScript),
  );

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Cache-Control is ours (below); send's own would say max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // Flags and images keep their names across builds: a day, then revalidated against their ETag.
      const image = /\.(svg|png|webp|ico)$/.test(filePath);
      res.setHeader('cache-control', immutable ? IMMUTABLE : image ? 'public, max-age=86400' : 'no-cache');
    },
  });
  const language = pageLanguage(root);
  const renderPage = await createPageRenderer(app, config, root, runtimeConfig, language);
  // The shell of the pages the browser renders alone, one per language.
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const shells = new Map(SITE_LOCALES.map((locale) => [locale, language.localize(indexHtml, locale)]));

  const isReserved = (url: string) =>
    reservedPrefixes.some(
      (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
    );

  // A route rather than the not-found handler, so the compression hooks see the rendered pages.
  app.get('/*', async (request, reply) => {
    const languageHome = homeLanguageRedirect(request.url, request.headers);
    if (languageHome) return reply.header('cache-control', 'no-cache').redirect(languageHome, 302);
    // The bare home page's answer depends on the visitor's languages and choice.
    if (request.url === '/') reply.header('vary', 'accept-language, cookie');
    if (!isReserved(request.url) && (await renderPage(request, reply))) return reply;
    return reply.callNotFound();
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (isReserved(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        success: false,
        error: { name: 'NotFound', message: `No route for ${request.method} ${url.split('?')[0]}` },
      });
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shells.get(localeOfUrl(url)));
  });
};
