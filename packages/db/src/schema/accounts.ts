import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Keys the account service signs access tokens with. Kept in the database so every instance signs with the same
 * key and the API can verify any of them; the private half never leaves the account service's queries.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').notNull().$type<Record<string, unknown>>(),
  privateJwk: jsonb('private_jwk').notNull().$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * One login: the family of rotating refresh tokens it hands out. Access tokens carry its id (`sid`), so revoking
 * the session (logout, reuse detection, password reset) ends the access tokens too.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and replaced by the next. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token that replaced this one when it was used. */
    replacedById: uuid('replaced_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * Short-lived, single-use codes that carry a login from the account pages to the web app (`/SetID/?token=`), so
 * tokens never travel in a URL. Also used for password resets (`purpose`). Stored hashed.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    purpose: text('purpose', { enum: ['handoff', 'password-reset'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_user_id_idx').on(t.userId)],
);

/**
 * Failed logins per e-mail (lower-cased, whether or not an account has it, so the lock says nothing about
 * existence). Shared by every instance of the account service, unlike an in-memory limiter.
 */
export const loginThrottle = pgTable('login_throttle', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
