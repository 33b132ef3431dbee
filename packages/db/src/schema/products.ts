import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, subscriptionTier } from './businesses';
import { categories, industries, subCategories } from './reference';
import { tsvector, xid8 } from './search';
import type { StoredImage } from './users';

export interface ProductSpec {
  key: string;
  value: string;
}
/** A PDF catalogue or datasheet, kept in the storage driver's private area and served by the API as a download. */
export interface ProductDatasheet {
  key: string;
  /** The API's download address for it. */
  url: string;
  size: number;
}
export interface ProductVideo {
  videoID: string;
  url: string;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keywords: text('keywords').array().notNull().default([]),
    description: text('description').notNull(),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: text('sub_category_id').references(() => subCategories.id),
    leadTime: text('lead_time'),
    stock: boolean('stock').notNull().default(false),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    mainImage: jsonb('main_image').$type<StoredImage>(),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    videos: jsonb('videos').$type<ProductVideo[]>().notNull().default([]),
    // Commercial terms in typed columns, so search can filter on them with indexes (not inside JSON).
    priceMin: numeric('price_min', { precision: 14, scale: 3, mode: 'number' }),
    priceMax: numeric('price_max', { precision: 14, scale: 3, mode: 'number' }),
    /** ISO 4217 code; set exactly when a price is. */
    priceCurrency: text('price_currency'),
    priceUnit: text('price_unit'),
    /** Minimum order quantity, in `moq_unit`. */
    moq: integer('moq'),
    moqUnit: text('moq_unit'),
    supplyQuantity: integer('supply_quantity'),
    supplyUnit: text('supply_unit'),
    supplyPeriod: text('supply_period'),
    portOfShipment: text('port_of_shipment'),
    paymentTerms: text('payment_terms').array().notNull().default([]),
    incoterms: text('incoterms').array().notNull().default([]),
    packaging: text('packaging'),
    datasheet: jsonb('datasheet').$type<ProductDatasheet>(),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The business's membership and badge, copied here (and kept in step by a trigger) to rank search results. */
    businessSubscription: subscriptionTier('business_subscription').notNull().default('standard'),
    businessVerified: boolean('business_verified').notNull().default(false),
    /**
     * Over the membership's product limit after a membership ended: kept for the owner, left out of the public
     * lists and search, shown again when the business upgrades.
     */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * Moderation (issue 19): an operator hid the product (`moderated_at`, with the reason its owners read), or its
     * business is suspended. Either keeps `hidden` true whatever else writes it (trigger `products_moderation`);
     * `tier_hidden` is what `hidden` would be without moderation, restored when it ends.
     */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
    businessSuspended: boolean('business_suspended').notNull().default(false),
    tierHidden: boolean('tier_hidden').notNull().default(false),
    /** Written by the `products_search_row` trigger (name, keywords, taxonomy, description, specs); see migration 0023. */
    searchVector: tsvector('search_vector'),
    /**
     * The transaction that last wrote a column search reads (the vector, rank, age, hidden, industry), set by the
     * `products_search_xid` trigger: what an in-memory product index catches up on (migration 0031).
     */
    searchXid: xid8('search_xid'),
    /**
     * The transaction that created the row (null for rows older than migration 0034): a saved search's check counts
     * the rows its last check's snapshot did not see, whenever their transaction began.
     */
    createdXid: xid8('created_xid').default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_created_xid_idx').on(t.createdXid),
    index('products_business_created_idx').on(t.businessId, t.createdAt.desc()),
    check(
      'products_price_check',
      sql`(${t.priceMin} is null and ${t.priceMax} is null and ${t.priceCurrency} is null and ${t.priceUnit} is null) or (${t.priceMin} > 0 and ${t.priceMin} <= ${t.priceMax} and ${t.priceCurrency} is not null and ${t.priceUnit} is not null)`,
    ),
    check(
      'products_moq_check',
      sql`(${t.moq} is null) = (${t.moqUnit} is null) and (${t.moq} is null or ${t.moq} >= 1)`,
    ),
    index('products_search_xid_idx').on(t.searchXid),
    // The search index loads the shown products in listing order (tier, badge, newest).
    index('products_listing_idx')
      .on(t.businessSubscription.desc(), t.businessVerified.desc(), t.createdAt.desc())
      .where(sql`not ${t.hidden}`),
  ],
);
