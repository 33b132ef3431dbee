import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { AUTH_HEADER, ErrorBody } from '@tradeforge/contracts';
import type { ApiConfig } from '../config';
import type { RouteAuth } from '../lib/route-auth';

const SCHEME = 'wbnAuth';
type Security = NonNullable<FastifySchema['security']>;

/** `GET /business/profile/:id` -> `getBusinessProfileById`; a `*` wildcard reads as `ByPath`. */
function deriveOperationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === '*') return ['by', 'path'];
      if (segment.startsWith(':')) return ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)];
      return segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/**
 * What a route's authentication pre-handler means for a client: a session required, optional, or none. Routes
 * whose authentication the handler list does not show (the operator console's scoped hook) declare their own.
 */
function deriveSecurity(route: RouteOptions, auth: RouteAuth): Security {
  const handlers = [route.onRequest, route.preHandler].flat();
  if (handlers.includes(auth.requireUser) || handlers.includes(auth.requireVerifiedUser))
    return [{ [SCHEME]: [] }];
  if (handlers.includes(auth.optionalUser)) return [{}, { [SCHEME]: [] }];
  return [];
}

/**
 * Routes answer errors with the ErrorBody schema itself: the document refers to its component rather than copying it
 * into each of some 1,100 error answers, three fifths of the document's bytes.
 */
function referToErrorBody(response: FastifySchema['response']): FastifySchema['response'] {
  if (!response || typeof response !== 'object') return response;
  // TypeBox keeps the $id it was given out of the schema's type.
  const reference = { $ref: `${(ErrorBody as { $id?: string }).$id}#` };
  return Object.fromEntries(
    Object.entries(response).map(([code, body]) => [code, body === ErrorBody ? reference : body]),
  );
}

/**
 * Derives every operation's `operationId` (from its method and path under the API's prefix) and `security` (from
 * its authentication pre-handler) unless the route sets its own, names the `*` wildcard, which OpenAPI cannot
 * express, and refers to ErrorBody. Only the document changes: the routes' own schemas are left as they are.
 */
function describeOperations(prefix: string, auth: RouteAuth): SwaggerTransform {
  const owners = new Map<string, string>();
  return ({ schema, url, route }) => {
    const method = [route.method].flat().join(',');
    const operationId = schema?.operationId ?? deriveOperationId(method, url.slice(prefix.length));
    const owner = `${method} ${url}`;
    if ((owners.get(operationId) ?? owner) !== owner)
      throw new Error(`${owner} and ${owners.get(operationId)} both derive operationId ${operationId}.`);
    owners.set(operationId, owner);
    const described: FastifySchema = {
      ...schema,
      operationId,
      security: schema?.security ?? deriveSecurity(route, auth),
      response: referToErrorBody(schema?.response),
    };
    if (!url.endsWith('/*')) return { schema: described, url };
    return {
      url: `${url.slice(0, -1)}{path}`,
      schema: {
        ...described,
        params: {
          type: 'object',
          required: ['path'],
          properties: { path: { type: 'string', description: 'The rest of the path, slashes included.' } },
        },
      },
    };
  };
}

/** The OpenAPI 3.1 document at `docs/json` and its browser at `docs/`. */
export async function registerApiDocs(app: FastifyInstance, config: ApiConfig, auth: RouteAuth) {
  await app.register(swagger, {
    openapi: {
      // 3.1, whose schemas are JSON Schema 2020-12 like TypeBox's: 3.0 reads `exclusiveMinimum: 0` as invalid.
      openapi: '3.1.0',
      info: {
        title: `${config.siteName} API`,
        version: '1.0.0',
        description:
          'Industrial B2B directory and social network. Every answer is { success, data } or { success: false, error }.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // The paths carry the API's prefix, so the server is the root of the host that serves this document.
      servers: [{ url: '/', description: 'The host serving this document' }],
      components: {
        securitySchemes: {
          [SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: AUTH_HEADER,
            description:
              'The JWT access token from the account service (/accounts), without a scheme prefix.',
          },
        },
      },
    },
    transform: describeOperations(app.prefix, auth),
    // Shared schemas are components named by their $id (ErrorBody), not `def-0`.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
