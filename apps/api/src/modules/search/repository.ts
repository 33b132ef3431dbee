import { eq, sql, type Placeholder } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';
import { productWithNames } from '../products/repository';
import { searchGenerationSql, type ListingOptions } from './ranking';

const { products, industries, categories, subCategories } = schema;

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
  /** The business's 90-day response figures, once it has 3 inquiries (kept by the messages module). */
  response_stats: { inquiries: number; replied: number; median_reply_seconds: number | null } | null;
};

/** The columns of a business card, for a query whose businesses are aliased `b`. */
const summaryColumns = sql`
  b.id, b.company_name, b.business_type_code, bt.business_type_name, b.industry_id, i.name as industry_name,
  b.year_established, b.short_description, b.profile_photo, b.subscription, b.verified, b.created_at,
  b.country_code, c.country_name, c.emoji as country_emoji, b.city,
  (select count(*)::int from reactions r where r.resource_id = b.id) as like_count,
  (select json_build_object('inquiries', s.inquiries, 'replied', s.replied, 'median_reply_seconds', s.median_reply_seconds)
    from business_response_stats s where s.business_id = b.id and s.inquiries >= 3) as response_stats`;
const summaryJoins = sql`
  join business_types bt on bt.code = b.business_type_code
  join industries i on i.id = b.industry_id
  join countries c on c.code = b.country_code`;

/** Ids as a PostgreSQL array literal, sent as one parameter. */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
/** The ids of a page (an array literal, or the placeholder of one) as its rows (id, ord) in order; `r` below. */
const pageRows = (ids: string[] | Placeholder) =>
  sql`unnest(${Array.isArray(ids) ? uuidArray(ids) : ids}::uuid[]) with ordinality as r(id, ord)`;

/**
 * A page's cards in the order of `ids`, each row with the table's search generation (`RankedList`), read in the
 * same statement. An empty page has no row to carry it: ask `findSearchGeneration`.
 */
export async function findBusinessCardsPage(db: Executor, ids: string[]) {
  const result = await db.execute<BusinessSummaryRow & { generation: string }>(businessCardsPageSql(ids));
  return result.rows;
}

/** The statement of `findBusinessCardsPage`, on its own for the benchmark. */
export function businessCardsPageSql(ids: string[]) {
  return sql`
    select ${summaryColumns}, ${searchGenerationSql('businesses')} as generation
    from ${pageRows(ids)} join businesses b on b.id = r.id ${summaryJoins}
    order by r.ord
  `;
}

/**
 * A page of products in the order of the ids, each with its taxonomy names, its business's card and the generation,
 * as a statement prepared on `db`: the busiest statement of product search, which drizzle then builds once and
 * PostgreSQL plans once per connection (1.9 ms -> 1.1 ms a page, measured alone).
 */
export function prepareProductsPage(db: Executor) {
  const statement = db
    .select({
      ...productWithNames,
      generation: sql<string>`${searchGenerationSql('products')}`,
      business: sql<BusinessSummaryRow>`(
        select row_to_json(card) from (
          select ${summaryColumns} from businesses b ${summaryJoins} where b.id = ${products.businessId}
        ) card
      )`,
    })
    .from(sql`${pageRows(sql.placeholder('ids'))}`)
    .innerJoin(products, eq(products.id, sql`r.id`))
    .innerJoin(industries, eq(industries.id, products.industryId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .orderBy(sql`r.ord`)
    .prepare('search_products_page');
  return (ids: string[]) => statement.execute({ ids: uuidArray(ids) });
}

/** The current search generation of a table. */
export async function findSearchGeneration(db: Executor, table: ListingOptions['table']) {
  const result = await db.execute<{ generation: string }>(
    sql`select ${searchGenerationSql(table)} as generation`,
  );
  return result.rows[0]!.generation;
}

/** Business cards for the given ids, in no particular order. */
export async function findBusinessSummaries(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute<BusinessSummaryRow>(sql`
    select ${summaryColumns} from businesses b ${summaryJoins}
    where b.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
  `);
  return result.rows;
}

/**
 * The newest businesses of each requested type, `perType` each. A lateral join walks the (type, created_at)
 * index once per type, so the cost does not grow with the number of businesses.
 */
export async function findNewestBusinessesByType(db: Executor, types: readonly string[], perType: number) {
  const result = await db.execute<BusinessSummaryRow>(sql`
    select ${summaryColumns}
    from unnest(array[${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}]::text[]) as t(code)
    cross join lateral (
      select * from businesses where business_type_code = t.code
      order by created_at desc nulls last, id desc limit ${perType}
    ) b
    ${summaryJoins}
  `);
  return result.rows;
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

/** A page of people's cards in the order of `ids`, each row with the generation; see `findBusinessCardsPage`. */
export async function findUserCardsPage(db: Executor, ids: string[]) {
  const result = await db.execute<UserCardRow & { generation: string }>(sql`
    select u.id, u.first_name, u.last_name, u.profile_photo, u.country_code, c.country_name, u.state_id,
           s.state_name, u.city, u.job_position_id, j.name as job_position_name, u.company_name, u.brief_presentation,
           (select count(*)::int from reactions re where re.resource_id = u.id) as like_count,
           ${searchGenerationSql('users')} as generation
    from ${pageRows(ids)}
    join users u on u.id = r.id
    left join countries c on c.code = u.country_code
    left join states s on s.state_id = u.state_id
    left join job_positions j on j.job_position_id = u.job_position_id
    order by r.ord
  `);
  return result.rows;
}
