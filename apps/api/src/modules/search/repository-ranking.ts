import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';
import type { Executor } from '@tradeforge/db';
import type { ParsedQuery } from './query-text';
import type { RankedList } from './ranked-list';

/** The smallest trigram similarity at which an unknown word is taken for a known one. */
const TYPO_SIMILARITY = 0.4;

/**
 * For each word of 4+ letters and no digit (a model number is no typo: "gi252" is not "gi251") that no searchable
 * text contains, its closest known word, if one is close enough. A word whose english form is a known lexeme is no
 * typo either: "pump" matches the "Pumps" of a name as it is, and must not be shown as "Showing results for pumps".
 * The last word being typed (`asPrefix`) is kept as it is when a known lexeme starts with it: "quorven" is the
 * start of "Quorvenite" and of "Quorvenlux", not a typo of either. The words of several texts may be asked at once;
 * the answer is keyed by `correctionKey`.
 */
export async function findCorrections(db: Executor, asked: { word: string; asPrefix: boolean }[]) {
  const candidates = asked.filter(({ word }) => word.length >= 4 && !/\d/.test(word));
  if (candidates.length === 0) return new Map<string, string>();
  const result = await db.execute<{ word: string; as_prefix: boolean; correction: string | null }>(sql`
    select q.word, q.as_prefix,
      case when exists (select 1 from search_words w where w.word = q.word)
        or exists (select 1 from search_lexemes l where l.lexeme = s.stem)
        or (q.as_prefix and exists (
          select 1 from search_lexemes l
          where l.lexeme >= s.stem collate "C" and l.lexeme < (s.stem || chr(1114111)) collate "C"
        ))
      then null else (
        select w.word from search_words w
        where w.word % q.word and similarity(w.word, q.word) >= ${TYPO_SIMILARITY}
        order by w.word <-> q.word limit 1
      ) end as correction
    from unnest(
      array[${sql.join(
        candidates.map(({ word }) => sql`${word}`),
        sql`, `,
      )}]::text[],
      array[${sql.join(
        candidates.map(({ asPrefix }) => sql`${asPrefix}`),
        sql`, `,
      )}]::boolean[]
    ) as q(word, as_prefix)
    -- Each word's english stem, once.
    cross join lateral (select (tsvector_to_array(to_tsvector('english', q.word)))[1] as stem) s
  `);
  // Only letters and digits may reach to_tsquery.
  const safe = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');
  return new Map(
    result.rows
      .filter((row) => row.correction && safe(row.correction))
      .map((row) => [correctionKey(row.word, row.as_prefix), safe(row.correction!)]),
  );
}

/** The key of a word's correction in `findCorrections`' answer: the word, with `*` when looked up as a prefix. */
export const correctionKey = (word: string, asPrefix: boolean) => (asPrefix ? `${word}*` : word);

/** At most this many lexemes stand in for the prefix of the last word; a prefix shared by more stays a prefix match. */
const MAX_PREFIX_LEXEMES = 32;

/**
 * The tsquery of the last word typed as a prefix. It goes as the known lexemes that start with its stem
 * (`search_lexemes`), the same matches as `'word':*` as long as the table holds every lexeme: GIN then intersects it
 * with the other words by skipping through them, where a prefix match gathers every row of every lexeme it covers
 * first (much slower for texts like "compact safety plcs"). Of those, only the stem itself and the lexemes that may
 * be the word typed on, or that it goes past, are kept: "harnesses" stems to `har`, and "hardware" is not what it
 * means ("har" still finds it). A stop word, a prefix no lexeme has yet and one that more than MAX_PREFIX_LEXEMES
 * share stay a prefix match. `word` is letters and digits only (`parseQuery`).
 */
export function prefixQuery(word: string): SQL {
  const asPrefix = sql`to_tsquery('english', ${`'${word}':*`})`;
  // Each lexeme quoted for tsquery input, where a backslash escapes and a quote is doubled.
  const quoted = sql`'''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || ''''`;
  const expanded = sql`(
    select string_agg(${quoted}, ' | ')::tsquery
    from (select tsvector_to_array(to_tsvector('english', ${word})) as stems, lower(${word}) as typed) s
    cross join lateral (
      select lexeme from search_lexemes
      where lexeme >= s.stems[1] collate "C" and lexeme < (s.stems[1] || chr(1114111)) collate "C"
        and (lexeme = s.stems[1] or starts_with(lexeme, s.typed) or starts_with(s.typed, lexeme))
      limit ${MAX_PREFIX_LEXEMES + 1}
    ) l
    where cardinality(s.stems) = 1
    having count(*) <= ${MAX_PREFIX_LEXEMES}
  )`;
  return sql`coalesce(${expanded}, ${asPrefix})`;
}

/** The tsquery of a parsed query: websearch syntax for the head, the last word as a prefix (`prefixQuery`). */
export function tsQuery(query: ParsedQuery): SQL {
  if (!query.prefix) return sql`websearch_to_tsquery('english', ${query.head})`;
  return sql`(websearch_to_tsquery('english', ${query.head}) && ${prefixQuery(query.prefix)})`;
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
  /** The words of `query` to find rows through the index with, the others tested on those rows (narrowing.ts). */
  narrowing?: string | null;
  /** How many candidates to rank: by default the cap and one more, which tells a capped count. */
  limit?: number;
  /**
   * For a partial answer (`query` matches any of the words): the tsqueries of the words, one each. The rows that
   * match most of them rank first, candidates included.
   */
  words?: string[];
}

/**
 * The rows of `t` that match a query: through the GIN index, or with a narrowing (narrowing.ts) through the index
 * for its words and tested for the whole query on each row found (`ts_match_vq` is what `@@` calls; as a function
 * the planner does not take it to the index).
 */
export const matchesSql = (query: SQL, narrowing?: string | null) =>
  narrowing
    ? sql`t.search_vector @@ ${narrowing}::tsquery and ts_match_vq(t.search_vector, ${query})`
    : sql`t.search_vector @@ ${query}`;

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

/** The listing order (tier, verified, newest), NULLS LAST as in the listing indexes, so the planner can walk them. */
const listingOrder = (tier: SQL, verified: SQL, prefix = sql`t.`) =>
  sql`${tier} desc nulls last, ${verified} desc nulls last, ${prefix}created_at desc nulls last`;

/** The most words of a partial answer whose combinations of all but one are searched first (6 of 7, 7 queries). */
const MAX_WORDS_NEARLY_ALL = 7;

/** A tsquery that a row matches when it has all of the words but one (three words or more). */
const allButOne = (words: string[]) =>
  words
    .map((_, skipped) =>
      words
        .filter((_, at) => at !== skipped)
        .map((word) => `( ${word} )`)
        .join(' & '),
    )
    .map((conjunction) => `( ${conjunction} )`)
    .join(' | ');

/**
 * The first `limit` matches in listing order: tier, verified, newest.
 *
 * For a partial answer, the rows that match most of the words come first. Sorting every row that has any of the
 * words by how many it has would read them all (tens of thousands for common words), so the candidates are the
 * first `limit` rows that have all the words but one, then the first `limit` of the others that have any, each
 * in listing order, which an index walk stops early for; the best `limit` of both go on.
 */
function candidatesSql(options: ReturnType<typeof listing<RankOptions>>, filters: SQL, limit: number) {
  const { source, tier, verified, query, words, narrowing } = options;
  const matched = matchedWords(words);
  const select = (condition: SQL) => sql`(
    select t.id, ${tier} as tier, ${verified} as verified, t.created_at, t.search_vector, ${matched} as matched
    from ${source} t where ${condition} and ${filters}
    order by ${listingOrder(tier, verified)}
    limit ${limit}
  )`;
  if (!words || words.length < 3 || words.length > MAX_WORDS_NEARLY_ALL)
    return select(matchesSql(query, narrowing));
  const nearly = sql`${allButOne(words)}::tsquery`;
  return sql`(
    select * from (
      ${select(sql`t.search_vector @@ ${nearly}`)}
      union all
      ${select(sql`t.search_vector @@ ${query} and not (t.search_vector @@ ${nearly})`)}
    ) best
    order by matched desc, ${listingOrder(sql`tier`, sql`verified`, sql``)}
    limit ${limit}
  )`;
}

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

async function rankedList(db: Executor, statement: SQL): Promise<RankedList> {
  const result = await db.execute<RankedList>(statement);
  return result.rows[0]!;
}

/** A compiled query, and the words of it to find rows through the index with (narrowing.ts). */
export interface Match {
  tsquery: string;
  narrowing: string | null;
}

/** The rows of a listing that match a compiled query (`rankMatchesSql`), at most `limit` of them. */
export const rankMatches = (db: Executor, listing: ListingOptions, match: Match, limit?: number) =>
  rankedList(
    db,
    rankMatchesSql({ ...listing, query: sql`${match.tsquery}::tsquery`, narrowing: match.narrowing, limit }),
  );

/** The tsquery of rows that match any of the words' queries. */
export const anyWordQuery = (words: string[]) => words.map((word) => `( ${word} )`).join(' | ');

/** The rows of a listing that match any of the words' queries, those that match most of them first. */
export const rankSomeWords = (db: Executor, listing: ListingOptions, words: string[]) =>
  rankedList(
    db,
    rankMatchesSql({
      ...listing,
      query: sql`${anyWordQuery(words)}::tsquery`,
      words,
    }),
  );

/** A listing without text (`listNewestSql`). */
export const listNewest = (db: Executor, listing: ListingOptions) => rankedList(db, listNewestSql(listing));
