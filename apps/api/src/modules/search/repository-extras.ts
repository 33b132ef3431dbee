import { sql, type SQL } from 'drizzle-orm';
import { SUGGESTIONS_PER_KIND, type SearchFacets, type SearchFacetsBody } from '@tradeforge/contracts';
import { codeWritings, typedSearchText, type Executor } from '@tradeforge/db';
import { facetFilters, termFilters } from './repository-listings';
import { matchesSql, searchGenerationSql, type ListingOptions, type Match } from './repository-ranking';
import type { TermFilters } from './term-filters';

/** What has been typed as a `search_suggestions` term: lower case, single spaces, a model number as one word. */
export const suggestionTerm = (typed: string) =>
  typedSearchText(typed).toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 200);

/** The most other writings of a typed term that suggestions look up (each is an index range). */
const MAX_TERM_WRITINGS = 4;

/**
 * The other ways a typed term's codes may be written in names, by the rule search reads a text with
 * (`codeWritings`): words typed apart joined ("ip 6" -> "ip6", "24 v" -> "24v"), a word of letters and digits
 * apart ("ip6" -> "ip 6"); at most MAX_TERM_WRITINGS, none when the term has no code.
 */
export function suggestionTermWritings(term: string): string[] {
  const words = term.split(' ');
  let writings = [''];
  for (const { typed, others } of codeWritings(words)) {
    const ways = [typed, ...others].map((way) =>
      way.map((word) => (typeof word === 'string' ? word : words[word]!)).join(' '),
    );
    // The first stays the term as typed; the others are cut as they grow (two ways a code, or more, each).
    writings = writings
      .flatMap((before) => ways.map((way) => (before ? `${before} ${way}` : way)))
      .slice(0, 1 + MAX_TERM_WRITINGS);
  }
  return writings.slice(1);
}

/** A business or product name that a typed term suggests. */
export type SuggestedName = { kind: 'business' | 'product'; id: string; name: string };

/**
 * Business and product names that start with a typed term, or have a word that does, from their index range (each
 * name once, alphabetical), for several terms in one statement prepared on `db`: it answers each term's names, in
 * the order of the terms. Categories and sub-categories are matched in memory (`findTaxonomyNames`).
 */
export function prepareSuggestions(db: Executor) {
  // Constants in the text, not parameters: a plan for some terms then costs what the generic plan does.
  const limit = sql.raw(String(SUGGESTIONS_PER_KIND));
  const candidates = sql.raw(String(SUGGESTIONS_PER_KIND * 4));
  // From the typed term to the last text that starts with it, bytewise (the index's order). The terms are an array
  // whose values the planner does not see, so PostgreSQL keeps the generic plan from the sixth call rather than
  // planning each keystroke anew (test: search-statements.test.ts).
  const range = sql`s.term >= t.term collate "C" and s.term < (t.term || chr(1114111)) collate "C"`;
  const statement = db
    .select({
      at: sql<number>`t.at::int`,
      kind: sql<'business' | 'product'>`found.kind`,
      id: sql<string>`found.id`,
      name: sql<string>`found.name`,
    })
    .from(
      sql`unnest((select ${sql.placeholder('terms')}::text[])) with ordinality t(term, at)
      cross join lateral (
        (select 'business' as kind, min(s.ref)::text as id, s.name from (
          select s.ref, s.name, s.term from search_suggestions s where s.kind = 'business' and ${range}
          order by s.term limit ${candidates}) s group by s.name order by min(s.term) limit ${limit})
        union all
        (select 'product', s.name, s.name from (
          select s.name, s.term from search_suggestions s where s.kind = 'product' and ${range}
          order by s.term limit ${candidates}) s group by s.name order by min(s.term) limit ${limit})
      ) found`,
    )
    .prepare('search_suggestions');
  return async (terms: string[]): Promise<SuggestedName[][]> => {
    const rows = await statement.execute({ terms });
    const byTerm = terms.map((): SuggestedName[] => []);
    for (const { at, ...name } of rows) byTerm[at - 1]!.push(name);
    return byTerm;
  };
}

/** A category (no parent) or a sub-category (with its category's name) that suggestions may name. */
export type TaxonomyName = { id: string; name: string; parent: string | null };

/** Every category and sub-category name, each list by name (reference data: read once per process). */
export async function findTaxonomyNames(db: Executor) {
  const categories = await db.execute<TaxonomyName>(
    sql`select c.id, c.name, null as parent from categories c order by c.name collate "C"`,
  );
  const subCategories = await db.execute<TaxonomyName>(sql`
    select s.id, s.name, c.name as parent from sub_categories s join categories c on c.id = s.category_id
    order by s.name collate "C"`);
  return { categories: categories.rows, subCategories: subCategories.rows };
}

interface FacetDimension {
  name: string;
  /** The column counted. */
  column: SQL;
  /** The filter on this facet, or null when it has none. */
  filter: SQL | null;
  /** The display name of a value (`v`), or null to show the value. */
  label: SQL | null;
}

/** The values a search has chosen, by facet, as the counts name them. */
export function chosenValues(body: SearchFacetsBody): Record<keyof SearchFacets, string[]> {
  return {
    businessTypes: body.businessType ? [body.businessType] : [],
    countries: (body.countries ?? []).map((code) => code.toUpperCase()),
    industries: body.industries ?? [],
    tiers: body.tiers ?? [],
  };
}

/** The dimensions a kind of result is counted by, in the order of `SearchFacets`. */
function dimensionsOf(body: SearchFacetsBody): { name: keyof SearchFacets; dimension: FacetDimension }[] {
  const filters = facetFilters(body);
  // A chosen value no row has and the reference data does not know is shown as it was asked for.
  const countryName = sql`coalesce((select country_name from countries where code = v), v)`;
  const industryName = sql`coalesce((select name from industries where id = v), v)`;
  if (body.kind === 'products') {
    return [
      {
        name: 'industries',
        dimension: { column: sql`t.industry_id`, filter: filters.industries, label: industryName },
      },
      {
        name: 'tiers',
        dimension: {
          column: sql`t.business_subscription`,
          filter: filters.tiers(sql`t.business_subscription`),
          label: null,
        },
      },
    ].map(({ name, dimension }) => ({ name: name as keyof SearchFacets, dimension: { name, ...dimension } }));
  }
  const type = body.businessType ? sql`t.business_type_code = ${body.businessType}` : null;
  return (
    [
      ['businessTypes', sql`t.business_type_code`, type, null],
      ['countries', sql`t.country_code`, filters.countries, countryName],
      ['industries', sql`t.industry_id`, filters.industries, industryName],
      ['tiers', sql`t.subscription`, filters.tiers(sql`t.subscription`), null],
    ] as const
  ).map(([name, column, filter, label]) => ({ name, dimension: { name, column, filter, label } }));
}

/**
 * Counts of the rows that match, by value of each dimension, each dimension under the filters of the others but
 * not its own, for the text's compiled query (null: no text). A chosen value is counted even when nothing matches
 * it (0, with its name). The matches are read once (a materialized CTE) whatever the number of dimensions; `total`
 * is how many pass every filter, what the results page lists.
 */
export async function countFacets(
  db: Executor,
  options: { body: SearchFacetsBody; match: Match | null; terms: TermFilters },
) {
  const { body, match, terms } = options;
  const table = body.kind;
  const named = dimensionsOf(body);
  const dimensions = named.map(({ dimension }) => dimension);
  const visible =
    table === 'products' ? sql`not t.hidden and ${termFilters(terms)}` : sql`t.suspended_at is null`;
  const matching = match
    ? sql`${matchesSql(sql`${match.tsquery}::tsquery`, match.narrowing)} and ${visible}`
    : visible;
  const pass = (skip: number) =>
    sql.join(
      dimensions.map((dimension, at) =>
        at === skip || !dimension.filter ? sql`true` : sql`f${sql.raw(String(at))}`,
      ),
      sql` and `,
    );
  const chosen = chosenValues(body);
  const counts = sql.join(
    dimensions.map((_dimension, at) => {
      const counted = sql`select ${at} as facet, d${sql.raw(String(at))}::text as v, count(*)::int as n from m where ${pass(at)} group by 2`;
      const values = chosen[named[at]!.name];
      return values.length > 0
        ? sql`${counted} union all select ${at}, x, 0 from unnest(${sql.param(values)}::text[]) x`
        : counted;
    }),
    sql` union all `,
  );
  const labels = sql.join(
    dimensions.map(({ label }, at) => sql`when ${at} then ${label ?? sql`v`}`),
    sql` `,
  );
  const result = await db.execute<{
    facet: number;
    v: string;
    n: number;
    label: string;
    total: number;
    generation: string;
  }>(sql`
    with m as materialized (
      select ${sql.join(
        dimensions.map(
          ({ column, filter }, at) =>
            sql`${column} as d${sql.raw(String(at))}, ${filter ?? sql`true`} as f${sql.raw(String(at))}`,
        ),
        sql`, `,
      )}
      from ${sql.raw(table)} t where ${matching}
    )
    select c.facet, c.v, c.n, case c.facet ${labels} end as label,
      (select count(*)::int from m where ${pass(-1)}) as total, ${searchGenerationSql(table)} as generation
    from (select facet, v, max(n) as n from (${counts}) u group by facet, v) c
    where c.v is not null order by c.facet, c.n desc, c.v
  `);
  return {
    counts: result.rows.map((row) => ({ ...row, name: named[row.facet]!.name })),
    total: result.rows[0]?.total ?? 0,
    generation: result.rows[0]?.generation,
  };
}

/**
 * Removes typo-correction words and prefix lexemes that no row uses any more (a rename or a delete leaves them
 * behind): the words of business names and categories, of product names, keywords and taxonomy, and of the
 * reference names; the lexemes of every search vector. Answers how many of each went.
 */
export async function pruneSearchVocabulary(db: Executor) {
  const words = await db.execute(sql`
    delete from search_words w where w.word not in (
      select word from ts_stat($$
        select to_tsvector('simple', company_name) from businesses
        union all select to_tsvector('simple', name || ' ' || array_to_string(keywords, ' ')) from products
        union all select to_tsvector('simple', name) from industries
        union all select to_tsvector('simple', name) from categories
        union all select to_tsvector('simple', name) from sub_categories
      $$)
    )
  `);
  const lexemes = await db.execute(sql`
    delete from search_lexemes l where l.lexeme not in (
      select word collate "C" from ts_stat($$
        select search_vector from businesses union all select search_vector from products
        union all select search_vector from users
      $$)
    )
  `);
  return { words: words.rowCount ?? 0, lexemes: lexemes.rowCount ?? 0 };
}

/**
 * What share of a table's rows each of its common lexemes is in, and the share to assume for any other, from
 * the statistics ANALYZE keeps of its search vector (`pg_stats.most_common_elems`: after the lexemes' frequencies
 * come their least and their greatest; PostgreSQL's own estimate for a lexeme not listed is half the least). Null
 * before the table is analyzed.
 */
export interface LexemeShares {
  byLexeme: Map<string, number>;
  otherwise: number;
}

export async function findLexemeShares(
  db: Executor,
  table: ListingOptions['table'],
): Promise<LexemeShares | null> {
  const result = await db.execute<{ lexemes: string[] | null; shares: number[] | null }>(sql`
    select most_common_elems::text::text[] as lexemes, most_common_elem_freqs as shares from pg_stats
    where schemaname = current_schema() and tablename = ${table} and attname = 'search_vector'
  `);
  const { lexemes, shares } = result.rows[0] ?? {};
  if (!lexemes || !shares || shares.length <= lexemes.length) return null;
  return {
    byLexeme: new Map(lexemes.map((lexeme, at) => [lexeme, Number(shares[at])])),
    otherwise: Number(shares[lexemes.length]) / 2,
  };
}
