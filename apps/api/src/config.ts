import { Type, type Static } from 'typebox';
import {
  EnvBoolean,
  EVENT_RETENTION_HOURS,
  INQUIRY_RATE_LIMITS,
  parseEnv,
  parseTrustProxy,
  requireHttpsOutsideLoopback,
} from '@tradeforge/contracts';
import type { TrustProxy } from './fastify-options';
import type { RateLimits } from './plugins/rate-limits';
import { loadPaymentConfig, PAYMENT_ENV, type PaymentConfig } from './platform/payments/config';
import { loadStorageConfig, STORAGE_ENV, type StorageConfig } from './platform/storage/config';

const ApiEnv = Type.Object({
  DATABASE_URL: Type.Optional(
    Type.String({ description: 'External PostgreSQL; embedded server when unset' }),
  ),
  DATA_DIR: Type.String({ default: './data' }),
  DB_POOL_SIZE: Type.Integer({ default: 10, minimum: 1, maximum: 200 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  SITE_NAME: Type.String({ default: 'Tradeforge' }),
  BODY_LIMIT: Type.Integer({ default: 1_048_576, minimum: 1024, description: 'Largest JSON body in bytes' }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  PUBLIC_URL: Type.Optional(Type.String({ description: 'Origin of the web app' })),
  ALLOWED_ORIGINS: Type.String({ default: '', description: 'Comma-separated extra web origins (CORS)' }),
  API_URL: Type.String({ default: '/api', description: 'Base URL of the API as the browser sees it' }),
  ACCOUNTS_JWKS_URL: Type.Optional(
    Type.String({ description: "The account service's key set, when it runs on another host" }),
  ),
  TOKEN_ISSUER: Type.String({ default: 'tradeforge-accounts' }),
  TOKEN_AUDIENCE: Type.String({ default: 'tradeforge-api' }),
  TRUST_PROXY: Type.String({
    default: 'false',
    description: 'true, false, or proxy addresses: whether X-Forwarded-* headers are believed',
  }),
  ...STORAGE_ENV,
  ...PAYMENT_ENV,
  SAVED_SEARCH_JOB_INTERVAL_SECONDS: Type.Integer({
    default: 3600,
    minimum: 0,
    description:
      'How often an instance tries the saved-search check (each search is checked once a day); 0 turns it off',
  }),
  DATA_EXPORT_JOB_INTERVAL_SECONDS: Type.Integer({
    default: 30,
    minimum: 0,
    description: 'How often an instance builds pending data exports and deletes expired ones; 0 turns it off',
  }),
  DATA_EXPORT_RETENTION_DAYS: Type.Integer({
    default: 7,
    minimum: 1,
    maximum: 365,
    description: 'Days a ready data export can be downloaded before its file is deleted',
  }),
  SAVED_SEARCH_CHECK_HOURS: Type.Integer({
    default: 24,
    minimum: 0,
    description: 'How old the last check of a saved search is before it is checked again (a day)',
  }),
  SEARCH_MEMORY_INDEX: Type.Union([Type.Literal('background'), Type.Literal('at-start')], {
    default: 'background',
    description:
      'When the search indexes load: in the background after start (searches wait for them; /api/ready says when they are loaded), or before the API starts listening (at-start)',
  }),
  INSIGHTS_FLUSH_MS: Type.Integer({
    default: 5000,
    minimum: 0,
    description: 'How often an instance writes the views and search appearances it counted; 0 counts none',
  }),
  INSIGHTS_VIEWS_PER_ADDRESS_PER_MINUTE: Type.Integer({
    default: 60,
    minimum: 1,
    description:
      'Page views one client address may add per minute on one instance (past it they are not counted)',
  }),
  MEMBERSHIP_JOB_INTERVAL_MS: Type.Integer({
    default: 3_600_000,
    minimum: 0,
    description: 'How often the renewal reminders and expiries run; 0 turns the job off in this process',
  }),
  SMTP_URL: Type.Optional(
    Type.String({ description: 'smtp:// or smtps:// URL; without it mails stay in the outbox table' }),
  ),
  MAIL_FROM: Type.String({ default: 'Tradeforge <no-reply@localhost>' }),
  OPERATOR_EMAIL: Type.String({
    default: 'support@localhost',
    description: 'Where need-help enquiries are sent',
  }),
  NEEDHELP_RATE_LIMIT: Type.Integer({
    default: 5,
    minimum: 1,
    description: 'Need-help enquiries accepted per client address per hour',
  }),
  RATE_LIMIT_WRITES_PER_MINUTE: Type.Integer({
    default: 120,
    minimum: 1,
    description: 'Requests one user may make to each write route per minute (shared by all instances)',
  }),
  RATE_LIMIT_CONTENT_PER_HOUR: Type.Integer({
    default: 300,
    minimum: 1,
    description:
      'Comments, posts, inquiries, messages or upload requests one user may make per route per hour',
  }),
  RATE_LIMIT_SEARCH_PER_MINUTE: Type.Integer({
    default: 120,
    minimum: 1,
    description: 'Searches one client address may make per search route per minute',
  }),
  API_DOCS: EnvBoolean(true),
  INQUIRY_LIMIT_PER_HOUR: Type.Integer({
    default: INQUIRY_RATE_LIMITS.perHour,
    minimum: 1,
    description: 'New inquiries one user may send per hour (counted in PostgreSQL, across instances)',
  }),
  INQUIRY_LIMIT_PER_DAY: Type.Integer({
    default: INQUIRY_RATE_LIMITS.perDay,
    minimum: 1,
    description: 'New inquiries one user may send per day',
  }),
  MESSAGE_JOBS_INTERVAL_SECONDS: Type.Integer({
    default: 60,
    minimum: 0,
    description:
      'How often an instance tries the message jobs (unread-reply mails, event pruning); 0 turns them off',
  }),
  UPLOAD_SWEEP_INTERVAL_SECONDS: Type.Integer({
    default: 3600,
    minimum: 0,
    description:
      'How often an instance sweeps unused files from the local uploads incoming/ folder; 0 turns it off',
  }),
  EVENT_RETENTION_HOURS: Type.Integer({
    default: EVENT_RETENTION_HOURS,
    minimum: 1,
    description: 'How long live events are kept for streams resuming with Last-Event-ID',
  }),
  STOP_DELAY_SECONDS: Type.Number({
    default: 0,
    minimum: 0,
    maximum: 60,
    description:
      'Seconds an instance told to stop goes on serving while /api/ready answers 503, so a load balancer takes it out first',
  }),
});

export type ApiConfig = {
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolSize: number;
  logLevel: string;
  siteName: string;
  bodyLimit: number;
  /** Web origins allowed to call the API from a browser (the web app's own origin first). */
  allowedOrigins: string[];
  /** Base URL of the API as a browser sees it: upload targets and file URLs are built on it. */
  apiPublicUrl: string;
  accountsJwksUrl: string | undefined;
  tokenIssuer: string;
  tokenAudience: string;
  storage: StorageConfig;
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  needHelpRateLimit: number;
  rateLimits: RateLimits;
  /** Serve the OpenAPI document and its UI at /api/docs. */
  apiDocs: boolean;
  inquiryLimits: { perHour: number; perDay: number };
  messageJobsIntervalSeconds: number;
  uploadSweepIntervalSeconds: number;
  eventRetentionHours: number;
  /** Seconds a stopping instance keeps serving with readiness at 503 (`createGracefulStop`). */
  stopDelaySeconds: number;
  payments: PaymentConfig;
  membershipJobIntervalMs: number;
  savedSearchJobIntervalSeconds: number;
  dataExportJobIntervalSeconds: number;
  dataExportRetentionDays: number;
  savedSearchCheckHours: number;
  /** 0: view and search-appearance counting is off. */
  insightsFlushMs: number;
  insightsViewsPerAddress: number;
  /** The search indexes (modules/search/memory): when they load. */
  searchMemoryIndex: 'background' | 'at-start';
};

export function loadApiConfig(env: Record<string, string | undefined>): ApiConfig {
  const parsed: Static<typeof ApiEnv> = parseEnv(ApiEnv, env);
  return {
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    dbPoolSize: parsed.DB_POOL_SIZE,
    logLevel: parsed.LOG_LEVEL,
    siteName: parsed.SITE_NAME,
    bodyLimit: parsed.BODY_LIMIT,
    allowedOrigins: [
      ...new Set(
        [parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`, ...parsed.ALLOWED_ORIGINS.split(',')]
          .map((origin) => origin.trim())
          .filter(Boolean)
          .map((origin) => new URL(origin).origin),
      ),
    ],
    apiPublicUrl: parsed.API_URL.replace(/\/$/, ''),
    accountsJwksUrl:
      parsed.ACCOUNTS_JWKS_URL === undefined
        ? undefined
        : requireHttpsOutsideLoopback('ACCOUNTS_JWKS_URL', parsed.ACCOUNTS_JWKS_URL),
    tokenIssuer: parsed.TOKEN_ISSUER,
    tokenAudience: parsed.TOKEN_AUDIENCE,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    storage: loadStorageConfig(parsed, parsed.DATA_DIR),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    operatorEmail: parsed.OPERATOR_EMAIL,
    needHelpRateLimit: parsed.NEEDHELP_RATE_LIMIT,
    rateLimits: {
      writesPerMinute: parsed.RATE_LIMIT_WRITES_PER_MINUTE,
      contentPerHour: parsed.RATE_LIMIT_CONTENT_PER_HOUR,
      searchPerMinute: parsed.RATE_LIMIT_SEARCH_PER_MINUTE,
    },
    apiDocs: parsed.API_DOCS,
    inquiryLimits: { perHour: parsed.INQUIRY_LIMIT_PER_HOUR, perDay: parsed.INQUIRY_LIMIT_PER_DAY },
    messageJobsIntervalSeconds: parsed.MESSAGE_JOBS_INTERVAL_SECONDS,
    uploadSweepIntervalSeconds: parsed.UPLOAD_SWEEP_INTERVAL_SECONDS,
    eventRetentionHours: parsed.EVENT_RETENTION_HOURS,
    stopDelaySeconds: parsed.STOP_DELAY_SECONDS,
    payments: loadPaymentConfig(parsed),
    membershipJobIntervalMs: parsed.MEMBERSHIP_JOB_INTERVAL_MS,
    savedSearchJobIntervalSeconds: parsed.SAVED_SEARCH_JOB_INTERVAL_SECONDS,
    dataExportJobIntervalSeconds: parsed.DATA_EXPORT_JOB_INTERVAL_SECONDS,
    dataExportRetentionDays: parsed.DATA_EXPORT_RETENTION_DAYS,
    savedSearchCheckHours: parsed.SAVED_SEARCH_CHECK_HOURS,
    insightsFlushMs: parsed.INSIGHTS_FLUSH_MS,
    insightsViewsPerAddress: parsed.INSIGHTS_VIEWS_PER_ADDRESS_PER_MINUTE,
    searchMemoryIndex: parsed.SEARCH_MEMORY_INDEX,
  };
}
