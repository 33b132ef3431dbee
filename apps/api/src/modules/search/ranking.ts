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

/** At most this many lexemes stand in for the prefix of the last word; a prefix shared by more stays a prefix match. */
const MAX_PREFIX_LEXEMES = 32;

/**
 * The tsquery of a parsed query: websearch syntax for the head, prefix match for the last word. The prefix goes as
 * the known lexemes that start with it (`search_lexemes`), the same matches as `'word':*` as long as the table
 * holds every lexeme: GIN then intersects it with the other words by skipping through them, where a prefix match
 * gathers every row of every lexeme it covers first (much slower for texts like "compact safety plcs"). A stop
 * word, a prefix no lexeme has yet and one that more than MAX_PREFIX_LEXEMES share stay a prefix match.
 *
 * `wholeWord` also asks for the last word as it is, which the prefix match includes anyway: for people's names,
 * which are short and varied, PostgreSQL's statistics hold few lexemes per prefix and it estimates any prefix match
 * at 2%; the whole word shows it how common a name is, so it walks the listing index for a common one. Products
 * measured worse with it, so only people search asks (figures in docs/performance.md).
 */
export function tsQuery(query: ParsedQuery, options: { wholeWord?: boolean } = {}): SQL {
  if (!query.prefix) return sql`websearch_to_tsquery('english', ${query.head})`;
  const word = query.prefix;
  const asPrefix = sql`to_tsquery('english', ${`'${word}':*`})`;
  const fallback = options.wholeWord ? sql`(to_tsquery('english', ${`'${word}'`}) || ${asPrefix})` : asPrefix;
  // Each lexeme quoted for tsquery input, where a backslash escapes and a quote is doubled.
  const quoted = sql`'''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || ''''`;
  const expanded = sql`(
    select string_agg(${quoted}, ' | ')::tsquery
    from (select tsvector_to_array(to_tsvector('english', ${word})) as stems) s
    cross join lateral (
      select lexeme from search_lexemes
      where lexeme >= s.stems[1] collate "C" and lexeme < (s.stems[1] || chr(1114111)) collate "C"
      limit ${MAX_PREFIX_LEXEMES + 1}
    ) l
    where cardinality(s.stems) = 1
    having count(*) <= ${MAX_PREFIX_LEXEMES}
  )`;
  return sql`(websearch_to_tsquery('english', ${query.head}) && coalesce(${expanded}, ${fallback}))`;
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
}

export interface RankOptions extends ListingOptions {
  query: SQL;
  /** How many candidates to rank: by default the cap and one more, which tells a capped count. */
  limit?: number;
  /**
   * For a partial answer (`query` matches any of the words): the tsqueries of the words, one each. The rows that
   * match most of them rank first, candidates included.
   */
  words?: string[];
}

/** How many of the words' tsqueries a row's vector matches; 0 for a whole-text search. */
const matchedWords = (words: string[] | undefined) =>
  words && words.length > 0
    ? sql.join(
        words.map((word) => sql`(t.search_vector @@ ${word}::tsquery)::int`),
        sql` + `,
      )
    : sql`0`;

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
  const { source, tier, verified, query, words } = options;
  const matched = matchedWords(words);
  return sql`(
    select t.id, ${tier} as tier, ${verified} as verified, t.created_at, t.search_vector, ${matched} as matched
    from ${source} t where t.search_vector @@ ${query} and ${filters}
    -- NULLS LAST as in the listing indexes, so that the planner can walk them in this order.
    order by ${words?.length ? sql`${matched} desc, ` : sql``}${tier} desc nulls last, ${verified} desc nulls last, t.created_at desc nulls last
    limit ${limit}
  )`;
}

/**
 * One row of a ranked list: `ids`, the ids of the ranked rows run together in rank order (36 characters each; see
 * `pageOf`), `total`, how many there are, and `generation`, the table's search generation as the statement read it,
 * which tells when the list may be reused (see the search service).
 */
export type RankedList = { ids: string; total: number; generation: string };

/** A table's search generation (`search_generations`), as the snapshot of the statement that reads it sees it. */
export const searchGenerationSql = (table: ListingOptions['table']) =>
  sql`(select ${sql.raw(table)}::text from search_generations)`;

/**
 * The ranking statement, which answers a `RankedList`. On its own, so the benchmark can run exactly what the
 * endpoint runs.
 *
 * The candidate set is the first SEARCH_RESULT_CAP + 1 matches in listing order (tier, verified, newest), which the
 * planner can fetch either way round: for a common word by walking the listing index and testing each row, for a
 * rare one from the GIN index and sorting the few matches. Paid tiers come first in that order, so they are never
 * lost to the cap. The candidates are then ordered by tier, verified badge, relevance and age.
 */
export function rankMatchesSql(options: RankOptions): SQL {
  const resolved = listing(options);
  const { filters, query, limit = SEARCH_RESULT_CAP + 1 } = resolved;
  const candidates = candidatesSql(resolved, filters, limit);
  return sql`
    select coalesce(string_agg(c.id::text, '' order by c.matched desc, c.tier desc, c.verified desc, c.rank desc, c.created_at desc, c.id), '') as ids,
      count(*)::int as total, ${searchGenerationSql(options.table)} as generation
    from (select *, ts_rank(search_vector, ${query}, 1) as rank from (${candidates}) candidates) c
  `;
}

/** Without text, the same `RankedList` as `rankMatchesSql` for everything that passes the filters: paid tiers and verified first, then newest. */
export function listNewestSql(options: ListingOptions): SQL {
  const { source, tier, verified, filters } = listing(options);
  const order = sql`${tier} desc nulls last, ${verified} desc nulls last, t.created_at desc nulls last, t.id`;
  return sql`
    select coalesce(string_agg(listed.id::text, '' order by listed.ord), '') as ids, count(*)::int as total,
      ${searchGenerationSql(options.table)} as generation
    from (
      select t.id, row_number() over (order by ${order}) as ord from ${source} t where ${filters}
      order by ${order} limit ${SEARCH_RESULT_CAP + 1}
    ) listed
  `;
}

/** The ids of one page of a ranked list. */
export function pageOf(list: Pick<RankedList, 'ids'>, skip: number, size: number): string[] {
  const UUID_LENGTH = 36;
  const ids: string[] = [];
  for (let at = skip * UUID_LENGTH; at < list.ids.length && ids.length < size; at += UUID_LENGTH)
    ids.push(list.ids.slice(at, at + UUID_LENGTH));
  return ids;
}
