import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { users, type StoredImage } from './users';

export const timelineType = pgEnum('timeline_type', ['user', 'business', 'group']);

/**
 * A post on a timeline. The actor owns the timeline it is written on: a user posts on their own, or as one of their
 * businesses on that business's, so `timeline_id` is also whose post it is in the newsfeed.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    content: text('content').notNull(),
    /** The person who wrote it, also when posting as a business. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The business it was posted as; null for a post as oneself. */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    timelineId: uuid('timeline_id').notNull(),
    timelineType: timelineType('timeline_type').notNull(),
    /** Hidden by an operator (issue 19): shown to its author only, with the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The wall clock of the insert, not the transaction start, so the newsfeed's keyset order follows commits.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    // Timelines and each author's run of the newsfeed merge are read from this index only, newest first.
    index('posts_timeline_created_idx').on(
      t.timelineId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_user_idx').on(t.userId),
  ],
);

/**
 * The newsfeed, written on posting (fan-out on write): one row per reader of each post, so a page is one range of
 * the primary key. Readers of a post are the owner of a user timeline, and the followers and members of a business
 * timeline. Kept by triggers (migration 0016): a new post adds its readers' rows, a new follow or membership adds
 * the business's posts, a removed one takes them away unless the reader still follows or belongs; rows go with
 * their post or reader by cascade.
 */
export const feedEntries = pgTable(
  'feed_entries',
  {
    readerId: uuid('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The post's `created_at`, copied so the page is ordered and cut from the index alone. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.createdAt, t.postId] }),
    index('feed_entries_post_idx').on(t.postId),
  ],
);
