import { Type } from 'typebox';
import { parseEnv, parseTrustProxy } from '@tradeforge/contracts';
import { parseSecretsKey } from './lib/secrets';

const AccountsEnv = Type.Object({
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATABASE_URL: Type.Optional(Type.String()),
  DATA_DIR: Type.String({ default: './data' }),
  DB_POOL_SIZE: Type.Integer({ default: 10, minimum: 1, maximum: 200 }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  SITE_NAME: Type.String({ default: 'Tradeforge' }),
  PUBLIC_URL: Type.Optional(Type.String({ description: 'Origin of the web app' })),
  ACCOUNTS_URL: Type.String({ default: '/accounts' }),
  ALLOWED_ORIGINS: Type.String({ default: '', description: 'Comma-separated extra web origins' }),
  TOKEN_ISSUER: Type.String({ default: 'tradeforge-accounts' }),
  TOKEN_AUDIENCE: Type.String({ default: 'tradeforge-api' }),
  ACCESS_TOKEN_TTL: Type.Integer({ default: 900, minimum: 60, maximum: 3600 }),
  REFRESH_TOKEN_TTL: Type.Integer({ default: 2_592_000, minimum: 3600 }),
  SESSION_MAX_DAYS: Type.Integer({
    default: 90,
    minimum: 1,
    maximum: 3650,
    description: 'A login lasts at most this many days, however often it is refreshed',
  }),
  TRUST_PROXY: Type.String({ default: 'false' }),
  REGISTRATION_RATE_LIMIT: Type.Integer({
    default: 10,
    minimum: 1,
    description: 'Registrations accepted per client address per hour',
  }),
  SECRETS_KEY: Type.Optional(
    Type.String({ description: 'Encrypts secrets kept in the database: 32 bytes in base64' }),
  ),
  SMTP_URL: Type.Optional(Type.String()),
  MAIL_FROM: Type.Optional(Type.String()),
});

export interface AccountsConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolSize: number;
  logLevel: string;
  siteName: string;
  /** Origin of the web app: where /SetID/ lives when `continue` names no allowed origin. */
  webOrigin: string;
  /** Absolute base URL of the account service as a browser sees it (for links in mails). */
  accountsPublicUrl: string;
  /** Web origins allowed to receive sessions and call the token routes; the web origin is always one. */
  allowedOrigins: string[];
  issuer: string;
  audience: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds a session may last from its login, whatever the refreshes. */
  sessionMaxLifetime: number;
  /** New accounts must open a mailed link before they may write to others: on when the site sends mail. */
  emailVerification: boolean;
  /** A verification link works this long (seconds). */
  emailVerificationTtl: number;
  /** Verification mails per user per hour (the first one included). */
  verificationMailsPerHour: number;
  /** Second-factor codes (TOTP or recovery) a user may try per window before waiting. */
  twoFactorMaxAttempts: number;
  twoFactorWindow: number;
  /** The page asking for the second factor works this long after the password was accepted (seconds). */
  twoFactorLoginTtl: number;
  /** A hand-off code lives this long: the browser uses it within a second of the redirect. */
  handoffCodeTtl: number;
  passwordResetTtl: number;
  /** How long the previous refresh token may be presented again without revoking the family (tabs racing). */
  refreshReuseGrace: number;
  loginMaxFailures: number;
  /** Registrations per client address per hour. */
  registrationsPerHour: number;
  loginFailureWindow: number;
  /** Reset mails per e-mail address per hour, whoever asks. */
  passwordResetsPerEmail: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  secureCookies: boolean;
  /** SECRETS_KEY as bytes; when unset, `resolveSecretsKey` generates one into DATA_DIR (embedded database only). */
  secretsKey: Buffer | undefined;
  /** Fastify's trustProxy: believe X-Forwarded-* only from a proxy that sets them. */
  trustProxy: boolean | string;
}

const toOrigin = (url: string) => new URL(url).origin;

/** The account service's configuration, read once at boot; nothing else in the app reads the environment. */
export function loadAccountsConfig(env: Record<string, string | undefined>): AccountsConfig {
  const parsed = parseEnv(AccountsEnv, env);
  const webOrigin = toOrigin(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`);
  const accountsUrl = parsed.ACCOUNTS_URL.replace(/\/$/, '');
  const accountsPublicUrl = /^https?:\/\//.test(accountsUrl) ? accountsUrl : `${webOrigin}${accountsUrl}`;
  const extra = parsed.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(toOrigin);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    dbPoolSize: parsed.DB_POOL_SIZE,
    logLevel: parsed.LOG_LEVEL,
    siteName: parsed.SITE_NAME,
    webOrigin,
    accountsPublicUrl,
    allowedOrigins: [...new Set([webOrigin, ...extra])],
    issuer: parsed.TOKEN_ISSUER,
    audience: parsed.TOKEN_AUDIENCE,
    accessTokenTtl: parsed.ACCESS_TOKEN_TTL,
    refreshTokenTtl: parsed.REFRESH_TOKEN_TTL,
    sessionMaxLifetime: parsed.SESSION_MAX_DAYS * 86_400,
    emailVerification: parsed.SMTP_URL !== undefined && parsed.SMTP_URL !== '',
    emailVerificationTtl: 48 * 3600,
    verificationMailsPerHour: 3,
    twoFactorMaxAttempts: 5,
    twoFactorWindow: 15 * 60,
    twoFactorLoginTtl: 5 * 60,
    handoffCodeTtl: 120,
    passwordResetTtl: 30 * 60,
    refreshReuseGrace: 10,
    loginMaxFailures: 5,
    registrationsPerHour: parsed.REGISTRATION_RATE_LIMIT,
    loginFailureWindow: 15 * 60,
    passwordResetsPerEmail: 3,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? `${parsed.SITE_NAME} <no-reply@${new URL(webOrigin).hostname}>`,
    secureCookies: webOrigin.startsWith('https://'),
    secretsKey: parsed.SECRETS_KEY === undefined ? undefined : parseSecretsKey(parsed.SECRETS_KEY),
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
  };
}
