import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: below about a kilobyte the encoding saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli or gzip for every answer of the host (HTML, API JSON, scripts and styles without a precompressed
 * sibling), chosen from Accept-Encoding. Registered on the root instance before the apps, so it covers all of
 * them. Built assets are served precompressed by the web plugin (at the highest levels, once, at build time), and
 * an answer that already has a Content-Encoding is left alone. On the fly, brotli runs at quality 4: about gzip's
 * speed with smaller output; the default 11 costs tens of milliseconds per page. Server-Sent Events are never
 * compressed (the plugin's default type filter excludes text/event-stream), so live messages are not buffered.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  const { constants } = await import('node:zlib');
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
