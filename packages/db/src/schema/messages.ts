import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { uploads } from './uploads';
import { users } from './users';

/** A stored message attachment: the file lives in storage under `key`, never at a public URL. */
export interface StoredAttachment {
  key: string;
  name: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
}

/**
 * An inquiry and its conversation (spec part 2, section 3: Inquiry, Thread). The sender side is the user who sent
 * it, or every member of `sender_business_id` when it was sent as a business; the receiver side is every member
 * of `receiver_business_id`.
 */
export const inquiryThreads = pgTable(
  'inquiry_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the sender deleted their account: the thread stays for the receivers ("Deleted user"). */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderBusinessId: uuid('sender_business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    receiverBusinessId: uuid('receiver_business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    lastMessage: text('last_message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiving side's first message: drives the business's response time. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedByUserId: uuid('ended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('inquiry_threads_sender_user_idx').on(t.senderUserId, t.createdAt.desc()),
    index('inquiry_threads_sender_business_idx').on(t.senderBusinessId, t.lastMessageAt.desc()),
    index('inquiry_threads_receiver_idx').on(t.receiverBusinessId, t.lastMessageAt.desc()),
  ],
);

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inquiryThreads.id, { onDelete: 'cascade' }),
    fromSide: text('from_side', { enum: ['S', 'R'] }).notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: text('type', { enum: ['text', 'image', 'file'] })
      .notNull()
      .default('text'),
    attachment: jsonb('attachment').$type<StoredAttachment>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** Set once the unread-reply mail job has dealt with it (mailed, or found it read or muted). */
    mailHandled: boolean('mail_handled').notNull().default(false),
  },
  (t) => [
    index('inquiry_messages_thread_idx').on(t.threadId, t.createdAt),
    index('inquiry_messages_unread_idx')
      .on(t.threadId, t.fromSide)
      .where(sql`seen_at is null`),
    index('inquiry_messages_mail_idx')
      .on(t.createdAt)
      .where(sql`not mail_handled`),
  ],
);

/** Per-business response figures over the last 90 days, updated on each new inquiry and each first reply. */
export const businessResponseStats = pgTable('business_response_stats', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  inquiries: integer('inquiries').notNull().default(0),
  replied: integer('replied').notNull().default(0),
  medianReplySeconds: integer('median_reply_seconds'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Whether a user gets mails for new inquiries and unread replies (on unless they turn it off). */
export const messageMailSettings = pgTable('message_mail_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Live events per user (messages, thread changes, unread counts), written in the transaction that causes them.
 * An insert trigger notifies channel `app_events` at commit; every API instance LISTENs and pushes rows to its
 * open streams; a reconnecting stream replays rows after its Last-Event-ID. Old rows are pruned.
 */
export const appEvents = pgTable(
  'app_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_events_user_idx').on(t.userId, t.id), index('app_events_created_idx').on(t.createdAt)],
);

/** The file name a message attachment was uploaded with (the uploads table keeps only keys and types). */
export const inquiryUploads = pgTable('inquiry_uploads', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
});
