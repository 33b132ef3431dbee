import type { Grade, Kind } from './judgments';

/** The cut-off of nDCG and MRR: the first two pages of five (spec part 1, section 9). */
export const DEPTH = 10;
/** The grade from which a result counts as a right answer for MRR. */
export const RELEVANT = 2;

/** Exponential gain: a result the buyer asked for (3) is worth more than two that are merely relevant (2). */
const gain = (grade: Grade) => 2 ** grade - 1;
const discountedGain = (grades: readonly Grade[]) =>
  grades.slice(0, DEPTH).reduce<number>((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);

/**
 * nDCG@10 of the grades of the results in order, against the best order of `ideal` (the grades of every result
 * that exists, any order). 0 when nothing relevant exists: such a query cannot be scored and stays out of the sets.
 */
export function ndcg(grades: readonly Grade[], ideal: readonly Grade[]): number {
  const best = discountedGain([...ideal].sort((a, b) => b - a));
  return best === 0 ? 0 : discountedGain(grades) / best;
}

/** 1 / rank of the first result graded RELEVANT or more within the first DEPTH, else 0. */
export function reciprocalRank(grades: readonly Grade[]): number {
  const at = grades.slice(0, DEPTH).findIndex((grade) => grade >= RELEVANT);
  return at < 0 ? 0 : 1 / (at + 1);
}

/** The scores of one query's answer. */
export interface QueryScore {
  id: string;
  kind: Kind;
  ndcg: number;
  rr: number;
  zero: boolean;
}

export function scoreAnswer(
  query: { id: string; kind: Kind },
  grades: readonly Grade[],
  ideal: readonly Grade[],
  total: number,
): QueryScore {
  return {
    id: query.id,
    kind: query.kind,
    ndcg: ndcg(grades, ideal),
    rr: reciprocalRank(grades),
    zero: total === 0,
  };
}

export interface Summary {
  queries: number;
  ndcg: number;
  mrr: number;
  zeroRate: number;
}

/** Means over the queries: nDCG@10, MRR and the share of queries that answered nothing. */
export function summarize(scores: readonly QueryScore[]): Summary {
  const mean = (value: (score: QueryScore) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + value(score), 0) / scores.length;
  return {
    queries: scores.length,
    ndcg: mean((score) => score.ndcg),
    mrr: mean((score) => score.rr),
    zeroRate: mean((score) => (score.zero ? 1 : 0)),
  };
}
