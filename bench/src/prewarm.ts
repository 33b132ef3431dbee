import type pg from 'pg';

/**
 * The tables and indexes the search loads read row by row, in the order they are loaded: the cards' rows and keys,
 * the suggestions' names, the people's rows. The run prints how much it loaded.
 */
const RELATIONS = [
  'businesses',
  'businesses_pkey',
  'search_suggestions_kind_term_ref_pk',
  'search_suggestions',
  'users',
  'users_pkey',
  'products_pkey',
  'products',
];

/**
 * Loads the relations the search loads read into PostgreSQL's shared buffers (pg_prewarm), as a server that has
 * been answering searches holds them. Without it each load measures this machine's disk: its file cache is
 * reclaimed between loads, and a run of one load alone starts from cold pages. As the
 * schema's owner, who may create the extension. Answers the pages loaded and the time it took.
 */
export async function prewarmSearchRelations(owner: pg.Pool) {
  const started = performance.now();
  await owner.query('create extension if not exists pg_prewarm');
  let pages = 0;
  for (const relation of RELATIONS) {
    const { rows } = await owner.query<{ pages: number }>(
      'select pg_prewarm(to_regclass($1))::int as pages where to_regclass($1) is not null',
      [relation],
    );
    pages += rows[0]?.pages ?? 0;
  }
  return { pages, ms: Math.round(performance.now() - started) };
}
