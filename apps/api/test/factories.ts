import { randomUUID } from 'node:crypto';
import { schema, type Db } from '@tradeforge/db';

type NewUser = typeof schema.users.$inferInsert;
type NewBusiness = typeof schema.businesses.$inferInsert;

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

/** A business owned by `ownerId` (or a new user). */
export async function createBusiness(db: Db, overrides: Partial<NewBusiness> & { ownerId?: string } = {}) {
  const { ownerId, ...fields } = overrides;
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
  return business!;
}
