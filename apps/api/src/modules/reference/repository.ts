import { asc, eq } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';
import type { Category, IndustryWithCategories } from '@tradeforge/contracts';

const {
  countries,
  states,
  genders,
  languages,
  jobPositions,
  businessTypes,
  industries,
  categories,
  subCategories,
} = schema;

export function findCountries(db: Executor) {
  return db.select().from(countries).orderBy(asc(countries.countryName));
}

export async function findCountry(db: Executor, code: string) {
  const rows = await db.select().from(countries).where(eq(countries.code, code));
  return rows[0];
}

export function findStatesOfCountry(db: Executor, countryCode: string) {
  return db.select().from(states).where(eq(states.countryCode, countryCode)).orderBy(asc(states.stateName));
}

export function findGenders(db: Executor) {
  return db.select({ code: genders.code, name: genders.name }).from(genders).orderBy(asc(genders.order));
}

export function findLanguages(db: Executor) {
  return db.select().from(languages).orderBy(asc(languages.languageName));
}

export function findJobPositions(db: Executor) {
  return db.select().from(jobPositions).orderBy(asc(jobPositions.jobPositionID));
}

export function findBusinessTypes(db: Executor) {
  return db
    .select({ code: businessTypes.code, businessTypeName: businessTypes.businessTypeName })
    .from(businessTypes)
    .orderBy(asc(businessTypes.order));
}

export function findIndustries(db: Executor) {
  return db.select().from(industries).orderBy(asc(industries.order));
}

/** The whole tree in three queries, assembled in memory (about a thousand rows). */
export async function findIndustryTree(db: Executor): Promise<IndustryWithCategories[]> {
  const [industryRows, categoryRows, subCategoryRows] = await Promise.all([
    findIndustries(db),
    db.select().from(categories).orderBy(asc(categories.order)),
    db.select().from(subCategories).orderBy(asc(subCategories.order)),
  ]);
  const categoriesByIndustry = new Map<string, Category[]>();
  const subCategoriesByCategory = new Map<string, Category['subCategories']>();
  for (const { id, name, order, categoryId } of subCategoryRows) {
    const list = subCategoriesByCategory.get(categoryId) ?? [];
    list.push({ id, name, order });
    subCategoriesByCategory.set(categoryId, list);
  }
  for (const { id, name, order, industryId } of categoryRows) {
    const list = categoriesByIndustry.get(industryId) ?? [];
    list.push({ id, name, order, subCategories: subCategoriesByCategory.get(id) ?? [] });
    categoriesByIndustry.set(industryId, list);
  }
  return industryRows.map((industry) => ({
    ...industry,
    key: industry.id,
    categories: categoriesByIndustry.get(industry.id) ?? [],
  }));
}
