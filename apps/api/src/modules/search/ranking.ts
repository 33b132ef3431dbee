import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';
import type { Executor } from '@tradeforge/db';
import type { ParsedQuery } from './query-text';

/** The smallest trigram similarity at which an unknown word is taken for a known one. */
const TYPO_SIMILARITY = 0.4;

/** For each word of 4+ letters that no searchable text contains, its closest known word, if one is close enough. */
export async function findCorrections(db: Executor, words: string[]) {
  const candidates = [...new Set(words.filter((word) => word.length >= 4 && !/^\d+$/.test(word)))];
  if (candidates.length === 0) return new Map<string, string>();
  const result = await db.execute<{ word: string; correction: string | null }>(sql`
    select q.word,
      case when exists (select 1 from search_words w where w.word = q.word) then null else (
        select w.word from search_words w
        where w.word % q.word and similarity(w.word, q.word) >= ${TYPO_SIMILARITY}
        order by w.word <-> q.word limit 1
      ) end as correction
    from unnest(array[${sql.join(
      candidates.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as q(word)
  `);
  // Only letters and digits may reach to_tsquery.
  const safe = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');
  return new Map(
    result.rows
      .filter((row) => row.correction && safe(row.correction))
      .map((row) => [row.word, safe(row.correction!)]),
  );
}

/**
 * The tsquery of a parsed query: websearch syntax for the head, prefix match for the last word. `wholeWord` also
 * asks for the last word as it is, which the prefix match includes anyway: for people's names, which are short and
 * varied, PostgreSQL's statistics hold few lexemes per prefix and it estimates any prefix match at 2%; the whole
 * word shows it how common a name is, so it walks the listing index for a common one (7 ms -> 2 ms for a name that
 * 19% of users share). Products measured worse with it, so only people search asks.
 */
export function tsQuery(query: ParsedQuery, options: { wholeWord?: boolean } = {}): SQL {
  if (!query.prefix) return sql`websearch_to_tsquery('english', ${query.head})`;
  const prefix = sql`to_tsquery('english', ${`'${query.prefix}':*`})`;
  const last = options.wholeWord ? sql`(to_tsquery('english', ${`'${query.prefix}'`}) || ${prefix})` : prefix;
  return sql`(websearch_to_tsquery('english', ${query.head}) && ${last})`;
}

/** What every page of results reports: the number of matches up to the cap, and whether there were more. */
export function cappedTotal(count: number) {
  return { total: Math.min(count, SEARCH_RESULT_CAP), capped: count > SEARCH_RESULT_CAP };
}

export interface ListingOptions {
  table: 'businesses' | 'products' | 'users';
  /** The paid tier and the verified badge, which rank first; people have neither and rank alike on both. */
  tier?: SQL;
  verified?: SQL;
  filters: SQL;
  skip: number;
  size: number;
}

export interface RankOptions extends ListingOptions {
  query: SQL;
  /**
   * Splits the candidates in two when fewer than the cap of them are `paid` (a predicate on `t`, true for rows of a
   * paid tier or verified): all `paidMatches` of those, then the newest others up to the cap, with that LIMIT as a
   * constant the planner can weigh. See `searchProducts`.
   */
  split?: { paid: SQL; paidMatches: number };
}

/**
 * The options with the table as SQL, and constants for the ranks a table lacks, which the planner then ignores (a
 * cast: ORDER BY takes a bare integer for a column number and refuses other bare constants).
 */
const listing = <Options extends ListingOptions>({ table, tier, verified, ...rest }: Options) => ({
  ...rest,
  source: sql.raw(table),
  tier: tier ?? sql`0::int`,
  verified: verified ?? sql`false::boolean`,
});

/** The first `limit` matches in listing order: tier, verified, newest. */
function candidatesSql(options: ReturnType<typeof listing<RankOptions>>, filters: SQL, limit: number) {
  const { source, tier, verified, query } = options;
  return sql`(
    select t.id, ${tier} as tier, ${verified} as verified, t.created_at, t.search_vector
    from ${source} t where t.search_vector @@ ${query} and ${filters}
    -- NULLS LAST as in the listing indexes, so that the planner can walk them in this order.
    order by ${tier} desc nulls last, ${verified} desc nulls last, t.created_at desc nulls last
    limit ${limit}
  )`;
}

/**
 * The ranking statement: rows of (id, ord, total), one per result of the page in `ord` order, or a single row with
 * a null id when the page is past the end, so the total always comes back. On its own, so the benchmark can run
 * exactly what the endpoint runs.
 *
 * The candidate set is the first SEARCH_RESULT_CAP + 1 matches in listing order (tier, verified, newest), which the
 * planner can fetch either way round: for a common word by walking the listing index and testing each row, for a
 * rare one from the GIN index and sorting the few matches. Paid tiers come first in that order, so they are never
 * lost to the cap. The page is then ordered by tier, verified badge, relevance and age.
 */
export function rankMatchesSql(options: RankOptions): SQL {
  const resolved = listing(options);
  const { filters, query, skip, size, split } = resolved;
  const cap = SEARCH_RESULT_CAP + 1;
  const candidates = split
    ? sql`${candidatesSql(resolved, sql`${filters} and ${split.paid}`, cap)} union all
          ${candidatesSql(resolved, sql`${filters} and not ${split.paid}`, Math.max(0, cap - split.paidMatches))}`
    : candidatesSql(resolved, filters, cap);
  return sql`
    with candidates as (${candidates}), total as (select count(*)::int as n from candidates)
    select ranked.id, ranked.ord, total.n as total from total left join lateral (
      select c.id, row_number() over (order by c.tier desc, c.verified desc, c.rank desc, c.created_at desc, c.id) as ord
      from (select *, ts_rank(search_vector, ${query}, 1) as rank from candidates) c
      order by ord offset ${skip} limit ${size}
    ) ranked on true
  `;
}

/** Without text, the same rows as `rankMatchesSql` for everything that passes the filters: paid tiers and verified first, then newest. */
export function listNewestSql(options: ListingOptions): SQL {
  const { source, tier, verified, filters, skip, size } = listing(options);
  const order = sql`${tier} desc nulls last, ${verified} desc nulls last, t.created_at desc nulls last, t.id`;
  return sql`
    with total as (
      select count(*)::int as n from (select 1 from ${source} t where ${filters} limit ${SEARCH_RESULT_CAP + 1}) x
    )
    select listed.id, listed.ord, total.n as total from total left join lateral (
      select t.id, row_number() over (order by ${order}) as ord
      from ${source} t where ${filters}
      order by ${order} offset ${skip} limit ${size}
    ) listed on true
  `;
}

/**
 * How many rows match the query and pass the filters, counted up to the cap and one more: the candidate set of
 * `rankMatchesSql` without the ranking, so that a common word is counted on the listing walk and stops early.
 */
export async function countMatches(db: Executor, options: RankOptions) {
  const resolved = listing(options);
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${candidatesSql(resolved, resolved.filters, SEARCH_RESULT_CAP + 1)} x`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The total of a ranking statement, for a page whose rows were joined away (a page past the end). */
export async function countRanked(db: Executor, ranking: SQL) {
  const result = await db.execute<{ total: number }>(ranking);
  return result.rows[0]?.total ?? 0;
}
