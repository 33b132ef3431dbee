import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's export of their own data (issue 19): requested on the settings page, built by the API's data-export job
 * (claimed with `FOR UPDATE SKIP LOCKED`, so any number of instances share the work), kept as a JSON file in the
 * storage driver's private area under `file_key` and deleted by the sweep once `expires_at` passes. One pending
 * export per user at a time (partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    fileKey: text('file_key'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    /** Failed builds are tried again up to a few times before the export is marked failed. */
    attempts: bigint('attempts', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_exports_pending_idx')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index('data_exports_user_idx').on(t.userId, t.createdAt.desc()),
    index('data_exports_queue_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    index('data_exports_expiry_idx')
      .on(t.expiresAt)
      .where(sql`expires_at is not null`),
  ],
);

/**
 * A confirmation of identity for deleting an account: the account service checks the password (and the second
 * factor) and hands out an opaque token, stored as its SHA-256 hash, that the API spends once, within minutes,
 * for the same user. The API never sees passwords; the account service never deletes businesses.
 */
export const accountDeletionGrants = pgTable(
  'account_deletion_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_deletion_grants_user_idx').on(t.userId)],
);
