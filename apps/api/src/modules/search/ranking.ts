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

/** The tsquery of a parsed query: websearch syntax for the head, prefix match for the last word. */
export function tsQuery(query: ParsedQuery): SQL {
  const prefix = query.prefix ? sql`to_tsquery('english', ${`'${query.prefix}':*`})` : sql`''::tsquery`;
  return sql`(websearch_to_tsquery('english', ${query.head}) && ${prefix})`;
}

export interface RankedPage {
  ids: string[];
  total: number;
  capped: boolean;
}

/**
 * Ranks a bounded candidate set: up to SEARCH_RESULT_CAP matches, plus every match from a paid tier (few, and
 * they must never be lost to the cap). Order: tier, verified badge, relevance, newest.
 */
export async function rankMatches(
  db: Executor,
  options: {
    table: 'businesses' | 'products';
    tier: SQL;
    verified: SQL;
    filters: SQL;
    query: SQL;
    skip: number;
    size: number;
  },
): Promise<RankedPage> {
  const { table, tier, verified, filters, query, skip, size } = options;
  const source = sql.raw(table);
  const capPlusOne = SEARCH_RESULT_CAP + 1;
  const result = await db.execute<{ id: string; total: number; free_count: number }>(sql`
    with q as (select ${query} as query),
    paid as (select t.id from ${source} t, q where t.search_vector @@ q.query and ${filters} and ${tier} <> 'standard' limit ${capPlusOne}),
    free as (select t.id from ${source} t, q where t.search_vector @@ q.query and ${filters} limit ${capPlusOne}),
    candidates as (select id from paid union select id from free),
    counts as (select (select count(*) from candidates)::int as total, (select count(*) from free)::int as free_count)
    select ranked.id, counts.total, counts.free_count from counts left join lateral (
      select t.id from candidates c join ${source} t on t.id = c.id, q
      order by ${tier} desc, ${verified} desc, ts_rank_cd(t.search_vector, q.query, 1) desc, t.created_at desc, t.id
      offset ${skip} limit ${size}
    ) ranked on true
  `);
  const first = result.rows[0];
  const capped = (first?.free_count ?? 0) > SEARCH_RESULT_CAP;
  return {
    ids: result.rows.flatMap((row) => (row.id ? [row.id] : [])),
    total: Math.min(first?.total ?? 0, SEARCH_RESULT_CAP),
    capped: capped || (first?.total ?? 0) > SEARCH_RESULT_CAP,
  };
}

/** Without text: everything that passes the filters, paid tiers and verified first, then newest. */
export async function listNewest(
  db: Executor,
  options: {
    table: 'businesses' | 'products';
    tier: SQL;
    verified: SQL;
    filters: SQL;
    skip: number;
    size: number;
  },
): Promise<RankedPage> {
  const { table, tier, verified, filters, skip, size } = options;
  const source = sql.raw(table);
  const [page, count] = await Promise.all([
    db.execute<{ id: string }>(sql`
      select t.id from ${source} t where ${filters}
      order by ${tier} desc, ${verified} desc, t.created_at desc, t.id offset ${skip} limit ${size}
    `),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from (select 1 from ${source} t where ${filters} limit ${SEARCH_RESULT_CAP + 1}) x
    `),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return {
    ids: page.rows.map((row) => row.id),
    total: Math.min(total, SEARCH_RESULT_CAP),
    capped: total > SEARCH_RESULT_CAP,
  };
}
