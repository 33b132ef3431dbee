import { KINDS, type SearchQuery } from './judgments';
import { summarize, type QueryScore, type Summary } from './metrics';

/** The issue's goal for the new ranking (issue 44). */
export const GOAL = { ndcgGain: 0.1, zeroRate: 0.02 };
/** Differences smaller than this are rounding, not a worse answer. */
const EPSILON = 0.0005;

/** One half's scores now and, for the queries the baseline has, the baseline's with the same judgments. */
export interface HalfResult {
  title: string;
  queries: readonly SearchQuery[];
  now: Map<string, QueryScore>;
  base: Map<string, QueryScore>;
  baseCommit: string | undefined;
  /** What each query answers now, shortened, for the table of worse queries. */
  firstResults: Map<string, string[]>;
  /** Each query's grades now, for --verbose. */
  detail: Map<string, string>;
}

const fixed = (value: number) => value.toFixed(3);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The scores of the queries both runs have, so that a delta compares the same queries. */
function paired(half: HalfResult) {
  const ids = half.queries.map((query) => query.id).filter((id) => half.base.has(id));
  return { now: ids.map((id) => half.now.get(id)!), base: ids.map((id) => half.base.get(id)!) };
}

function row(label: string, now: Summary, base: Summary | undefined) {
  const cells = base
    ? [
        fixed(now.ndcg),
        fixed(base.ndcg),
        signed(now.ndcg - base.ndcg),
        fixed(now.mrr),
        fixed(base.mrr),
        signed(now.mrr - base.mrr),
        percent(now.zeroRate),
        percent(base.zeroRate),
      ]
    : [fixed(now.ndcg), '', '', fixed(now.mrr), '', '', percent(now.zeroRate), ''];
  return `| ${label} | ${now.queries} | ${cells.join(' | ')} |`;
}

/** Per kind and overall: nDCG@10, MRR and zero-result rate, now and in the baseline. */
function printSummaryTable(scores: { now: QueryScore[]; base: QueryScore[] }, compared: boolean) {
  console.log(
    '| kind | queries | nDCG@10 | baseline | delta | MRR | baseline | delta | zero results | baseline |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const kind of KINDS) {
    const now = scores.now.filter((score) => score.kind === kind);
    if (now.length === 0) continue;
    const base = scores.base.filter((score) => score.kind === kind);
    console.log(row(kind, summarize(now), compared ? summarize(base) : undefined));
  }
  console.log(row('all', summarize(scores.now), compared ? summarize(scores.base) : undefined));
}

function printGoal(now: Summary, base: Summary, worse: number) {
  const gain = now.ndcg - base.ndcg;
  const yes = (ok: boolean) => (ok ? 'met' : 'not met');
  console.log(
    `Goal: nDCG@10 up by ${GOAL.ndcgGain.toFixed(2)} (${signed(gain)}): ${yes(gain >= GOAL.ndcgGain - EPSILON)}; ` +
      `zero-result rate under ${percent(GOAL.zeroRate)} (${percent(now.zeroRate)}): ` +
      `${yes(now.zeroRate < GOAL.zeroRate)}; no query worse (${worse}): ${yes(worse === 0)}`,
  );
}

/** Prints one half; answers its paired scores for the overall line. */
export function printHalf(half: HalfResult, verbose: boolean) {
  const compared = half.base.size > 0;
  console.log(`\n## ${half.title}: ${half.queries.length} queries`);
  console.log(
    compared ? `Baseline: the ranking at ${half.baseCommit}` : 'No baseline recorded for this half.',
  );
  const scores = compared ? paired(half) : { now: [...half.now.values()], base: [] };
  printSummaryTable(scores, compared);
  const missing = half.queries.filter((query) => compared && !half.base.has(query.id));
  if (missing.length > 0)
    console.log(`Not in the baseline (not compared): ${missing.map((query) => query.id).join(', ')}`);
  const worse = half.queries.filter((query) => {
    const base = half.base.get(query.id);
    return base !== undefined && half.now.get(query.id)!.ndcg < base.ndcg - EPSILON;
  });
  if (compared) {
    printGoal(summarize(scores.now), summarize(scores.base), worse.length);
    printWorse(half, worse);
  }
  if (verbose) {
    console.log(
      '\n| query | kind | text | nDCG@10 | RR | results now (grade) |\n|---|---|---|---:|---:|---|',
    );
    for (const query of half.queries) {
      const score = half.now.get(query.id)!;
      console.log(
        `| ${query.id} | ${query.kind}${query.businessType ? ` ${query.businessType}` : ''} | ${query.text} | ` +
          `${fixed(score.ndcg)} | ${fixed(score.rr)} | ${half.detail.get(query.id)} |`,
      );
    }
  }
  return scores;
}

function printWorse(half: HalfResult, worse: SearchQuery[]) {
  if (worse.length === 0) return;
  console.log(`\nWorse than the baseline (${worse.length}):`);
  console.log('| query | kind | text | nDCG@10 baseline | now | delta | first results now |');
  console.log('|---|---|---|---:|---:|---:|---|');
  for (const query of worse) {
    const [now, base] = [half.now.get(query.id)!, half.base.get(query.id)!];
    console.log(
      `| ${query.id} | ${query.kind} | ${query.text} | ${fixed(base.ndcg)} | ${fixed(now.ndcg)} | ` +
        `${signed(now.ndcg - base.ndcg)} | ${half.firstResults.get(query.id)?.join('; ') ?? ''} |`,
    );
  }
}

/** Both halves together, when both ran; the goal is read on this line. */
export function printOverall(scores: { now: QueryScore[]; base: QueryScore[] }[]) {
  const now = scores.flatMap((half) => half.now);
  const base = scores.flatMap((half) => half.base);
  const compared = base.length === now.length && base.length > 0;
  console.log(`\n## Both halves: ${now.length} queries`);
  printSummaryTable({ now, base }, compared);
  if (!compared) return;
  // The paired scores are in the same order: each query's now beside its baseline.
  const worse = now.filter((score, i) => score.ndcg < base[i]!.ndcg - EPSILON).length;
  printGoal(summarize(now), summarize(base), worse);
}
