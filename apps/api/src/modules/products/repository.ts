import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { products, categories, subCategories, industries } = schema;

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type NewProduct = typeof products.$inferInsert;

/** A product with the names of its industry, category and subcategory. */
export const productWithNames = {
  product: schema.withoutSearchVector(getTableColumns(products)),
  industryName: industries.name,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
};

function selectProducts(db: Executor) {
  return db
    .select(productWithNames)
    .from(products)
    .innerJoin(industries, eq(industries.id, products.industryId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId));
}
export type ProductWithNames = Awaited<ReturnType<typeof findProduct>>;

export async function findProduct(db: Executor, id: string) {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  return row;
}

/** The list buyers see leaves out products hidden over the membership's limit; its managers see them all. */
export function findProductsOfBusiness(db: Executor, businessId: string, includeHidden = false) {
  return selectProducts(db)
    .where(and(eq(products.businessId, businessId), includeHidden ? undefined : eq(products.hidden, false)))
    .orderBy(desc(products.createdAt), asc(products.id));
}

/**
 * Inserts products in one statement, which the catalog and suggestion triggers then read once. Each row is a
 * microsecond younger than the one before, so lists (newest first) show them as if they were created one by one.
 */
export async function insertProducts(db: Executor, values: NewProduct[]) {
  if (values.length === 0) return;
  await db
    .insert(products)
    .values(
      values.map((row, index) => ({ ...row, createdAt: sql`now() + ${index} * interval '1 microsecond'` })),
    );
}

export async function updateProduct(db: Executor, id: string, values: Partial<NewProduct>) {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Deletes a product (the social trigger takes its likes and comments) and answers the images it held. */
export function deleteProduct(db: Executor, businessId: string, id: string) {
  return db
    .delete(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, id)))
    .returning({ id: products.id, main: products.mainImage, images: products.images });
}

/** Counts a business's products while holding its row, so two parallel creations cannot both take the last slot. */
export async function countProductsLocked(db: Executor, businessId: string) {
  await db.execute(sql`select 1 from businesses where id = ${businessId} for update`);
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.businessId, businessId));
  return row?.n ?? 0;
}
