import { sql } from 'drizzle-orm';
import { SUGGESTIONS_PER_KIND } from '@tradeforge/contracts';
import { codeWritings, typedSearchText, type Executor } from '@tradeforge/db';

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

/**
 * Removes typo-correction words and prefix lexemes that no row uses any more (a rename or a delete leaves them
 * behind): the words of business names and categories, of product names, keywords and taxonomy, and of the
 * reference names; the lexemes of every search vector. Answers how many of each went.
 */
export async function pruneSearchVocabulary(db: Executor) {
  const words = await db.execute(sql`
    delete from search_words w where w.word not in (
      select word from ts_stat($$
        select to_tsvector('simple', fold_search_text(company_name)) from businesses
        union all select to_tsvector('simple', fold_search_text(name || ' ' || array_to_string(keywords, ' ')))
          from products
        union all select to_tsvector('simple', fold_search_text(name)) from industries
        union all select to_tsvector('simple', fold_search_text(name)) from categories
        union all select to_tsvector('simple', fold_search_text(name)) from sub_categories
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
 * Groups whose name or description match the text (folded as their vectors are), counted up to `cap` + 1: private
 * ones too, whose name and description are public; neither hidden nor suspended ones.
 */
export async function countGroups(db: Executor, text: string, cap: number) {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from groups g
       where g.suspended_at is null and g.hidden_at is null
         and g.search_vector @@ websearch_to_tsquery('english'::regconfig, fold_search_text(${text}))
       limit ${cap + 1}) found`);
  return result.rows[0]?.n ?? 0;
}
