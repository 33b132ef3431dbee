import { and, eq, getTableColumns, gt, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Executor } from '@tradeforge/db';

const { users, countries, states, genders, languages, jobPositions, businessTypes, industries, uploads } =
  schema;
const stateOfUser = alias(states, 'user_state');

/** A user with the names of everything the profile refers to, in one query. */
export async function findProfileRow(db: Executor, userId: string) {
  const [row] = await db
    .select({
      user: schema.withoutSearchVector(getTableColumns(users)),
      countryName: countries.countryName,
      stateName: stateOfUser.stateName,
      genderName: genders.name,
      languageName: languages.languageName,
      jobPositionName: jobPositions.name,
      businessTypeName: businessTypes.businessTypeName,
      industryName: industries.name,
    })
    .from(users)
    .leftJoin(countries, eq(countries.code, users.countryCode))
    .leftJoin(stateOfUser, eq(stateOfUser.stateID, users.stateID))
    .leftJoin(genders, eq(genders.code, users.genderCode))
    .leftJoin(languages, eq(languages.code, users.preferredLanguageCode))
    .leftJoin(jobPositions, eq(jobPositions.jobPositionID, users.jobPositionID))
    .leftJoin(businessTypes, eq(businessTypes.code, users.businessTypeCode))
    .leftJoin(industries, eq(industries.id, users.industryId))
    .where(eq(users.id, userId));
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export async function findUserLocation(db: Executor, userId: string) {
  const [row] = await db
    .select({ countryCode: users.countryCode, stateID: users.stateID })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findPhotos(db: Executor, userId: string) {
  const [row] = await db
    .select({ profilePhoto: users.profilePhoto, coverPhoto: users.coverPhoto })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findState(db: Executor, stateID: string) {
  const [row] = await db.select().from(states).where(eq(states.stateID, stateID));
  return row;
}

export async function findDialCodes(db: Executor) {
  const rows = await db.selectDistinct({ dialCode: countries.dialCode }).from(countries);
  return rows.map((row) => row.dialCode);
}

export async function updateUser(db: Executor, userId: string, patch: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findPendingUpload(db: Executor, id: string, userId: string, purpose: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.userId, userId),
        eq(uploads.purpose, purpose),
        eq(uploads.status, 'pending'),
        gt(uploads.expiresAt, new Date(Date.now() - 10 * 60_000)),
      ),
    );
  return row;
}

/** Uploads the user asked for but never validated, past their window. */
export async function findAbandonedUploads(db: Executor, userId: string) {
  return db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        eq(uploads.status, 'pending'),
        lt(uploads.expiresAt, new Date(Date.now() - 10 * 60_000)),
      ),
    );
}

export async function markUpload(db: Executor, id: string, status: 'attached' | 'rejected') {
  await db
    .update(uploads)
    .set({ status, attachedAt: status === 'attached' ? new Date() : null })
    .where(eq(uploads.id, id));
}
