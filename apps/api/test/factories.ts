import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { schema, type Db, type Executor } from '@tradeforge/db';
import type { TestApi } from './helper';

type NewUser = typeof schema.users.$inferInsert;
type NewBusiness = typeof schema.businesses.$inferInsert;
type NewProduct = typeof schema.products.$inferInsert;

/** A user row with plausible defaults; the account service owns real registration. */
export async function createUser(db: Executor, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `user-${randomUUID()}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Grace',
      lastName: 'Hopper',
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
  return business!;
}

/**
 * A business the home page may feature (its latest registered): a logo, a description besides the short one, and a
 * product shown.
 */
export async function createCompleteBusiness(db: Db, overrides: Parameters<typeof createBusiness>[1] = {}) {
  const business = await createBusiness(db, {
    profilePhoto: { url: '/uploads/public/logo.webp' },
    generalDescription: 'Founded in 1988, we machine valve bodies for the oil and gas industry.',
    ...overrides,
  });
  await createProduct(db, business.id);
  return business;
}

/** A product of `businessId`, searchable like one created through the API. */
export async function createProduct(db: Executor, businessId: string, overrides: Partial<NewProduct> = {}) {
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
  return product!;
}

export interface TokenOptions {
  userId: string;
  sessionId: string;
  expiresIn?: string | number;
  audience?: string;
  issuer?: string;
  typ?: string;
  /** The `ev` claim; true unless a test needs an unverified account. */
  emailVerified?: boolean;
}

/** Signs an access token like the account service does; options make the forged variants. */
export function signAccessToken(api: TestApi, options: TokenOptions) {
  return new SignJWT({ sid: options.sessionId, ev: options.emailVerified ?? true })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key', typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? api.config.tokenIssuer)
    .setAudience(options.audience ?? api.config.tokenAudience)
    .setSubject(options.userId)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '15m')
    .sign(api.signingKey.privateKey);
}

/** A user with a live session and its access token: what a logged-in browser holds. */
export async function signIn(api: TestApi, values: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await createUser(api.database.db, values);
  const [session] = await api.database.db
    .insert(schema.authSessions)
    .values({ userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const token = await signAccessToken(api, { userId: user.id, sessionId: session!.id });
  return { user, sessionId: session!.id, token, headers: { 'wbn-auth': token } };
}
