import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@tradeforge/db';
import type { ParsedQuery } from './query-text';

/**
 * A typo's candidate: a known word close to it by trigrams, with its english stem; or (`split`) the typed word as two
 * known words ("carseat": "car seat"), with no stem.
 */
export type CorrectionCandidate = { word: string; stem: string; split?: boolean };

/** How many known words, closest by trigrams, are weighed as the correction of a typo (policy.ts chooses). */
const CORRECTION_CANDIDATES = 8;

/** The english stem of a word (the first lexeme of its vector), as SQL. */
const stemOf = (word: SQL) => sql`(tsvector_to_array(to_tsvector('english', ${word})))[1]`;

/**
 * For each word of 4+ letters and no digit (a model number is no typo: "gi252" is not "gi251") that no searchable
 * text contains, the known words closest to it by trigram similarity (pg_trgm's `%`), with their english stems,
 * for the search policy to choose from (`chooseCorrection`), and its split into two known words, their lengths
 * closest, if it is two words typed together; null for a word that is no typo. A word whose english form is a known
 * lexeme is no typo either: "pump" matches the "Pumps" of a name as it is. The last word being typed (`asPrefix`)
 * is kept as it is when a known lexeme starts with it: "quorven" is the start of "Quorvenite", not a typo. The
 * words of several texts may be asked at once; the answer is keyed by `correctionKey`.
 */
export async function findCorrections(db: Executor, asked: { word: string; asPrefix: boolean }[]) {
  const candidates = asked.filter(({ word }) => word.length >= 4 && !/\d/.test(word));
  if (candidates.length === 0) return new Map<string, CorrectionCandidate[] | null>();
  const result = await db.execute<{
    word: string;
    as_prefix: boolean;
    candidates: CorrectionCandidate[] | null;
    split: string | null;
  }>(sql`
    select q.word, q.as_prefix, c.candidates, case when c.candidates is null then null else (
        select left(q.word, i) || ' ' || substr(q.word, i + 1)
        from generate_series(3, length(q.word) - 3) i
        where exists (select 1 from search_lexemes l where l.lexeme = ${stemOf(sql`left(q.word, i)`)})
          and exists (select 1 from search_lexemes l where l.lexeme = ${stemOf(sql`substr(q.word, i + 1)`)})
        order by abs(length(q.word) - 2 * i) limit 1
      ) end as split
    from unnest(${sql.param(candidates.map(({ word }) => word))}::text[],
      ${sql.param(candidates.map(({ asPrefix }) => asPrefix))}::boolean[]) as q(word, as_prefix)
    -- Each word's english stem, once.
    cross join lateral (select ${stemOf(sql`q.word`)} as stem) s
    cross join lateral (
      select case when exists (select 1 from search_words w where w.word = q.word)
        or exists (select 1 from search_lexemes l where l.lexeme = s.stem)
        or (q.as_prefix and exists (
          select 1 from search_lexemes l
          where l.lexeme >= s.stem collate "C" and l.lexeme < (s.stem || chr(1114111)) collate "C"
        ))
      then null else (
        select coalesce(json_agg(json_build_object('word', w.word, 'stem', w.stem)), '[]')
        from (
          select w.word, ${stemOf(sql`w.word`)} as stem
          from search_words w where w.word % q.word
          order by w.word <-> q.word limit ${CORRECTION_CANDIDATES}
        ) w
        where w.stem is not null
      ) end as candidates
    ) c
  `);
  // Only letters and digits, and hyphens between them, may reach to_tsquery.
  const safe = (word: string) => /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.test(word);
  return new Map(
    result.rows.map((row) => [
      correctionKey(row.word, row.as_prefix),
      row.candidates === null
        ? null
        : [
            ...row.candidates.filter((candidate) => safe(candidate.word)),
            ...(row.split ? [{ word: row.split, stem: '', split: true }] : []),
          ],
    ]),
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

/** A table's search generation (`search_generations`), as the snapshot of the statement that reads it sees it. */
export const searchGenerationSql = (table: 'businesses' | 'products' | 'users') =>
  sql`(select ${sql.raw(table)}::text from search_generations)`;
