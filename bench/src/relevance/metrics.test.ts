import { describe, expect, it } from 'vitest';
import { ndcg, reciprocalRank, summarize } from './metrics';

describe('the relevance metrics', () => {
  it('score a page in the ideal order 1 and the same results reversed less', () => {
    expect(ndcg([3, 2, 1], [1, 2, 3])).toBe(1);
    // DCG of [1, 2, 3]: 1/log2(2) + 3/log2(3) + 7/log2(4); of [3, 2, 1]: 7 + 3/log2(3) + 1/2.
    const reversed = (1 + 3 / Math.log2(3) + 7 / 2) / (7 + 3 / Math.log2(3) + 1 / 2);
    expect(ndcg([1, 2, 3], [3, 2, 1])).toBeCloseTo(reversed, 10);
  });

  it('count a relevant result the page misses against it, and only the first ten results', () => {
    expect(ndcg([3], [3, 3])).toBeCloseTo(7 / (7 + 7 / Math.log2(3)), 10);
    expect(ndcg([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], [3])).toBe(0);
  });

  it('take the rank of the first result graded 2 or more for MRR', () => {
    expect(reciprocalRank([1, 0, 2, 3])).toBeCloseTo(1 / 3, 10);
    expect(reciprocalRank([1, 1])).toBe(0);
  });

  it('average the queries and count those that answered nothing', () => {
    const summary = summarize([
      { id: 'a', kind: 'products', ndcg: 1, rr: 1, zero: false },
      { id: 'b', kind: 'products', ndcg: 0, rr: 0, zero: true },
    ]);
    expect(summary).toEqual({ queries: 2, ndcg: 0.5, mrr: 0.5, zeroRate: 0.5 });
  });
});
