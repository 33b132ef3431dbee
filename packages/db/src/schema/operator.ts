import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Accounts that hold the operator role (issue 19). Besides these rows, the account whose e-mail is `OPERATOR_EMAIL`
 * is an operator by configuration. `granted_by` is empty for a grant from the command line.
 */
export const operators = pgTable('operators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What operators did: append-only. A trigger refuses UPDATE, DELETE and TRUNCATE for every role, and the app role
 * is not even granted them (`app-role.ts`). The actor is kept by id and e-mail without a foreign key, so a line
 * outlives the account that wrote it; `before`/`after` hold only the fields the action changed.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Empty for the command line (`npm run operator`). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('operator_audit_log_object_idx').on(t.objectType, t.objectId),
  ],
);
