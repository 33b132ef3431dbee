import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { createMailer } from '@tradeforge/mail';
import type { ApiConfig } from './config';
import { healthRoutes } from './modules/health/routes';
import { needHelpRoutes } from './modules/needhelp/routes';
import { createNeedHelpService } from './modules/needhelp/service';
import { referenceRoutes } from './modules/reference/routes';
import { createReferenceService } from './modules/reference/service';
import { searchRoutes } from './modules/search/routes';
import { createSearchService } from './modules/search/service';
import { registerErrorHandling } from './plugins/error-handler';

export { loadApiConfig, type ApiConfig } from './config';

export interface ApiOptions {
  config: ApiConfig;
  db: Db;
}

/**
 * The main API as one encapsulated Fastify plugin: the host registers it under `/api` (see apps/server), and
 * `server.ts` runs it alone. Error handling, docs and security headers apply to its routes only.
 */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (parent, { config, db }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= config.bodyLimit;
  });
  app.addSchema(ErrorBody);

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.siteName} API`,
        version: '1.0.0',
        description:
          'Industrial B2B directory and social network. Every answer is { success, data } or { success: false, error }.',
      },
      components: {
        securitySchemes: { wbnAuth: { type: 'apiKey', in: 'header', name: 'wbn-auth' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const reference = createReferenceService(db);

  await app.register(async (routes) => {
    // JSON only: nothing here should ever be rendered, framed or allowed to load anything.
    await routes.register(helmet, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    });
    await routes.register(healthRoutes, { db });
    await routes.register(referenceRoutes, { reference });
    await routes.register(needHelpRoutes, {
      maxPerHour: config.needHelpRateLimit,
      needHelp: createNeedHelpService({
        db,
        mailer,
        reference,
        operatorEmail: config.operatorEmail,
        siteName: config.siteName,
      }),
    });
    await routes.register(searchRoutes, { search: createSearchService(db) });
  });
};
