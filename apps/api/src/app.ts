import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { ErrorBody } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { createMailer } from '@tradeforge/mail';
import type { ApiConfig } from './config';
import { memberRoutes } from './modules/businesses/member-routes';
import { createMemberService } from './modules/businesses/members-service';
import { createBusinessListService } from './modules/businesses/list-service';
import { businessRoutes } from './modules/businesses/routes';
import { businessUploadRoutes } from './modules/files/business-upload-routes';
import { fileRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { membershipRoutes, webhookRoutes } from './modules/memberships';
import { needHelpRoutes } from './modules/needhelp/routes';
import { createNeedHelpService } from './modules/needhelp/service';
import { referenceRoutes } from './modules/reference/routes';
import { productRoutes } from './modules/products/routes';
import { searchRoutes } from './modules/search/routes';
import { createSearchService } from './modules/search/service';
import { userRoutes } from './modules/user/routes';
import { socialRoutes } from './modules/social/routes';
import { createAuthenticator } from './plugins/auth';
import { createRouteAuth } from './plugins/route-auth';
import { registerErrorHandling } from './plugins/error-handler';
import { createApiServices } from './services';

export { loadApiConfig, type ApiConfig } from './config';
export { createApiServices, type ApiServices } from './services';
export { resolveStorageOrigins } from './platform/storage/s3';

export interface ApiOptions {
  config: ApiConfig;
  db: Db;
  /**
   * The account service's public keys. The one-process host passes them directly; alone, the API fetches them
   * from ACCOUNTS_JWKS_URL (cached, refetched for an unknown key id).
   */
  verificationKey?: JWTVerifyGetKey;
}

function resolveVerificationKey(config: ApiConfig, given: JWTVerifyGetKey | undefined): JWTVerifyGetKey {
  if (given) return given;
  if (!config.accountsJwksUrl)
    throw new Error(
      'Set ACCOUNTS_JWKS_URL to the account service key set (/accounts/.well-known/jwks.json).',
    );
  return createRemoteJWKSet(new URL(config.accountsJwksUrl));
}

/**
 * The main API as one encapsulated Fastify plugin: the host registers it under `/api` (see apps/server), and
 * `server.ts` runs it alone. Error handling, docs and security headers apply to its routes only.
 */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (parent, { config, db, verificationKey }) => {
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
  // Tokens travel in a header, never in cookies: CORS names the web origins and does not allow credentials.
  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'wbn-auth'],
    maxAge: 600,
  });

  const auth = createAuthenticator({
    db,
    getKey: resolveVerificationKey(config, verificationKey),
    issuer: config.tokenIssuer,
    audience: config.tokenAudience,
  });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onClose', async () => mailer.close());

  const services = createApiServices(config, db, { mailer });
  const { localStorage, reference, photos, businesses } = services;
  const routeAuth = createRouteAuth(auth);

  // Renewal reminders and expiries run in the server process; the job's advisory lock lets one instance at a time.
  if (config.membershipJobIntervalMs > 0) {
    const stop = services.renewals.start(config.membershipJobIntervalMs, app.log);
    app.addHook('onClose', async () => stop());
  }

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
    await routes.register(userRoutes, {
      auth,
      profiles: services.profiles,
      photos,
    });
    // With s3, browsers post to the bucket and read images from it: the API has no file doors of its own.
    if (localStorage) await routes.register(fileRoutes, { storage: localStorage });
    await routes.register(businessUploadRoutes, { auth: routeAuth, photos });
    await routes.register(businessRoutes, {
      businesses,
      lists: createBusinessListService(db),
      auth: routeAuth,
    });
    await routes.register(memberRoutes, {
      members: createMemberService({ db, businesses }),
      auth: routeAuth,
    });
    await routes.register(productRoutes, {
      products: services.products,
      auth: routeAuth,
    });
    await routes.register(socialRoutes, { social: services.social, auth: routeAuth });
    await routes.register(membershipRoutes, { memberships: services.memberships, auth: routeAuth });
    // Only Stripe calls back; the test driver has nothing to receive.
    if (services.payments.activatesByWebhook)
      await routes.register(webhookRoutes, { memberships: services.memberships });
  });
};
