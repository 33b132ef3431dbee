import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { localizedPath, LOCALE_TAGS } from '@tradeforge/contracts';
import { createRateLimitStore, type Db } from '@tradeforge/db';
import { createMailer, type Mailer } from '@tradeforge/mail';
import type { AccountsConfig } from './config';
import { AccountsError } from './lib/errors';
import { refreshCookie } from './lib/refresh-cookie';
import { refuseUnstorableFields } from './lib/stored-text';
import { resolveSecretsKey } from './lib/secrets';
import { renderPage, html } from './pages/html';
import { pageMessages, translateRefusal } from './pages/messages';
import { pageLocale } from './pages/page-kit';
import { pageRoutes } from './pages/routes';
import { createKeyStore, type KeyStore } from './tokens/key-store';
import { tokenRoutes } from './tokens/routes';
import { createTokenService } from './tokens/service';
import { createTwoFactorService } from './two-factor/service';
import { createOutboxSender } from './users/outbox';
import { createUserService } from './users/service';

export { loadAccountsConfig, type AccountsConfig } from './config';
export { resolveSecretsKey } from './lib/secrets';
export { createKeyStore, rotateSigningKey, type KeyStore } from './tokens/key-store';
export { createUserService, type UserService } from './users/service';

export interface AccountsOptions {
  config: AccountsConfig;
  db: Db;
  /** The signing keys; the host creates them once to hand the public half to the API without HTTP. */
  keys?: KeyStore;
  mailer?: Mailer;
}

/**
 * The account service (registration, login, password reset, sessions, tokens, JWKS) as one encapsulated Fastify
 * plugin, mounted at `/accounts` by the host and runnable alone (`server.ts`).
 */
export const accountsPlugin: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const { config, db } = options;
  const secretsKey = resolveSecretsKey(config);
  const keys = options.keys ?? (await createKeyStore(db, config.issuer, config.audience, { secretsKey }));
  const mailer =
    options.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const tokens = createTokenService(db, keys, config);
  const twoFactor = createTwoFactorService(db, config, secretsKey);
  const users = createUserService(db, mailer, config, twoFactor);
  if (!config.emailVerification)
    app.log.info('e-mail verification is off: no SMTP_URL is set, so every account counts as verified');
  const outbox = createOutboxSender(mailer, app.log);
  app.addHook('onClose', () => outbox.close());
  // The configured origins only: the request's Host header is the client's to choose.
  const webOrigins = config.allowedOrigins;

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16_384 });
  await app.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL, so a limit holds however many instances of the service run.
    store: createRateLimitStore(db, {
      prefix: 'accounts',
      onSweepError: (error) => app.log.warn({ err: error }, 'rate limit sweep failed'),
    }),
    errorResponseBuilder: (_request, context) =>
      new AccountsError(429, 'TooManyRequests', `Too many attempts. Try again in ${context.after}.`),
  });
  await app.register(helmet, {
    // With `no-referrer` Chrome sends `Origin: null` on form posts, which the origin check must refuse.
    referrerPolicy: { policy: 'same-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'"],
        // Chrome applies form-action to the redirect after a post: the web origins receive /SetID/.
        formAction: ["'self'", ...config.allowedOrigins],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AccountsError;
    const status = known ? error.statusCode : error.validation ? 400 : (error.statusCode ?? 500);
    const name = known ? error.name : status < 500 ? 'BadRequest' : 'InternalServerError';
    const message = status < 500 ? error.message : 'Something went wrong on our side.';
    if (status >= 500) request.log.error({ err: error }, 'accounts request failed');
    if ((request.routeOptions.config as { page?: boolean }).page) {
      const locale = pageLocale(request);
      const t = pageMessages.in(locale);
      const frame = {
        siteName: config.siteName,
        title: t('error.title'),
        lang: LOCALE_TAGS[locale],
        siteHome: `${config.webOrigin}${localizedPath(locale, '/')}`,
        backLabel: t('frame.back', { siteName: config.siteName }),
        assetsBase: app.prefix,
      };
      const shown = status < 500 ? translateRefusal(locale, message) : t('error.server');
      const body = html`<div class="alert error" role="alert">${shown}</div>
        <p><a href="${request.url}">${t('error.back')}</a></p>`;
      return reply.status(status).type('text/html; charset=utf-8').send(renderPage(frame, body));
    }
    return reply.status(status).send({ success: false, error: { name, message } });
  });

  app.addHook('preValidation', refuseUnstorableFields);
  app.get('/health', { logLevel: 'warn' }, async () => ({
    success: true,
    data: { status: 'ok', service: `${config.siteName} accounts` },
  }));
  await pageRoutes(app, { config, users, tokens, twoFactor, webOrigins, outbox });
  const refresh = refreshCookie(config.secureCookies, app.prefix);
  const kickOutbox = () => outbox.kick();
  await tokenRoutes(app, {
    db,
    tokens,
    users,
    twoFactor,
    keys,
    webOrigins,
    refreshCookie: refresh,
    kickOutbox,
  });
};
