import { eq, sql } from 'drizzle-orm';
import { likeCountSql, schema, type Db } from '@tradeforge/db';
import type { Related } from './profile-mapper';
import { businessColumns, responseStatsSql, type BusinessRow, type BusinessSummaryRow } from './repository';

const { businesses } = schema;
// Drizzle writes a column of the one table of a select unqualified, which the subqueries' own `id` would shadow.
const businessId = sql`"businesses"."id"`;

export type ProfileRow = BusinessRow &
  Pick<Related, 'categories' | 'certificates' | 'likes'> & {
    responseStats: BusinessSummaryRow['response_stats'];
  };

/**
 * Everything a business page shows, in one statement prepared on `db` (drizzle builds it once, PostgreSQL plans it
 * once per connection): the row, its categories and certificates as JSON arrays, its like count and its response
 * figures. A condition on who may see a business belongs in its `where`.
 */
export function prepareProfileRead(db: Db) {
  const statement = db
    .select({
      ...businessColumns,
      categories: sql<ProfileRow['categories']>`(
        select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'industryId', c.industry_id)
          order by c."order"), '[]')
        from business_categories bc join categories c on c.id = bc.category_id
        where bc.business_id = ${businessId})`,
      certificates: sql<ProfileRow['certificates']>`(
        select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'issueDate', x.issue_date,
          'expireDate', x.expire_date, 'photo', x.photo) order by x.created_at), '[]')
        from certificates x where x.business_id = ${businessId})`,
      likes: likeCountSql(businessId),
      responseStats: responseStatsSql(businessId),
    })
    .from(businesses)
    .where(eq(businesses.id, sql.placeholder('id')))
    .prepare('business_profile');
  return async (id: string): Promise<ProfileRow | undefined> => (await statement.execute({ id }))[0];
}
