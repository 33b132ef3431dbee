import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses, subscriptionTier } from './businesses';
import { categories, industries, subCategories } from './reference';
import { tsvector } from './search';
import type { StoredImage } from './users';

export interface ProductSpec {
  key: string;
  value: string;
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
    isDemo: boolean('is_demo').notNull().default(false),
    /** The business's membership and badge, copied here (and kept in step by a trigger) to rank search results. */
    businessSubscription: subscriptionTier('business_subscription').notNull().default('standard'),
    businessVerified: boolean('business_verified').notNull().default(false),
    /**
     * Over the membership's product limit after a membership ended: kept for the owner, left out of the public
     * lists and search, shown again when the business upgrades.
     */
    hidden: boolean('hidden').notNull().default(false),
    /** Kept current by `refresh_product_search(id)` after every write. */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_business_created_idx').on(t.businessId, t.createdAt.desc()),
    // Search never shows hidden products, so its indexes leave them out.
    index('products_search_idx')
      .using('gin', t.searchVector)
      .where(sql`not ${t.hidden}`),
    // Products of paid or verified businesses, which search takes first (about a sixth of all).
    index('products_search_paid_idx')
      .using('gin', t.searchVector)
      .where(sql`(${t.businessSubscription} <> 'standard' or ${t.businessVerified}) and not ${t.hidden}`),
    // The migration adds INCLUDE (search_vector), see businesses_listing_idx.
    index('products_listing_idx')
      .on(t.businessSubscription.desc(), t.businessVerified.desc(), t.createdAt.desc())
      .where(sql`not ${t.hidden}`),
  ],
);
