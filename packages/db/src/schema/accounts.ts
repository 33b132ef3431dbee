import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Keys the account service signs access tokens with. Kept in the database so every instance signs with the same
 * key and the API can verify any of them; the private half never leaves the account service's queries.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').notNull().$type<Record<string, unknown>>(),
  /** Encrypted with SECRETS_KEY (AES-256-GCM, see the account service's key store), never the JWK in clear. */
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
    /** The browser's User-Agent at login and at each refresh, for the user's list of sessions. */
    userAgent: text('user_agent'),
    /** The last refresh: a session is in use at most one access-token lifetime after it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
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
    purpose: text('purpose', {
      enum: ['handoff', 'password-reset', 'email-verification', 'two-factor-login'],
    }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * SHA-256 of the `state` the browser that began the login keeps in its sessionStorage: the hand-off code is
     * exchanged only together with that same state, so a code cannot be planted into another browser.
     */
    stateHash: text('state_hash'),
  },
  (t) => [index('one_time_codes_user_id_idx').on(t.userId)],
);

/**
 * Failed logins per e-mail (lower-cased, whether or not an account has it, so the lock says nothing about
 * existence) and client address: a wrong password from one address locks that address out of that account only,
 * so nobody can lock someone else out by failing from many addresses. Every attempt is counted before its
 * password is checked, in one statement, so parallel attempts cannot slip past the limit; past a few failures the
 * address must also wait longer and longer (`next_attempt_at`). Shared by every instance of the account service.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    emailKey: text('email_key').notNull(),
    clientKey: text('client_key').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.emailKey, t.clientKey] })],
);

/**
 * Fixed-window counters of the account service that must hold across instances, e.g. password-reset mails per
 * e-mail address. The key says what is counted (`reset:<sha-256 of the e-mail>`), never an address in clear.
 */
export const accountsRateCounters = pgTable('accounts_rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An authenticator app (TOTP) of a user. The secret is sealed with SECRETS_KEY like the signing keys. A row with
 * `enabled_at` null is a set-up not yet confirmed with a code. `last_step` is the newest time step accepted, so a
 * code is never accepted twice.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: jsonb('secret').notNull().$type<Record<string, unknown>>(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of a user's two-factor sign-in, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
