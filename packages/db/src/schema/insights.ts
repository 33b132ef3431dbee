import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { products } from './products';
import { pgSnapshot } from './search';
import { users } from './users';

/**
 * Supplier insights: counters per business and day, added to in batches by each API instance (an upsert that adds
 * what the instance counted since its last flush). Only counts are kept: never who viewed or searched.
 */
export const insightsDaily = pgTable(
  'insights_daily',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    productViews: integer('product_views').notNull().default(0),
    searchAppearances: integer('search_appearances').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/** Views of each product per day, for the top products of a business. */
export const insightsProductViews = pgTable(
  'insights_product_views',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    index('insights_product_views_business_idx').on(t.businessId, t.day),
  ],
);

/**
 * When each viewer's view of each page was last counted, so that views of the same page by the same viewer within
 * VIEW_REPEAT_MINUTES count once, whichever instance receives them. `key` is an HMAC of viewer and page under a
 * secret kept in `app_meta`: no address or user id is written. Marks older than twice the window are deleted.
 */
export const insightsViewMarks = pgTable(
  'insights_view_marks',
  {
    key: text('key').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('insights_view_marks_seen_idx').on(t.seenAt)],
);

/** The words of the searches a business appeared in, per day: the top search words of its insights. */
export const insightsSearchWords = pgTable(
  'insights_search_words',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    word: text('word').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.word] })],
);

/**
 * A search a user saved from the results page: its kind and the search body as the search contract takes it
 * (without paging). The daily job (due a day after `checked_at`) looks for matching rows its last check did not
 * see (`checked_snapshot`, the snapshot of that check's count, or of the save) and adds them to `new_results`
 * (which opening the search clears), notifying the user.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['products', 'businesses'] }).notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    newResults: integer('new_results').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    checkedAt: timestamp('checked_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    checkedSnapshot: pgSnapshot('checked_snapshot')
      .notNull()
      .default(sql`pg_current_snapshot()`),
    seenAt: timestamp('seen_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    index('saved_searches_checked_idx').on(t.checkedAt),
  ],
);
