import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { ErrorBody } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { ApiConfig } from './config';
import { businessRoutes, invitationRoutes, memberRoutes } from './modules/businesses';
import { businessUploadRoutes, fileRoutes } from './modules/files';
import { favoriteRoutes } from './modules/favorites';
import { onboardingRoutes } from './modules/onboarding';
import { insightsRoutes } from './modules/insights';
import { savedSearchRoutes } from './modules/saved-searches';
import { healthRoutes } from './modules/health';
import { membershipRoutes, webhookRoutes } from './modules/memberships';
import { needHelpRoutes } from './modules/need-help';
import { notificationRoutes, runNotificationMails } from './modules/notifications';
import { operatorOf, operatorRoutes } from './modules/operator';
import { moderationOperatorRoutes } from './modules/moderation';
import { reportOperatorRoutes, reportRoutes } from './modules/reports';
import { verificationOperatorRoutes, verificationRoutes } from './modules/verification';
import { postRoutes } from './modules/posts';
import { groupMemberRoutes, groupOperatorRoutes, groupRoutes } from './modules/groups';
import { rfqOperatorRoutes, rfqQuoteRoutes, rfqRoutes } from './modules/rfqs';
import { dataRightsRoutes } from './modules/data-rights';
import { productRoutes } from './modules/products';
import { referenceRoutes } from './modules/reference';
import { searchRoutes } from './modules/search';
import { socialRoutes } from './modules/social';
import { userRoutes } from './modules/users';
import { registerApiDocs } from './plugins/api-docs';
import { createAuthenticator, createRouteAuth } from './plugins/auth';
import { refuseUnstorableInput } from './plugins/unstorable-input';
import { registerErrorHandling } from './plugins/error-handler';
import { markPrivateAnswers } from './plugins/private-caching';
import { registerRateLimits } from './plugins/rate-limits';
import { sendSecurityHeaders } from './plugins/security-headers';
import { createApiServices } from './services';
import { messageRoutes, runMessageJobs } from './modules/messages';
import { createEventHub, eventStreamRoutes } from './platform/events';
import { scheduleJob, scheduleMessageJobs } from './platform/jobs';
import { isUploadOpen, sweepIncomingUploads } from './platform/uploads';

export { loadApiConfig, type ApiConfig } from './config';
export { createApiServices, type ApiServices, type ServiceLog } from './services';
export { businessCardsPageQuery, searchPolicy } from './modules/search';
export { newsfeedQuery } from './modules/posts';
export { resolveStorageOrigins } from './platform/storage/s3';
export { createGracefulStop, type GracefulStop } from './platform/graceful-stop';

export interface ApiOptions {
  config: ApiConfig;
  db: Db;
  /**
   * The account service's public keys. The one-process host passes them directly; alone, the API fetches them
   * from ACCOUNTS_JWKS_URL (cached, refetched for an unknown key id).
   */
  verificationKey?: JWTVerifyGetKey;
  /** True once the process was told to stop: readiness answers 503 (`createGracefulStop`). */
  isStopping?: () => boolean;
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
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (
  parent,
  { config, db, verificationKey, isStopping = () => false },
) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
  refuseUnstorableInput(app);
  // Every body here is JSON (or a multipart upload): JSON sent as text/plain is answered 415 saying so, not parsed
  // into a string that fails as "body must be object".
  app.removeContentTypeParser('text/plain');
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= config.bodyLimit;
  });
  app.addSchema(ErrorBody);

  const authenticator = createAuthenticator({
    db,
    getKey: resolveVerificationKey(config, verificationKey),
    issuer: config.tokenIssuer,
    audience: config.tokenAudience,
  });
  const auth = createRouteAuth(authenticator);
  // Production sites may keep their API map to themselves (API_DOCS=false). Before any route: it collects them,
  // and reads their authentication pre-handlers to say which need the session.
  if (config.apiDocs) await registerApiDocs(app, config, auth);
  // Tokens travel in a header, never in cookies: CORS names the web origins and does not allow credentials.
  // Its headers are set in preParsing, before any body is read and before anything can refuse the request (the
  // search limit counts there too, after it), so every answer carries them, a 400 or a 429 as well. In onRequest,
  // @fastify/cors made the requests' objects outlive the young generation, so scavenges took longer with a big
  // heap such as the in-memory search indexes (docs/decisions/0075-cors-and-search-limit-in-preparsing.md).
  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'wbn-auth'],
    maxAge: 600,
    hook: 'preParsing',
  });

  const services = createApiServices(config, db, app.log);
  app.addHook('onClose', async () => services.close());
  const stopListening = services.listenForChanges(app.log);
  app.addHook('onClose', async () => {
    await stopListening();
  });
  const hub = createEventHub({ db, log: app.log });
  app.addHook('onClose', async () => hub.close());
  scheduleMessageJobs(app, config, () =>
    runMessageJobs(db, services.messageMails, config.eventRetentionHours),
  );
  // Files posted to the local driver that nobody will use go; with s3, a lifecycle rule on the bucket does this.
  const local = services.localStorage;
  if (local)
    scheduleJob(app, 'incoming upload sweep', config.uploadSweepIntervalSeconds, () =>
      sweepIncomingUploads(db, local),
    );
  scheduleJob(app, 'notification mails', config.messageJobsIntervalSeconds, () =>
    runNotificationMails(db, services.mailer, {
      siteName: config.siteName,
      webUrl: config.allowedOrigins[0] ?? '',
    }),
  );
  // Each saved search is checked once a day; every instance tries each interval and one does it (advisory lock).
  scheduleJob(app, 'saved-search check', config.savedSearchJobIntervalSeconds, () =>
    services.savedSearchJob.run(),
  );
  // Requests past their date expire, and the files of deleted requests and quotes go (one instance a round).
  scheduleJob(app, 'buying requests', config.messageJobsIntervalSeconds, () => services.rfqs.job.run());
  // Pending data exports are claimed row by row (SKIP LOCKED), so every instance builds some; expired files go.
  scheduleJob(app, 'data exports', config.dataExportJobIntervalSeconds, () => services.dataExports.run());
  // Renewal reminders and expiries run in the server process; the job's advisory lock lets one instance at a time.
  if (config.membershipJobIntervalMs > 0) {
    const stop = services.renewals.start(config.membershipJobIntervalMs, app.log);
    app.addHook('onClose', async () => stop());
  }

  // The search indexes load after start (searches wait for them, readiness says when they are loaded), or before
  // the API is ready when asked (the benchmark).
  const memoryIndexes = services.search.startMemoryIndexes(app.log);
  if (config.searchMemoryIndex === 'at-start') await memoryIndexes.loaded;
  app.addHook('onClose', async () => memoryIndexes.stop());

  // Search vocabulary that no row uses any more goes every few hours (and at start).
  const stopPruning = services.search.startPruning(app.log);
  app.addHook('onClose', async () => stopPruning());

  await app.register(async (routes) => {
    // JSON only (the docs' pages, above, are not): nothing here should ever be rendered, framed or load anything.
    sendSecurityHeaders(routes);
    markPrivateAnswers(routes);
    // Before any route: it decides each route's limit as the route is added.
    await registerRateLimits(routes, db, config.rateLimits);
    await routes.register(healthRoutes, { db, searchLoaded: memoryIndexes.isLoaded, isStopping });
    await routes.register(referenceRoutes, { reference: services.reference });
    await routes.register(needHelpRoutes, {
      maxPerHour: config.needHelpRateLimit,
      needHelp: services.needHelp,
    });
    await routes.register(searchRoutes, { search: services.search });
    await routes.register(userRoutes, {
      auth,
      profiles: services.profiles,
      profilePhotos: services.profilePhotos,
    });
    // With s3, browsers post to the bucket and read images from it: the API has no file doors of its own.
    if (local)
      await routes.register(fileRoutes, { storage: local, isUploadOpen: (key) => isUploadOpen(db, key) });
    await routes.register(businessUploadRoutes, { auth, photos: services.photos });
    await routes.register(businessRoutes, {
      businesses: services.businesses,
      lists: services.businessLists,
      auth,
    });
    await routes.register(memberRoutes, { members: services.members, auth });
    await routes.register(invitationRoutes, { invitations: services.invitations, auth });
    await routes.register(productRoutes, { products: services.products, auth });
    await routes.register(socialRoutes, { social: services.social, auth });
    await routes.register(postRoutes, { posts: services.posts, auth });
    await routes.register(groupRoutes, {
      groups: services.groups,
      invitations: services.groupInvitations,
      loadGroupPosts: services.posts.loadGroupPosts,
      auth,
    });
    await routes.register(groupMemberRoutes, {
      members: services.groupMembers,
      invitations: services.groupInvitations,
      auth,
    });
    await routes.register(rfqRoutes, { rfqs: services.rfqs.rfqs, auth });
    await routes.register(rfqQuoteRoutes, { quotes: services.rfqs.quotes, auth });
    await routes.register(messageRoutes, {
      auth,
      messages: services.messages,
      attachments: services.attachments,
      mailSettings: services.mailSettings,
    });
    await routes.register(eventStreamRoutes, { auth, hub });
    await routes.register(notificationRoutes, { notifications: services.notifications, auth });
    await routes.register(favoriteRoutes, { favorites: services.favorites, auth });
    await routes.register(onboardingRoutes, { onboarding: services.onboarding, auth });
    await routes.register(savedSearchRoutes, { savedSearches: services.savedSearches, auth });
    await routes.register(insightsRoutes, { insights: services.insights, auth });
    await routes.register(membershipRoutes, { memberships: services.memberships, auth });
    await routes.register(operatorRoutes, {
      prefix: '/operator',
      db,
      auth,
      operatorEmail: config.operatorEmail,
      operators: services.operators,
      console: services.console,
      sections: [
        async (scope) =>
          scope.register(verificationOperatorRoutes, { verification: services.verification, operatorOf }),
        async (scope) => scope.register(reportOperatorRoutes, { reports: services.reports, operatorOf }),
        async (scope) =>
          scope.register(moderationOperatorRoutes, { moderation: services.moderation, operatorOf }),
        async (scope) => scope.register(groupOperatorRoutes, { groups: services.groupOperators, operatorOf }),
        async (scope) => scope.register(rfqOperatorRoutes, { rfqs: services.rfqs.operators, operatorOf }),
      ],
    });
    await routes.register(verificationRoutes, { verification: services.verification, auth });
    await routes.register(reportRoutes, { reports: services.reports, auth });
    await routes.register(dataRightsRoutes, {
      exports: services.dataExports,
      deletion: services.accountDeletion,
      auth,
    });
    // Only Stripe calls back; the test driver has nothing to receive.
    if (services.payments.activatesByWebhook)
      await routes.register(webhookRoutes, { memberships: services.memberships });
  });
};
