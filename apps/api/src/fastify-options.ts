import { randomUUID } from 'node:crypto';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ErrorName } from '@tradeforge/contracts';
import { negotiateLocale } from '@tradeforge/i18n';
import { pluginErrors } from './plugins/errors';

/** Longest path parameter, as sent (encoded): a double-encoded 120-character name in 4-byte characters fits. */
const MAX_PARAM_LENGTH = 2_600;

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

/** A Fastify compilers factory: given the shared schemas and options, what compiles one route's schema. */
type CompilersFactory = (shared: never, options: never) => (route: never) => unknown;

/**
 * Fastify's schema compilers, shared by every app this process builds (the host's, a second instance, each test
 * file's), so that a schema compiled once is not compiled again: not for another route or status code that
 * answers the same schema (every error status names the same `ErrorBody`), nor for the next app. Fastify hands
 * each app its own copies of the route schemas, so a compiled function is kept by the schema's JSON, under the
 * shared schemas and options it was compiled with. Compiling was most of the time it takes to build the API, and
 * the node tests build it once per file.
 */
function oncePerSchema<Factory extends CompilersFactory>(build: Factory): Factory {
  const kept = new Map<string, Map<string, unknown>>();
  const factory = (shared: never, options: never) => {
    const compile = build(shared, options) as (route: { schema?: unknown }) => unknown;
    const key = JSON.stringify([shared, options]);
    const compiled = kept.get(key) ?? new Map<string, unknown>();
    kept.set(key, compiled);
    return (route: { schema?: unknown }) => {
      const json = JSON.stringify(route.schema);
      if (!compiled.has(json)) compiled.set(json, compile(route));
      return compiled.get(json);
    };
  };
  // The same signature as `build`'s, which TypeScript cannot follow through a generic factory.
  return factory as unknown as Factory;
}

/** The validators: Ajv, one for each set of shared schemas and options (`@fastify/ajv-compiler`'s pool). */
const buildValidator = oncePerSchema(AjvCompiler());
/** The response serializers: fast-json-stringify's. */
const buildSerializer = oncePerSchema(SerializerSelector());

/**
 * Root server options shared by every way of running the apps: pino logs with a request id (taken from a trusted
 * proxy's x-request-id, otherwise always made here so a client cannot forge log lines of another request), and Ajv
 * that refuses unknown fields where a schema forbids them (400 naming the field) instead of dropping them
 * without a word (docs/decisions/0005-request-validation-and-unknown-fields.md). Forwarded headers are believed
 * only when TRUST_PROXY says a proxy sets them: otherwise any client could pick its own address and slip past the
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
    // Asked to (SEARCH_MEMORY_INDEX=at-start), the API loads its search indexes before it serves: minutes for a
    // million products, where Fastify's default gives a plugin 10 s.
    pluginTimeout: 10 * 60_000,
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
      // verbose: each issue carries its schema, so the error handler can name the values a union allows.
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        verbose: true,
      },
    },
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    return503OnClosing: true,
    // A slug is the company name encoded twice plus the id: 120 characters of a non-Latin name exceed the router's
    // default of 100 by far (ten Chinese characters already did, a 414 for a real business page).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Malformed or oversized paths, refused before any route runs, still answer the API's error envelope.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      const t = pluginErrors.in(negotiateLocale(request.headers['accept-language']));
      void reply.code(status).send({
        success: false,
        error: {
          name: ErrorName.BadRequest,
          message: t(status === 414 ? 'addressTooLong' : 'malformedAddress'),
        },
      });
    },
  };
}
