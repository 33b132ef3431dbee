import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from '@tradeforge/contracts';
import type { HostConfig } from './config';
import { routeModuleLinks } from './route-modules';
import type { pageLanguage } from './page-language';

/** What the web app's server bundle (apps/web/src/entry-server.tsx) offers; the host loads it at boot. */
interface RenderModule {
  setupRendering(setup: {
    origin: string;
    runtimeConfig: object;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): void;
  renderPage(url: string): Promise<RenderedPage | null>;
}

const ROOT = '<div id="root"></div>';
const DEFAULT_HEAD = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;

/** The page shell split around the parts a rendered page fills in. */
function splitTemplate(indexHtml: string) {
  const head = DEFAULT_HEAD.exec(indexHtml);
  const root = indexHtml.indexOf(ROOT);
  if (!head || root < 0)
    throw new Error('index.html lacks the title, description or #root the host fills in');
  return {
    beforeHead: indexHtml.slice(0, head.index),
    beforeRoot: indexHtml.slice(head.index + head[0].length, root),
    afterRoot: indexHtml.slice(root + ROOT.length),
  };
}

/**
 * Reads the API in-process for server rendering: a request to the configured API base goes to the host's own
 * `/api` through `inject`, so rendering never waits on the network and sees exactly what a visitor without a
 * session would.
 */
function injectTransport(app: FastifyInstance, apiUrl: string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const apiPath = url.startsWith(apiUrl) ? url.slice(apiUrl.length) : url;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `/api${apiPath}`,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Loads the web app's server bundle beside the built app (`dist-server/entry-server.js`) and answers with the
 * rendered page: the shell's head with the page's own tags and the links fetching its route's modules and messages,
 * its HTML in #root and its data after it. Answers false
 * for pages the browser renders alone (no bundle, or not a public page), which then get the plain shell.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  config: HostConfig,
  webDist: string,
  runtimeConfig: object,
  language: ReturnType<typeof pageLanguage>,
): Promise<PageRenderer> {
  const bundle = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  if (!existsSync(bundle)) {
    app.log.warn(`no server bundle at ${bundle}: pages are rendered in the browser only`);
    return async () => false;
  }
  const renderer = (await import(pathToFileURL(bundle).href)) as RenderModule;
  renderer.setupRendering({
    origin: config.publicUrl,
    runtimeConfig,
    transport: injectTransport(app, config.apiUrl),
  });
  const template = splitTemplate(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const linksOf = routeModuleLinks(webDist);

  return async (request, reply) => {
    const page = await renderer.renderPage(request.url);
    if (!page) return false;
    if (page.location) {
      await reply.header('cache-control', 'no-cache').redirect(page.location, page.status);
      return true;
    }
    const html = language.localize(
      `${template.beforeHead}${page.head}${template.beforeRoot}<div id="root">${page.html}</div>\n    ${page.stateScript}${template.afterRoot}`,
      page.locale,
      { modules: page.modules, links: linksOf(page.modules) },
    );
    // The data script carries fetch times; the page is the same while its head and markup are.
    const etag = `W/"${createHash('sha1').update(page.head).update(page.html).digest('base64url')}"`;
    const vary = [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', ');
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', vary);
    if (request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return true;
    }
    await reply.status(page.status).type('text/html; charset=utf-8').send(html);
    return true;
  };
}
