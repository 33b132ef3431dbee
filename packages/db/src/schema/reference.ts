import { integer, pgTable, smallint, text, index } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  countryName: text('country_name').notNull(),
  emoji: text('emoji').notNull(),
  dialCode: text('dial_code').notNull(),
});

export const states = pgTable(
  'states',
  {
    stateID: text('state_id').primaryKey(),
    stateName: text('state_name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [index('states_country_code_idx').on(t.countryCode)],
);

export const genders = pgTable('genders', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  order: smallint('order').notNull(),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  languageName: text('language_name').notNull(),
});

export const jobPositions = pgTable('job_positions', {
  jobPositionID: integer('job_position_id').primaryKey(),
  name: text('name').notNull(),
});

export const businessTypes = pgTable('business_types', {
  code: text('code').primaryKey(),
  businessTypeName: text('business_type_name').notNull(),
  order: smallint('order').notNull(),
});

export const industries = pgTable('industries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  order: smallint('order').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    name: text('name').notNull(),
    order: smallint('order').notNull(),
  },
  (t) => [index('categories_industry_id_idx').on(t.industryId)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    order: smallint('order').notNull(),
  },
  (t) => [index('sub_categories_category_id_idx').on(t.categoryId)],
);
