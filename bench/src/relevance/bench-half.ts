import type { OpenDatabase } from '@tradeforge/db';
import { benchJudgments } from './bench-judgments';
import type { RuledQuery } from './corpus-rules';
import {
  findCorpusRows,
  idealGrades,
  readCorpusGroups,
  readCorpusRows,
  type CorpusGroups,
} from './corpus-rows';
import { KINDS, type Grade, type Kind } from './judgments';
import { DEPTH, RELEVANT, scoreAnswer, type QueryScore } from './metrics';
import type { BenchResult, Recorded } from './recorded';
import { startSearchApi } from './search-api';

/** Each query's ideal ranking in this corpus; a query the corpus has no good answer for throws. */
export async function idealsOf(database: OpenDatabase, queries: readonly RuledQuery[]) {
  const groups = new Map<Kind, CorpusGroups>();
  for (const kind of KINDS) groups.set(kind, await readCorpusGroups(database.pool, kind));
  const ideals = new Map<string, Grade[]>();
  const empty: string[] = [];
  for (const query of queries) {
    const ideal = idealGrades(query, groups.get(query.kind)!, DEPTH);
    if (!ideal.some((grade) => grade >= RELEVANT)) empty.push(query.id);
    ideals.set(query.id, ideal);
  }
  if (empty.length > 0) throw new Error(`No row of the corpus is graded 2 or 3 for ${empty.join(', ')}`);
  return ideals;
}

export function scoreBench(
  query: RuledQuery,
  recorded: Recorded<BenchResult>,
  ideal: readonly Grade[],
): QueryScore {
  return scoreAnswer(
    query,
    recorded.results.map((row) => query.grade(row)),
    ideal,
    recorded.total,
  );
}

/** Runs every benchmark query through the real API on the corpus: its results, with their structured columns. */
export async function runBenchQueries(
  database: OpenDatabase,
  queries: readonly RuledQuery[] = benchJudgments,
): Promise<Map<string, Recorded<BenchResult>>> {
  const api = await startSearchApi(database.db);
  try {
    const answers = new Map<string, Recorded<BenchResult>>();
    for (const query of queries) {
      const answer = await api.search(query);
      const ids = answer.hits.map((hit) => hit.id);
      const rows = await readCorpusRows(database.pool, query.kind, ids);
      answers.set(query.id, {
        total: answer.total,
        correctedQuery: answer.correctedQuery,
        results: rows.map((row, i) => ({ id: ids[i]!, ...row })),
      });
    }
    return answers;
  } finally {
    await api.close();
  }
}

/**
 * The baseline's rows with their structured columns read again from the corpus by id, so that a judgment that reads
 * a column recorded later (what a business sells) grades the baseline as it grades the answers now. The generator
 * gives its rows random ids, so a corpus loaded on another machine holds none of the recorded rows: the baseline
 * cannot be graded there, and the half is reported without it (undefined).
 */
export async function rereadRecorded(
  database: OpenDatabase,
  queries: readonly RuledQuery[],
  recorded: Record<string, Recorded<BenchResult>> | undefined,
  log: (line: string) => void,
): Promise<Record<string, Recorded<BenchResult>> | undefined> {
  if (!recorded) return undefined;
  const reread: Record<string, Recorded<BenchResult>> = {};
  for (const query of queries) {
    const answer = recorded[query.id];
    if (!answer) continue;
    const ids = answer.results.map((row) => row.id);
    const rows = await findCorpusRows(database.pool, query.kind, ids);
    if (rows.some((row) => !row)) {
      log(
        'The corpus baseline was recorded on a corpus with other ids (the generator draws them at random): ' +
          'this half is reported without a baseline. Its figures stand; the deltas are in the demo half.',
      );
      return undefined;
    }
    reread[query.id] = { ...answer, results: rows.map((row, i) => ({ id: ids[i]!, ...row! })) };
  }
  return reread;
}
