import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's `trustProxy`: off, on, or the addresses of the proxies (comma-separated IPs or CIDRs). */
export type TrustProxy = boolean | string;

/**
 * A request as the log sees it: the path without its query string, which can carry secrets (reset and hand-off
 * tokens travel as `?token=`), and no headers.
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/**
 * Root server options shared by every way of running the apps: pino logs with a request id (taken from a trusted
 * proxy's x-request-id, otherwise always made here so a client cannot forge log lines of another request), and Ajv
 * that strips unknown body fields where a schema forbids them. Forwarded headers are believed only when
 * TRUST_PROXY says a proxy sets them: otherwise any client could pick its own address and slip past the
 * per-address rate limits. `stream` is for tests that read the log.
 */
export function fastifyOptions(
  logLevel: string,
  bodyLimit: number,
  trustProxy: TrustProxy = false,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions {
  return {
    bodyLimit,
    logger: {
      level: logLevel,
      // Fastify types the serializer's answer as its default shape; ours is a deliberate subset of it.
      serializers: { req: requestForLog as never },
      ...(stream ? { stream } : {}),
    },
    requestIdHeader: trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    trustProxy,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    return503OnClosing: true,
    // Product slugs carry the company and product names before the id (the routes allow 800 characters); the
    // router's default of 100 would answer long ones 404 before any schema sees them.
    routerOptions: { maxParamLength: 800 },
  };
}
