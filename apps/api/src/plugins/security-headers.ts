import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets on an answer with these options, worked out once: with static options they are the same
 * for every answer. (`@fastify/helmet` builds helmet's middleware anew on every request, which showed in the API's
 * CPU profile under a search load.)
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let error: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (failure?: unknown) => {
    error = failure;
  });
  if (error) throw error;
  return headers;
}

/** The API's answers are JSON only: nothing in them should ever be rendered, framed or allowed to load anything. */
export const apiSecurityHeaders = helmetHeaders({
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
});

/**
 * Every answer of `app` (and of what it registers after) carries `apiSecurityHeaders`, set before the route runs, so
 * a route may still replace one (a file's own Content-Security-Policy).
 */
export function sendSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(apiSecurityHeaders);
    done();
  });
}
