import type { Db } from '@tradeforge/db';
import { sql } from 'drizzle-orm';
import { demoJudgments } from './demo-judgments';
import type { Grade, JudgedQuery, Kind } from './judgments';
import { scoreAnswer, type QueryScore } from './metrics';
import type { Recorded } from './recorded';
import { startSearchApi } from './search-api';

/** The grades of recorded results: a result the judgments do not list is worth 0. */
export const gradesOf = (query: JudgedQuery, results: readonly string[]): Grade[] =>
  results.map((key) => query.judgments[key] ?? 0);

export function scoreDemo(query: JudgedQuery, recorded: Recorded<string>): QueryScore {
  return scoreAnswer(
    query,
    gradesOf(query, recorded.results),
    Object.values(query.judgments),
    recorded.total,
  );
}

/**
 * Refuses judgments that cannot be right on this data: a key that names nothing of the query's kind, a business
 * of another type than the query searches, a query with nothing graded 2 or more, an id used twice.
 */
export async function checkDemoJudgments(db: Db, queries: readonly JudgedQuery[]) {
  const names = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ name: string; type: string | null }>(query)).rows;
  const known: Record<Kind, Map<string, string | null>> = {
    businesses: new Map(
      (await names(sql`select company_name as name, business_type_code as type from businesses`)).map(
        (row) => [row.name, row.type],
      ),
    ),
    products: new Map(
      (await names(sql`select name, null as type from products`)).map((row) => [row.name, null]),
    ),
    people: new Map(
      (await names(sql`select first_name || ' ' || last_name as name, null as type from users`)).map(
        (row) => [row.name, null],
      ),
    ),
  };
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const query of queries) {
    if (seen.has(query.id)) problems.push(`${query.id}: the id is used twice`);
    seen.add(query.id);
    if (!Object.values(query.judgments).some((grade) => grade >= 2))
      problems.push(`${query.id}: nothing graded 2 or 3`);
    for (const key of Object.keys(query.judgments)) {
      const type = known[query.kind].get(key);
      if (type === undefined) problems.push(`${query.id}: no ${query.kind} named "${key}"`);
      else if (query.kind === 'businesses' && type !== (query.businessType ?? 'MA'))
        problems.push(`${query.id}: "${key}" is ${type}, the query searches ${query.businessType ?? 'MA'}`);
    }
  }
  if (problems.length > 0) throw new Error(`Judgments that do not fit the data:\n  ${problems.join('\n  ')}`);
}

/** Runs every demo query through the real API on `db` (which holds the demo data): what each answered. */
export async function runDemoQueries(
  db: Db,
  queries: readonly JudgedQuery[] = demoJudgments,
): Promise<Map<string, Recorded<string>>> {
  await checkDemoJudgments(db, queries);
  const api = await startSearchApi(db);
  try {
    const answers = new Map<string, Recorded<string>>();
    for (const query of queries) {
      const answer = await api.search(query);
      answers.set(query.id, {
        total: answer.total,
        correctedQuery: answer.correctedQuery,
        results: answer.hits.map((hit) => hit.name),
      });
    }
    return answers;
  } finally {
    await api.close();
  }
}
