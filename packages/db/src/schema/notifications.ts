import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { products } from './products';
import { users } from './users';

/**
 * One line of a user's notification list: a kind of event on one object ("liked Acme Pumps"), grouping every actor
 * that did it while the line was unread. Reading it closes the group; the next like opens a new line. `data` holds
 * what the list shows and links to (the object's title, its business), taken when the first event was written.
 * A database trigger removes lines whose object is deleted, and actors whose like, comment or follow is undone.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    actorCount: bigint('actor_count', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest event of the group: the list's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** `now` or `digest` when the recipient wants it by mail; `mailed_at` once the mail job dealt with it. */
    mail: text('mail', { enum: ['now', 'digest'] }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_open_group_idx')
      .on(t.userId, t.kind, t.objectId)
      .where(sql`read_at is null`),
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('notifications_object_idx').on(t.objectId),
    index('notifications_mail_idx')
      .on(t.userId)
      .where(sql`mail is not null and mailed_at is null`),
  ],
);

/** Who did it: a user, maybe acting as a business; `source_id` is the like, comment or message that did it. */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('notification_actors_once').on(t.notificationId, t.userId, t.businessId).nullsNotDistinct(),
    index('notification_actors_source_idx').on(t.sourceId),
    index('notification_actors_user_idx').on(t.userId),
  ],
);

/** How a user wants each kind: in the list and live on the site (the default), by mail at once, in a daily digest, or not at all. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delivery: text('delivery', { enum: ['site', 'mail', 'digest', 'off'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** When each user's last digest went out, so the daily job mails each user at most once a day. */
export const notificationDigests = pgTable('notification_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** Businesses a user saved (the account menu's Favorite Business). */
export const favoriteBusinesses = pgTable(
  'favorite_businesses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    index('favorite_businesses_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Products a user saved. */
export const favoriteProducts = pgTable(
  'favorite_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorite_products_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
