import { sql } from 'drizzle-orm';
import type { Executor } from '@tradeforge/db';

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
  created_at: Date;
  country_code: string;
  country_name: string;
  country_emoji: string;
  city: string | null;
  like_count: number;
};

/** The columns of a business card, for a query whose businesses are aliased `b`. */
const summaryColumns = sql`
  b.id, b.company_name, b.business_type_code, bt.business_type_name, b.industry_id, i.name as industry_name,
  b.year_established, b.short_description, b.profile_photo, b.subscription, b.verified, b.created_at,
  b.country_code, c.country_name, c.emoji as country_emoji, b.city,
  (select count(*)::int from reactions r where r.resource_id = b.id) as like_count`;
const summaryJoins = sql`
  join business_types bt on bt.code = b.business_type_code
  join industries i on i.id = b.industry_id
  join countries c on c.code = b.country_code`;

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
      select * from businesses where business_type_code = t.code order by created_at desc, id desc limit ${perType}
    ) b
    ${summaryJoins}
  `);
  return result.rows;
}
