import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@tradeforge/db';

type NewUser = typeof schema.users.$inferInsert;
type NewBusiness = typeof schema.businesses.$inferInsert;
type NewProduct = typeof schema.products.$inferInsert;

/** A user row with plausible defaults; the account service owns real registration. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `user-${randomUUID()}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Dana',
      lastName: 'Miller',
      ...overrides,
    })
    .returning();
  return user!;
}

/** A business owned by `ownerId` (or a new user), searchable like one created through the API. */
export async function createBusiness(
  db: Db,
  overrides: Partial<NewBusiness> & { ownerId?: string; categoryIds?: string[] } = {},
) {
  const { ownerId, categoryIds = ['0001-01'], ...fields } = overrides;
  const owner = ownerId ?? (await createUser(db)).id;
  const [business] = await db
    .insert(schema.businesses)
    .values({
      companyName: `Acme Industrial ${randomUUID().slice(0, 8)}`,
      businessTypeCode: 'MA',
      industryId: '0001',
      countryCode: 'US',
      shortDescription: 'Precision components for automation and packaging lines.',
      ...fields,
    })
    .returning();
  await db
    .insert(schema.businessMembers)
    .values({ businessId: business!.id, userId: owner, access: 'owner' });
  await db
    .insert(schema.businessCategories)
    .values(categoryIds.map((categoryId) => ({ businessId: business!.id, categoryId })));
  await db.execute(sql`select refresh_business_search(${business!.id}::uuid)`);
  return business!;
}

/** A product of `businessId`, searchable like one created through the API. */
export async function createProduct(db: Db, businessId: string, overrides: Partial<NewProduct> = {}) {
  const [product] = await db
    .insert(schema.products)
    .values({
      businessId,
      name: 'Stainless Ball Valve',
      description: 'Two-piece stainless steel ball valve for water and oil lines.',
      industryId: '0005',
      categoryId: '0005-01',
      ...overrides,
    })
    .returning();
  await db.execute(sql`select refresh_product_search(${product!.id}::uuid)`);
  return product!;
}
