import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's report of something on the site (issue 19): a business, product, post, comment, message thread or
 * user, with a reason from a fixed list and a note. One open report per reporter and object; operators resolve or
 * dismiss them from their queue. The object is named by type and id without a foreign key (six tables); a report
 * whose object is deleted stays for the record.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: text('object_type', {
      enum: ['business', 'product', 'post', 'comment', 'thread', 'user', 'group', 'rfq', 'rfq-quote'],
    }).notNull(),
    objectId: uuid('object_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_open_idx')
      .on(t.reporterId, t.objectType, t.objectId)
      .where(sql`status = 'open'`),
    index('reports_status_idx').on(t.status, t.createdAt.desc()),
    index('reports_object_idx').on(t.objectType, t.objectId),
  ],
);
