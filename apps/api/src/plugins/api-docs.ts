import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { AUTH_HEADER } from '@tradeforge/contracts';
import type { ApiConfig } from '../config';

const SCHEME = 'wbnAuth';

/** The OpenAPI 3.1 document at `docs/json` and its browser at `docs/`. */
export async function registerApiDocs(app: FastifyInstance, config: ApiConfig) {
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
            description: 'The JWT access token from the account service (/accounts), without a scheme prefix.',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
