import { boolean, jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

/**
 * Every mail the platform sends, kept whether or not it could be delivered: without SMTP configured mails stay
 * here (status `outbox`) for an operator to read; a delivery failure is kept with its error, so nothing is lost.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is about, e.g. `password-reset` or `needhelp`, for operators and tests. */
    kind: text('kind').notNull(),
    /**
     * `pending` waits for the background sender (`sending` while it delivers); `outbox` stays here for an
     * operator because no SMTP is configured; `sent` and `failed` are final.
     */
    status: text('status', { enum: ['pending', 'sending', 'outbox', 'sent', 'failed'] }).notNull(),
    /** The text holds a single-use secret (a reset link): blanked once the mail is delivered. */
    redactAfterSend: boolean('redact_after_send').notNull().default(false),
    error: text('error'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_kind_created_idx').on(t.kind, t.createdAt)],
);
