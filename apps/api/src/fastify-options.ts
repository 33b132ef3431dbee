import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/**
 * Root server options shared by every way of running the apps: pino logs with a request id (taken from a trusted
 * proxy's x-request-id or made here), and Ajv that strips unknown body fields where a schema forbids them.
 */
export function fastifyOptions(logLevel: string, bodyLimit: number): FastifyServerOptions {
  return {
    bodyLimit,
    logger: {
      level: logLevel,
      redact: ['req.headers["wbn-auth"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: true,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    return503OnClosing: true,
  };
}
