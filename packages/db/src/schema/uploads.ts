import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An upload from request to attachment: the API signs a policy for `key`, the browser posts the file to the
 * storage driver, and upload-validate checks, re-encodes and attaches it. The row id is the upload token.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the file is for, e.g. `profile-photo` or `cover-photo`. */
    purpose: text('purpose').notNull(),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'processing', 'attached', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId)],
);
