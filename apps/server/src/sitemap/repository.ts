import { asc, count, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@tradeforge/db';

const { businesses, products, industries, categories, users } = schema;

export interface SitemapEntry {
  /** Slug parts, in the order the web app builds the address from. */
  parts: string[];
  id: string;
  updatedAt: Date;
}

/**
 * How many businesses, listed products and public profiles there are: the index names one file per 50,000 of
 * each.
 */
export async function countListings(db: Db) {
  const [[businessCount], [productCount], [profileCount]] = await Promise.all([
    db.select({ n: count() }).from(businesses).where(isNull(businesses.suspendedAt)),
    db.select({ n: count() }).from(products).where(eq(products.hidden, false)),
    db.select({ n: count() }).from(users).where(isNull(users.suspendedAt)),
  ]);
  return {
    businesses: businessCount?.n ?? 0,
    products: productCount?.n ?? 0,
    profiles: profileCount?.n ?? 0,
  };
}

/**
 * One file's businesses, in id order. OFFSET walks the primary key up to the file's start, which grows with the
 * file's number; that is affordable because sitemaps are read by crawlers a few times a day and kept an hour.
 */
export async function listBusinesses(db: Db, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: businesses.id, name: businesses.companyName, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(isNull(businesses.suspendedAt))
    .orderBy(asc(businesses.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ parts: [row.name], id: row.id, updatedAt: row.updatedAt }));
}

/** One file's listed products (hidden ones stay out, as they do of every public list), in id order. */
export async function listProducts(db: Db, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      company: businesses.companyName,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(eq(products.hidden, false))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ parts: [row.company, row.name], id: row.id, updatedAt: row.updatedAt }));
}

/**
 * One file's public profiles, in id order. Every member's profile is public (spec part 2, 2.3: visitors may view
 * it) except a suspended one's, which answers 404 (issue 19); a deleted account's row is gone. The profile never
 * carries contact details. The address is the id alone, so no slug part is needed.
 */
export async function listProfiles(db: Db, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: users.id, updatedAt: users.updatedAt })
    .from(users)
    .where(isNull(users.suspendedAt))
    .orderBy(asc(users.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ parts: [], id: row.id, updatedAt: row.updatedAt }));
}

/** The names of the industries and their categories, which the directory links to as searches. */
export async function listIndustryNames(db: Db): Promise<string[]> {
  const [industryRows, categoryRows] = await Promise.all([
    db.select({ name: industries.name }).from(industries).orderBy(asc(industries.order)),
    db.select({ name: categories.name }).from(categories).orderBy(asc(categories.id)),
  ]);
  return [...industryRows, ...categoryRows].map((row) => row.name);
}
