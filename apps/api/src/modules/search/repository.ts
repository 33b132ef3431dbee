import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_MAX_PAGE_SIZE, type UserCard } from '@tradeforge/contracts';
import { likeCountSql, schema, type Executor } from '@tradeforge/db';
import type { BusinessSummaryRow } from '../businesses';
import { PRODUCT_FIELDS, type ProductSource } from '../products';
import type { ParsedQuery } from './query-text';
import { prefixQuery, searchGenerationSql, tsQuery } from './repository-ranking';

/*
 * Every statement of search, in this file and the three it re-exports (split to stay readable): the service, the
 * query compiler and the facet service compose them and hold no SQL.
 */
export * from './repository-ranking';
export * from './repository-extras';
export * from './repository-memory';

const { products } = schema;

/**
 * A page's ids for a prepared page statement: padded with nulls (which match no row) to the longest page, so the
 * statement has one shape whatever the page's length and PostgreSQL plans it once per connection. Unpadded, its
 * plan for 5 ids looked cheaper than the generic plan (estimated for 10), so every page was planned anew, and
 * planning the products' page costs more than running it (test: search-statements.test.ts).
 */
const pageIdsArray = (ids: string[]) => [
  ...ids,
  ...Array<null>(Math.max(0, SEARCH_MAX_PAGE_SIZE - ids.length)).fill(null),
];
/** The ids of a page (an array, or the placeholder of one) as its rows (id, ord) in order; `r` below. */
const pageRows = (ids: string[] | Placeholder) =>
  sql`unnest(${Array.isArray(ids) ? sql.param(ids) : ids}::uuid[]) with ordinality as r(id, ord)`;

/**
 * A page's cards in the order of `ids`, each row with the table's search generation (`RankedList`), read in the
 * same statement, prepared on `db` as the products' page is (`prepareProductsPage`). An empty page has no row to
 * carry the generation: ask `findSearchGeneration`.
 */
export function prepareBusinessCardsPage(db: Executor) {
  return prepareCardsPage<BusinessSummaryRow & { generation: string }>(
    db,
    'search_business_cards_page',
    sql`select b.*, ${searchGenerationSql('businesses')} as generation, r.ord
      from ${pageRows(sql.placeholder('ids'))} join business_cards b on b.id = r.id`,
  );
}

/**
 * A page's cards, each one JSON object (`row_to_json`), in the order of the ids, as a statement prepared on `db`
 * under `name`: `cards` selects them from the page's rows (`pageRows` of the `ids` placeholder), `r.ord` among their
 * columns.
 */
function prepareCardsPage<Card>(db: Executor, name: string, cards: SQL) {
  const statement = db
    .select({ card: sql<Card>`row_to_json(card)` })
    .from(sql`(${cards}) card`)
    .orderBy(sql`card.ord`)
    .prepare(name);
  return async (ids: string[]) =>
    (await statement.execute({ ids: pageIdsArray(ids) })).map((row) => row.card);
}

/** The statement of a business cards page as text and parameters, unprepared, for the benchmark's raw SQL. */
export function businessCardsPageQuery(ids: string[]): Query {
  return new PgDialect().sqlToQuery(sql`
    select b.*, ${searchGenerationSql('businesses')} as generation
    from ${pageRows(ids)} join business_cards b on b.id = r.id
    order by r.ord
  `);
}

/** A product of a page: what `toProduct` reads, its business's card and the products' search generation. */
export type ProductPageRow = ProductSource & { business: BusinessSummaryRow; generation: string };

/**
 * The columns of a product that `toProduct` reads, as one JSON object under their field names, for a query whose
 * products are aliased `p`. (`json_build_object` takes up to 100 arguments: 50 fields.)
 */
const productFieldsJson = sql`json_build_object(${sql.join(
  PRODUCT_FIELDS.map((field) => sql`${sql.raw(`'${field}'`)}, p.${sql.identifier(products[field].name)}`),
  sql`, `,
)})`;

/**
 * A page of products in the order of the ids, each one JSON object with its taxonomy names, its business's card
 * and the generation, as a statement prepared on `db`: the busiest statement of product search, which drizzle then
 * builds once and PostgreSQL plans once per connection (figures in docs/performance.md). As one JSON column, a row
 * is parsed by `JSON.parse` instead of column by column by the driver and drizzle, which leaves less garbage per
 * search. The business card is a lateral join: as a subquery in the select list, its join to the countries was
 * planned as a hash join, scanning them all for each product (half of a page's time); joined, each of its tables
 * is an index look-up.
 */
export function prepareProductsPage(db: Executor) {
  type Json = Omit<ProductPageRow, 'product'> & {
    product: Omit<ProductPageRow['product'], 'createdAt'> & { createdAt: string };
  };
  const read = prepareCardsPage<Json>(
    db,
    'search_products_page',
    sql`select ${productFieldsJson} as product, pi.name as "industryName", pc.name as "categoryName",
        ps.name as "subCategoryName", ${searchGenerationSql('products')} as generation,
        row_to_json(bc) as business, r.ord
      from ${pageRows(sql.placeholder('ids'))} join products p on p.id = r.id
      join industries pi on pi.id = p.industry_id
      join categories pc on pc.id = p.category_id
      left join sub_categories ps on ps.id = p.sub_category_id
      left join lateral (select * from business_cards b where b.id = p.business_id) bc on true`,
  );
  return async (ids: string[]): Promise<ProductPageRow[]> =>
    (await read(ids)).map(({ product, ...row }) => ({
      ...row,
      product: { ...product, createdAt: new Date(product.createdAt) },
    }));
}

/** The current search generation of a table. */
export async function findSearchGeneration(db: Executor, table: 'businesses' | 'products' | 'users') {
  const result = await db.execute<{ generation: string }>(
    sql`select ${searchGenerationSql(table)} as generation`,
  );
  return result.rows[0]!.generation;
}

/**
 * Names the home page never features, as a PostgreSQL regular expression (case-insensitive): markup and template
 * characters (`< > { } [ ] \ ` $ | ^ ~`, HTML entities, percent-escapes), long digit runs (timestamps and ids of
 * test scripts: five digits or more, while a year has four), one character four times running, addresses, and
 * keyboard-mash or placeholder words. Such names are not refused when a business is created (a real company may
 * be called anything); they are only kept off the showcase of new businesses.
 */
export const UNFEATURED_NAME =
  '[<>{}\\[\\]\\\\`$|^~]|&#?[a-z0-9]+;|%[0-9a-f]{2}|[0-9]{5,}|(.)\\1{3,}|https?://|www\\.|\\m(lorem|ipsum|asdf|qwerty|foobar|dummy|xxx+)\\M';

/**
 * The ids of the newest businesses of each requested type, `perType` each, by type then newest first, among those a
 * visitor can judge: a logo, a description besides the short one, at least one product shown, and a name that does
 * not look like markup or a test string (`UNFEATURED_NAME`). A lateral join walks the partial index of such
 * profiles (`businesses_showcase_idx`) once per type, so the cost grows neither with the businesses nor with the
 * profiles still half filled. The cards are read by the prepared cards statement: planning the card view anew
 * took longer than the read.
 */
export async function findNewestBusinessIdsByType(db: Executor, types: readonly string[], perType: number) {
  const result = await db.execute<{ id: string }>(sql`
    select newest.id
    from unnest(array[${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}]::text[]) with ordinality as t(code, ord)
    cross join lateral (
      select n.id, n.created_at from businesses n
      where n.business_type_code = t.code and n.suspended_at is null
        and n.profile_photo is not null and btrim(coalesce(n.general_description, '')) <> ''
        -- A function, not the !~* operator: the planner estimates an operator's selectivity by running the regular
        -- expression over the column's statistics, 30 ms per statement for this one.
        and not regexp_like(n.company_name, ${UNFEATURED_NAME}, 'i')
        and exists (select 1 from products p where p.business_id = n.id and not p.hidden)
      order by n.created_at desc nulls last, n.id desc limit ${perType}
    ) newest
    order by t.ord, newest.created_at desc nulls last, newest.id desc
  `);
  return result.rows.map((row) => row.id);
}

export type UserCardRow = {
  id: string;
  first_name: string;
  last_name: string;
  profile_photo: { url: string } | null;
  country_code: string | null;
  country_name: string | null;
  state_id: string | null;
  state_name: string | null;
  city: string | null;
  job_position_id: number | null;
  job_position_name: string | null;
  company_name: string | null;
  brief_presentation: string | null;
  like_count: number;
};

/** A person's card as search answers it. */
export const toUserCard = (row: UserCardRow): UserCard => ({
  userID: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  profilePhoto: row.profile_photo,
  country: row.country_code
    ? { code: row.country_code, countryName: row.country_name ?? row.country_code }
    : null,
  state: row.state_id ? { stateID: row.state_id, stateName: row.state_name ?? row.state_id } : null,
  city: row.city,
  jobPosition: row.job_position_id
    ? { jobPositionID: row.job_position_id, name: row.job_position_name ?? '' }
    : null,
  companyName: row.company_name,
  briefPresentation: row.brief_presentation,
  reactions: { reactionCount: { like: row.like_count } },
});

/**
 * A page of people's cards in the order of `ids`, each row with the generation, as a statement prepared on `db`;
 * see `prepareBusinessCardsPage`.
 */
export function prepareUserCardsPage(db: Executor) {
  return prepareCardsPage<UserCardRow & { generation: string }>(
    db,
    'search_user_cards_page',
    sql`select u.id, u.first_name, u.last_name, u.profile_photo, u.country_code, c.country_name, u.state_id,
             s.state_name, u.city, u.job_position_id, j.name as job_position_name, u.company_name,
             u.brief_presentation, ${likeCountSql(sql`u.id`)} as like_count,
             ${searchGenerationSql('users')} as generation, r.ord
      from ${pageRows(sql.placeholder('ids'))}
      join users u on u.id = r.id
      left join countries c on c.code = u.country_code
      left join states s on s.state_id = u.state_id
      left join job_positions j on j.job_position_id = u.job_position_id`,
  );
}

/**
 * Each word's tsquery (as text) with `simple` (as written) and stemmed with `english`, `spanish` and `italian` (''
 * for a stop word; listings in Spanish and Italian are stemmed in their language), the last one as a prefix when
 * `lastIsPrefix`; and each of `prefixes` as the tsquery of a last word typed
 * (`prefixQuery`, the lexemes it stands for), all in one statement. Words are letters and digits only
 * (`parseQuery`), so they quote safely.
 */
export async function findWordForms(
  db: Executor,
  words: string[],
  options: { lastIsPrefix?: boolean; prefixes?: string[] } = {},
) {
  const { lastIsPrefix = false, prefixes = [] } = options;
  const terms = words.map((word, at) => `'${word}'${lastIsPrefix && at === words.length - 1 ? ':*' : ''}`);
  const result = await db.execute<{
    simple: string[];
    english: string[];
    spanish: string[];
    italian: string[];
    prefixes: string[] | null;
  }>(sql`
    select coalesce(array_agg(to_tsquery('simple', w.term)::text order by w.ord), '{}') as simple,
      coalesce(array_agg(to_tsquery('english', w.term)::text order by w.ord), '{}') as english,
      coalesce(array_agg(to_tsquery('spanish', w.term)::text order by w.ord), '{}') as spanish,
      coalesce(array_agg(to_tsquery('italian', w.term)::text order by w.ord), '{}') as italian,
      ${
        prefixes.length === 0
          ? sql`null`
          : sql`array[${sql.join(
              prefixes.map((prefix) => sql`(${prefixQuery(prefix)})::text`),
              sql`, `,
            )}]`
      } as prefixes
    from unnest(${sql.param(terms)}::text[]) with ordinality as w(term, ord)
  `);
  const row = result.rows[0]!;
  return {
    forms: words.map((word, at) => ({
      word,
      simple: row.simple[at]!,
      english: row.english[at]!,
      spanish: row.spanish[at]!,
      italian: row.italian[at]!,
    })),
    prefixes: new Map(prefixes.map((prefix, at) => [prefix, row.prefixes?.[at] ?? ''])),
  };
}

/** The tsquery (as text) of a parsed query: english stems, the last word as the lexemes its prefix stands for. */
export async function findTextQuery(db: Executor, query: ParsedQuery) {
  const result = await db.execute<{ tsquery: string }>(sql`select (${tsQuery(query)})::text as tsquery`);
  return result.rows[0]!.tsquery;
}

/** The tsquery (as text) of websearch syntax with `simple` (words as written), for people's names. */
export async function findSimpleWebQuery(db: Executor, text: string) {
  const result = await db.execute<{ tsquery: string }>(
    sql`select websearch_to_tsquery('simple', ${text})::text as tsquery`,
  );
  return result.rows[0]!.tsquery;
}
