/**
 * `npm run bench:relevance`: runs the judged queries through the real search API (built in this process, on the
 * demo data in data/relevance-demo and on the small benchmark corpus in data/bench-small, each loaded the first
 * time) and prints nDCG@10, MRR and the zero-result rate per kind, beside the baseline's (baseline.json, graded
 * with the same judgments), and the queries that got worse. Options:
 *   --only demo|bench     one half
 *   --record-baseline     write what the ranking answers now as the baseline of the halves that ran
 *   --verbose             every query's results with their grades
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openCorpusDatabase } from '../corpus-database';
import { idealsOf, rereadRecorded, runBenchQueries, scoreBench } from './bench-half';
import { benchJudgments } from './bench-judgments';
import { describeRow } from './corpus-rules';
import { openDemoDatabase } from './demo-database';
import { gradesOf, runDemoQueries, scoreDemo } from './demo-half';
import { demoJudgments } from './demo-judgments';
import type { SearchQuery } from './judgments';
import type { QueryScore } from './metrics';
import { readBaseline, recordHalf, writeBaseline, type Baseline, type Recorded } from './recorded';
import { printHalf, printOverall, type HalfResult } from './report';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'record-baseline': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
if (options.only && options.only !== 'demo' && options.only !== 'bench')
  throw new Error('--only takes demo or bench');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const quiet = { info() {}, warn: console.warn, error: console.error };
const say = (line: string) => console.log(line);

const baseline = await readBaseline();
const recorded: Baseline = {};
const halves: HalfResult[] = [];

/** The scores of every query now and in the baseline, with what `printHalf` shows of each answer. */
function halfResult<Q extends SearchQuery, R>(
  title: string,
  queries: readonly Q[],
  answers: Map<string, Recorded<R>>,
  base: Record<string, Recorded<R>> | undefined,
  baseCommit: string | undefined,
  score: (query: Q, recorded: Recorded<R>) => QueryScore,
  describe: (query: Q, recorded: Recorded<R>) => string[],
): HalfResult {
  const scored = (from: (id: string) => Recorded<R> | undefined) =>
    new Map(
      queries.flatMap((query) => {
        const answer = from(query.id);
        return answer ? [[query.id, score(query, answer)] as const] : [];
      }),
    );
  return {
    title,
    queries,
    now: scored((id) => answers.get(id)),
    base: scored((id) => base?.[id]),
    baseCommit,
    firstResults: new Map(queries.map((q) => [q.id, describe(q, answers.get(q.id)!).slice(0, 3)])),
    detail: new Map(
      queries.map((q) => {
        const answer = answers.get(q.id)!;
        const corrected = answer.correctedQuery ? `(as "${answer.correctedQuery}") ` : '';
        return [q.id, `${corrected}${answer.total} found: ${describe(q, answer).join('; ')}`];
      }),
    ),
  };
}

if (options.only !== 'bench') {
  say('Demo data: opening data/relevance-demo (the demo set loads the first time, a few minutes)...');
  const database = await openDemoDatabase(path.join(root, 'data', 'relevance-demo'), say);
  try {
    const answers = await runDemoQueries(database.db, demoJudgments);
    if (options['record-baseline']) recorded.demo = recordHalf(answers);
    halves.push(
      halfResult(
        'Demo data (judged by hand)',
        demoJudgments,
        answers,
        baseline.demo?.queries,
        baseline.demo?.commit,
        scoreDemo,
        (query, answer) => {
          const grades = gradesOf(query, answer.results);
          return answer.results.map((name, i) => `${name} (${grades[i]})`);
        },
      ),
    );
  } finally {
    await database.close();
  }
}

if (options.only !== 'demo') {
  say('Benchmark corpus: opening data/bench-small (the corpus loads the first time, several minutes)...');
  const database = await openCorpusDatabase(true, { poolSize: 6, log: { ...quiet, info: say } });
  try {
    const ideals = await idealsOf(database, benchJudgments);
    const answers = await runBenchQueries(database, benchJudgments);
    if (options['record-baseline']) recorded.bench = recordHalf(answers);
    halves.push(
      halfResult(
        'Benchmark corpus (graded by the generator taxonomy)',
        benchJudgments,
        answers,
        await rereadRecorded(database, benchJudgments, baseline.bench?.queries, say),
        baseline.bench?.commit,
        (query, answer) => scoreBench(query, answer, ideals.get(query.id)!),
        (query, answer) => answer.results.map((row) => `${describeRow(row)} (${query.grade(row)})`),
      ),
    );
  } finally {
    await database.close();
  }
}

const paired = halves.map((half) => printHalf(half, options.verbose));
if (halves.length > 1) printOverall(paired);
if (options['record-baseline']) {
  await writeBaseline(recorded);
  say(`\nBaseline recorded for ${Object.keys(recorded).join(' and ')} in bench/src/relevance/baseline.json.`);
}
