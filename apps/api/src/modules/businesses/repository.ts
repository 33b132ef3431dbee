import { and, asc, eq, getTableColumns, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const {
  businesses,
  businessCategories,
  businessMembers,
  certificates,
  users,
  products,
  posts,
  verificationDocuments,
  verificationRequests,
} = schema;

/** Every column a business page or form reads. */
export const businessColumns = schema.withoutSearchVector(getTableColumns(businesses));
export type BusinessRow = Omit<typeof businesses.$inferSelect, 'searchVector'>;
export type NewBusiness = typeof businesses.$inferInsert;
export type BusinessAccess = 'owner' | 'admin' | 'member';

export async function insertBusiness(
  db: Executor,
  business: NewBusiness,
  categoryIds: string[],
  ownerId: string,
) {
  const [row] = await db.insert(businesses).values(business).returning(businessColumns);
  await db
    .insert(businessCategories)
    .values(categoryIds.map((categoryId) => ({ businessId: row!.id, categoryId })));
  await db.insert(businessMembers).values({ businessId: row!.id, userId: ownerId, access: 'owner' });
  return row!;
}

export async function findBusiness(db: Executor, id: string) {
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.id, id));
  return row;
}

export async function updateBusiness(db: Executor, id: string, fields: Partial<NewBusiness>) {
  const [row] = await db
    .update(businesses)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(businesses.id, id))
    .returning(businessColumns);
  return row;
}

export async function replaceCategories(db: Executor, businessId: string, categoryIds: string[]) {
  await db.delete(businessCategories).where(eq(businessCategories.businessId, businessId));
  await db.insert(businessCategories).values(categoryIds.map((categoryId) => ({ businessId, categoryId })));
}

/**
 * Deletes a business with everything that is its own, and answers the files they held (for them to be deleted
 * once the transaction commits). Products, posts, certificates and verification documents are deleted here rather
 * than by the cascade so their files are read from the very rows deleted; the rest (members, likes given and comments written
 * as the business, and through the social trigger the likes and comments on all of them) goes by cascade.
 */
export async function deleteBusinessWithFiles(tx: Executor, id: string) {
  const productRows = await tx
    .delete(products)
    .where(eq(products.businessId, id))
    .returning({ main: products.mainImage, images: products.images, datasheet: products.datasheet });
  const postRows = await tx.delete(posts).where(eq(posts.businessId, id)).returning({ images: posts.images });
  const certificateRows = await tx
    .delete(certificates)
    .where(eq(certificates.businessId, id))
    .returning({ photo: certificates.photo });
  // Verification documents are private files (storage keys, never URLs): their requests then go by cascade.
  const documentRows = await tx
    .delete(verificationDocuments)
    .where(
      inArray(
        verificationDocuments.requestId,
        tx
          .select({ id: verificationRequests.id })
          .from(verificationRequests)
          .where(eq(verificationRequests.businessId, id)),
      ),
    )
    .returning({ key: verificationDocuments.key });
  const [business] = await tx
    .delete(businesses)
    .where(eq(businesses.id, id))
    .returning({ profilePhoto: businesses.profilePhoto, coverPhoto: businesses.coverPhoto });
  const images = [
    business?.profilePhoto,
    business?.coverPhoto,
    ...certificateRows.map((row) => row.photo),
    ...productRows.flatMap((row) => [row.main, ...row.images]),
    ...postRows.flatMap((row) => row.images),
  ].filter((image) => !!image);
  const datasheets = productRows.map((row) => row.datasheet).filter((datasheet) => !!datasheet);
  return { images, datasheets, privateKeys: documentRows.map((row) => row.key) };
}

export async function insertCertificate(db: Executor, values: typeof certificates.$inferInsert) {
  const [row] = await db.insert(certificates).values(values).returning();
  return row!;
}

export function deleteCertificate(db: Executor, businessId: string, certificateId: string) {
  return db
    .delete(certificates)
    .where(and(eq(certificates.businessId, businessId), eq(certificates.id, certificateId)))
    .returning({ id: certificates.id });
}

export async function findAccess(
  db: Executor,
  businessId: string,
  userId: string,
): Promise<BusinessAccess | undefined> {
  const [row] = await db
    .select({ access: businessMembers.access })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
  return row?.access;
}

/** Ids of the businesses a user belongs to, newest membership first, with their access. */
export function findMemberships(db: Executor, userId: string, accesses: BusinessAccess[]) {
  return db
    .select({ businessId: businessMembers.businessId, access: businessMembers.access })
    .from(businessMembers)
    .where(and(eq(businessMembers.userId, userId), inArray(businessMembers.access, accesses)))
    .orderBy(sql`${businessMembers.createdAt} desc`);
}

export function findMembers(db: Executor, businessId: string) {
  return db
    .select({
      userID: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profilePhoto: users.profilePhoto,
      access: businessMembers.access,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(eq(businessMembers.businessId, businessId))
    .orderBy(
      sql`case ${businessMembers.access} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(users.firstName),
    );
}

/** The account of an address, with the language it reads mail in. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, language: users.preferredLanguageCode })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export function upsertMember(db: Executor, businessId: string, userId: string, access: BusinessAccess) {
  return db
    .insert(businessMembers)
    .values({ businessId, userId, access })
    .onConflictDoUpdate({ target: [businessMembers.businessId, businessMembers.userId], set: { access } });
}

/** Joins a business unless already a member (an accepted invitation never lowers or raises existing access). */
export function insertMemberIfAbsent(
  db: Executor,
  businessId: string,
  userId: string,
  access: BusinessAccess,
) {
  return db.insert(businessMembers).values({ businessId, userId, access }).onConflictDoNothing();
}

/** A member's access read with a row lock, inside the transaction that changes it. */
export async function findAccessForUpdate(db: Executor, businessId: string, userId: string) {
  const result = await db.execute<{ access: BusinessAccess }>(
    sql`select access from business_members where business_id = ${businessId} and user_id = ${userId} for update`,
  );
  return result.rows[0]?.access;
}

export function deleteMember(db: Executor, businessId: string, userId: string) {
  return db
    .delete(businessMembers)
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
}

/** Locks the business's member rows so that two concurrent changes cannot both remove the last owner. */
export async function countOwnersForUpdate(db: Executor, businessId: string) {
  const rows = await db.execute<{ user_id: string }>(
    sql`select user_id from business_members where business_id = ${businessId} and access = 'owner' for update`,
  );
  return rows.rows.length;
}

/** A row of the `business_cards` view (migration 0036). */
export type BusinessSummaryRow = {
  id: string;
  company_name: string;
  business_type_code: string;
  business_type_name: string;
  industry_id: string;
  industry_name: string;
  year_established: number | null;
  short_description: string;
  profile_photo: { url: string } | null;
  subscription: 'standard' | 'gold' | 'premium' | 'platinum';
  verified: boolean;
  /** As PostgreSQL prints it: the driver answers timestamps as text. */
  created_at: string;
  country_code: string;
  country_name: string;
  country_emoji: string;
  city: string | null;
  like_count: number;
  /** The business's 90-day response figures (kept by the messages module), shown from a few inquiries on. */
  response_stats: { inquiries: number; replied: number; median_reply_seconds: number | null } | null;
};

/** The business's response figures as one JSON value, null before its first inquiry (as `business_cards`). */
export function responseStatsSql(businessId: SQLWrapper) {
  return sql<BusinessSummaryRow['response_stats']>`(select json_build_object('inquiries', s.inquiries,
    'replied', s.replied, 'median_reply_seconds', s.median_reply_seconds)
    from business_response_stats s where s.business_id = ${businessId})`;
}

/** Business cards for the given ids, in no particular order. */
export async function findBusinessSummaries(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute<BusinessSummaryRow>(sql`
    select * from business_cards
    where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
  `);
  return result.rows;
}
