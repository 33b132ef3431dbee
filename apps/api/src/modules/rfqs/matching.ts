import { sql } from 'drizzle-orm';
import { RFQ_LIMITS } from '@tradeforge/contracts';
import type { Executor } from '@tradeforge/db';

/** Search's ranking of businesses for a text (search/index.ts `rankBusinessIds`). */
export type RankBusinessIds = (text: string, upTo: number) => Promise<{ ids: string[]; partial: boolean }>;

/** How far down search's ranking matching looks for the suppliers it keeps (most are kept; some are filtered). */
const RANKED_UP_TO = RFQ_LIMITS.matchesPerRequest * 10;

export interface MatchRequest {
  title: string;
  modelNumbers: string[];
  industryId: string;
  categoryId: string;
  supplierCountries: string[];
  /** The person asking: the businesses they belong to are never matched. */
  buyerId: string;
}

/** The words search matches suppliers by: the title and model numbers, as a buyer would type them in search. */
export const matchText = (request: Pick<MatchRequest, 'title' | 'modelNumbers'>) =>
  [request.title, ...request.modelNumbers].join(' ');

/**
 * The suppliers of a request, best first, at most `RFQ_LIMITS.matchesPerRequest`. Search ranks the businesses by
 * the request's words with its one policy (its index holds each business's own texts, categories and products'
 * names); this keeps, in that order, those that are not suspended, not the buyer's, based in or selling to one
 * of `supplierCountries` when the buyer named some, and that deal in the request's goods: every word matched, or
 * some words and the business works in the request's category (its own categories or a product's) or industry.
 */
export async function matchSuppliers(db: Executor, rank: RankBusinessIds, request: MatchRequest) {
  const ranked = await rank(matchText(request), RANKED_UP_TO);
  if (ranked.ids.length === 0) return [];
  const countries = request.supplierCountries;
  const result = await db.execute<{ id: string }>(sql`
    with ranked(id, place) as (select * from unnest(${sql.param(ranked.ids)}::uuid[]) with ordinality)
    select b.id from ranked join businesses b on b.id = ranked.id
     where b.suspended_at is null
       and not exists (select 1 from business_members m where m.business_id = b.id
                          and m.user_id = ${request.buyerId}::uuid)
       and (${!ranked.partial} or b.industry_id = ${request.industryId}
            or exists (select 1 from business_categories c where c.business_id = b.id
                          and c.category_id = ${request.categoryId})
            or exists (select 1 from products p where p.business_id = b.id and not p.hidden and p.moderated_at is null
                          and p.category_id = ${request.categoryId}))
       and (cardinality(${sql.param(countries)}::text[]) = 0
            or b.country_code = any(${sql.param(countries)}::text[])
            or exists (select 1 from jsonb_array_elements_text(coalesce(b.trade_capabilities->'markets', '[]'))
                          as market(name)
                         join countries c on lower(c.country_name) = lower(btrim(market.name))
                        where c.code = any(${sql.param(countries)}::text[])))
     order by ranked.place
     limit ${RFQ_LIMITS.matchesPerRequest}`);
  return result.rows.map((row) => row.id);
}
