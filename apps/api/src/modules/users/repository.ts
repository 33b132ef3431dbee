import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Executor } from '@tradeforge/db';

const { users, countries, states, genders, languages, jobPositions, businessTypes, industries } = schema;
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

export async function updateUser(db: Executor, userId: string, patch: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
