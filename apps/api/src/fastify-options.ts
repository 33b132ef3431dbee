import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Fastify's `trustProxy`: off, on, or the addresses of the proxies (comma-separated IPs or CIDRs). */
export type TrustProxy = boolean | string;

/**
 * Root server options shared by every way of running the apps: pino logs with a request id (taken from a trusted
 * proxy's x-request-id or made here), and Ajv that strips unknown body fields where a schema forbids them.
 * Forwarded headers are believed only when TRUST_PROXY says a proxy sets them: otherwise any client could pick
 * its own address and slip past the per-address rate limits.
 */
export function fastifyOptions(
  logLevel: string,
  bodyLimit: number,
  trustProxy: TrustProxy = false,
): FastifyServerOptions {
  return {
    bodyLimit,
    logger: {
      level: logLevel,
      redact: ['req.headers["wbn-auth"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    return503OnClosing: true,
  };
}
