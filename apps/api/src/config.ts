import { Type, type Static } from 'typebox';
import { parseEnv } from '@tradeforge/contracts';

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
});

export type ApiConfig = {
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolSize: number;
  logLevel: string;
  siteName: string;
  bodyLimit: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  needHelpRateLimit: number;
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
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    operatorEmail: parsed.OPERATOR_EMAIL,
    needHelpRateLimit: parsed.NEEDHELP_RATE_LIMIT,
  };
}
