import { and, count, desc, eq } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { favoriteBusinesses, favoriteProducts, businesses, products } = schema;

export async function businessExists(db: Executor, id: string) {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id));
  return !!row;
}

/** Hidden products (beyond a lapsed tier's slots) cannot be saved, as they cannot be seen. */
export async function productExists(db: Executor, id: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.hidden, false)));
  return !!row;
}

export async function countFavorites(db: Executor, userId: string, type: 'business' | 'product') {
  const table = type === 'business' ? favoriteBusinesses : favoriteProducts;
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

export function addFavorite(db: Executor, userId: string, type: 'business' | 'product', id: string) {
  return type === 'business'
    ? db.insert(favoriteBusinesses).values({ userId, businessId: id }).onConflictDoNothing()
    : db.insert(favoriteProducts).values({ userId, productId: id }).onConflictDoNothing();
}

export function removeFavorite(db: Executor, userId: string, type: 'business' | 'product', id: string) {
  return type === 'business'
    ? db
        .delete(favoriteBusinesses)
        .where(and(eq(favoriteBusinesses.userId, userId), eq(favoriteBusinesses.businessId, id)))
    : db
        .delete(favoriteProducts)
        .where(and(eq(favoriteProducts.userId, userId), eq(favoriteProducts.productId, id)));
}

export function findFavoriteBusinesses(db: Executor, userId: string) {
  return db
    .select({ business: businesses, savedAt: favoriteBusinesses.createdAt })
    .from(favoriteBusinesses)
    .innerJoin(businesses, eq(businesses.id, favoriteBusinesses.businessId))
    .where(eq(favoriteBusinesses.userId, userId))
    .orderBy(desc(favoriteBusinesses.createdAt));
}

export function findFavoriteProducts(db: Executor, userId: string) {
  return db
    .select({ product: products, companyName: businesses.companyName, savedAt: favoriteProducts.createdAt })
    .from(favoriteProducts)
    .innerJoin(products, eq(products.id, favoriteProducts.productId))
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(and(eq(favoriteProducts.userId, userId), eq(products.hidden, false)))
    .orderBy(desc(favoriteProducts.createdAt));
}
