/**
 * PostgreSQL 18's `ts_rank(vector, query, 1)` (src/backend/utils/adt/tsrank.c: calc_rank with the default weights
 * and normalization 1), bit for bit, so that the in-memory index orders products exactly as the database does.
 *
 * C does this arithmetic partly in `float` and partly in `double`; `f` (Math.fround) marks every point where the C
 * code rounds to float: a store into a float variable, or an operation whose operands are all floats. A sum,
 * product or quotient of two floats computed in double and rounded once is the correctly rounded float result, so
 * these are exactly PostgreSQL's values.
 */
import { compareLexemes, lowerBound } from './lexeme-order';
import { pgQsort } from './pg-qsort';
import { MAX_POSITION, type ParsedVector, type QueryNode } from './text-format';

const f = Math.fround;

/** The default weights of D, C, B and A (the top two bits of a position), as C floats. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
const weightOf = (position: number) => WEIGHTS[position >> 14]!;
const positionOf = (position: number) => position & 0x3fff;

/** MAXENTRYPOS: the distance counted when a lexeme without positions meets another at the same position. */
const NO_DISTANCE = MAX_POSITION + 1;

/**
 * What calc_rank_and reads for a lexeme stored without positions (its POSNULL): one D-weighted position at 16383.
 * calc_rank_or's stand-in differs: position 0, which it never reads, so PLAIN_NULL serves there.
 */
const AND_NULL = Uint16Array.of(MAX_POSITION);
const PLAIN_NULL = Uint16Array.of(0);

/**
 * word_distance: how much two occurrences `distance` apart weigh together (float4, computed in double), taken from
 * a table of its 101 values: ranking a page of candidates calls it for every pair of occurrences.
 */
const WORD_DISTANCES = Float64Array.from({ length: 101 }, (_, distance) =>
  f(1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2))),
);
const FAR = f(1e-30);
const wordDistance = (distance: number) => (distance > 100 ? FAR : WORD_DISTANCES[distance]!);

/** The lexeme operands of a query in written order, negated ones included: ts_rank counts `!x` like `x`. */
function collectOperands(node: QueryNode, into: { lexeme: string; prefix: boolean }[]) {
  switch (node.kind) {
    case 'lexeme':
      into.push({ lexeme: node.lexeme, prefix: node.prefix });
      break;
    case 'not':
      collectOperands(node.item, into);
      break;
    case 'phrase':
      collectOperands(node.left, into);
      collectOperands(node.right, into);
      break;
    default:
      for (const item of node.items) collectOperands(item, into);
  }
}

/**
 * The operands of a query as ts_rank sees them (SortAndUniqItems): the lexeme operands, sorted bytewise (C
 * collation, shorter first on a common prefix) and unique by text. PostgreSQL stores a parsed query in prefix
 * notation with the right operand first, so its operands come in reverse written order; sorting that with its own
 * qsort and keeping the first of each run of equal text decides whether `'w'` or `'w':*` survives.
 */
export function rankOperands(query: QueryNode): { lexeme: string; prefix: boolean }[] {
  const operands: { lexeme: string; prefix: boolean }[] = [];
  collectOperands(query, operands);
  operands.reverse();
  pgQsort(operands, (a, b) => compareLexemes(a.lexeme, b.lexeme));
  return operands.filter((operand, at) => at === 0 || operand.lexeme !== operands[at - 1]!.lexeme);
}

/** Whether ts_rank uses calc_rank_and (top operator AND or PHRASE) or calc_rank_or (anything else, NOT too). */
export function rankMethod(query: QueryNode): 'and' | 'or' {
  return query.kind === 'and' || query.kind === 'phrase' ? 'and' : 'or';
}

/**
 * The matches of one row, kept for the next row (ranking a page of candidates would otherwise make arrays and
 * views for each: a third of what a product search allocated). For operand i of `rankOperands`, `counts[i]`
 * lexemes (one for an exact operand; for a prefix operand every lexeme with that prefix, in the vector's order;
 * none when it does not match): the j-th's positions are `arrays[i][j]` from `starts[i][j]` to `ends[i][j]`, none
 * for a lexeme stored without positions.
 */
export class RowMatches {
  readonly counts: Int32Array;
  readonly arrays: Uint16Array[][];
  readonly starts: number[][];
  readonly ends: number[][];
  /** calc_rank_and's last positions of each operand: its array (null: none yet) and bounds. */
  readonly lastArrays: (Uint16Array | null)[];
  readonly lastStarts: number[];
  readonly lastEnds: number[];

  constructor(readonly operands: number) {
    this.counts = new Int32Array(operands);
    this.arrays = Array.from({ length: operands }, () => []);
    this.starts = Array.from({ length: operands }, () => []);
    this.ends = Array.from({ length: operands }, () => []);
    this.lastArrays = Array.from({ length: operands }, () => null);
    this.lastStarts = Array.from({ length: operands }, () => 0);
    this.lastEnds = Array.from({ length: operands }, () => 0);
  }

  /** Forgets the previous row's matches. */
  clear() {
    this.counts.fill(0);
  }

  /** A lexeme operand `operand` matches, its positions `array[start..end)`. */
  add(operand: number, array: Uint16Array, start: number, end: number) {
    const at = this.counts[operand]!++;
    this.arrays[operand]![at] = array;
    this.starts[operand]![at] = start;
    this.ends[operand]![at] = end;
  }
}

/**
 * calc_rank_and: every pair of occurrences of two different operands, each weighted by its distance, combined as
 * independent probabilities. Operand i meets each earlier operand k through the positions of the last vector
 * lexeme k matched (C keeps one position list per operand and overwrites it lexeme by lexeme), and lexemes of the
 * same operand never meet. Two occurrences at the same position do not count, unless one is a POSNULL.
 * Answers -1 (C's initial value) when no pair counts.
 */
function rankAnd(matches: RowMatches): number {
  const { counts, arrays, starts, ends, lastArrays, lastStarts, lastEnds } = matches;
  let res = f(-1.0);
  lastArrays.fill(null);
  for (let i = 0; i < matches.operands; i++) {
    for (let j = 0; j < counts[i]!; j++) {
      let current = arrays[i]![j]!;
      let start = starts[i]![j]!;
      let end = ends[i]![j]!;
      if (start === end) {
        current = AND_NULL;
        start = 0;
        end = 1;
      }
      for (let k = 0; k < i; k++) {
        const earlier = lastArrays[k];
        if (!earlier) continue;
        const eitherNull = current === AND_NULL || earlier === AND_NULL;
        for (let p = start; p < end; p++) {
          const post = current[p]!;
          for (let q = lastStarts[k]!; q < lastEnds[k]!; q++) {
            const ct = earlier[q]!;
            let dist = Math.abs(positionOf(post) - positionOf(ct));
            if (dist === 0 && !eitherNull) continue;
            if (dist === 0) dist = NO_DISTANCE;
            const curw = f(Math.sqrt(f(f(weightOf(post) * weightOf(ct)) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
      lastArrays[i] = current;
      lastStarts[i] = start;
      lastEnds[i] = end;
    }
  }
  return res;
}

/**
 * calc_rank_or: per matched lexeme, its occurrence weights w_j summed as w_j / j^2, with the heaviest counted as
 * if it came first (a shortcut of the original author's), over pi^2/6; averaged over the unique operands, matched
 * or not.
 */
function rankOr(matches: RowMatches): number {
  const { counts, arrays, starts, ends } = matches;
  let res = f(0.0);
  for (let i = 0; i < matches.operands; i++) {
    for (let l = 0; l < counts[i]!; l++) {
      let post = arrays[i]![l]!;
      let start = starts[i]![l]!;
      let end = ends[i]![l]!;
      if (start === end) {
        post = PLAIN_NULL;
        start = 0;
        end = 1;
      }
      let resj = f(0.0);
      let wjm = f(-1.0);
      let jm = 0;
      for (let j = 0; j < end - start; j++) {
        const weight = weightOf(post[start + j]!);
        resj = f(resj + f(weight / ((j + 1) * (j + 1))));
        if (weight > wjm) {
          wjm = weight;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return matches.operands > 0 ? f(res / matches.operands) : res;
}

/**
 * ts_rank(vector, query, 1) for an inverted index that already has each operand's matches (`RowMatches`).
 * `length`: the vector's cnt_length, the sum over its lexemes of max(1, number of positions); 0 for an empty vector.
 */
export function tsRank(method: 'and' | 'or', matches: RowMatches, length: number): number {
  if (length === 0 || matches.operands === 0) return 0;
  // calc_rank_and falls back to calc_rank_or for fewer than two unique operands (`'a' & 'a'`).
  let res = method === 'and' && matches.operands >= 2 ? rankAnd(matches) : rankOr(matches);
  if (res < 0) res = f(1e-20);
  return f(res / (Math.log(length + 1) / Math.log(2.0)));
}

/** The vector's cnt_length: each lexeme counts its positions, and 1 when it has none. */
export function vectorLength(vector: ParsedVector): number {
  return vector.positions.reduce((sum, positions) => sum + Math.max(1, positions.length), 0);
}

/** find_wordentry: the position arrays of the lexemes an operand matches, in the vector's order. */
export function matchOperand(
  vector: ParsedVector,
  operand: { lexeme: string; prefix: boolean },
): Uint16Array[] {
  const { lexemes, positions } = vector;
  let at = lowerBound(lexemes, operand.lexeme);
  if (!operand.prefix) return lexemes[at] === operand.lexeme ? [positions[at]!] : [];
  const matched: Uint16Array[] = [];
  for (; at < lexemes.length && lexemes[at]!.startsWith(operand.lexeme); at++) matched.push(positions[at]!);
  return matched;
}

/** ts_rank(vector, query, 1) for a whole parsed vector; 0 for an empty vector or query, as PostgreSQL answers. */
export function rankVector(vector: ParsedVector, query: QueryNode | null): number {
  if (!query || vector.lexemes.length === 0) return 0;
  const operands = rankOperands(query);
  const matches = new RowMatches(operands.length);
  operands.forEach((operand, at) => {
    for (const positions of matchOperand(vector, operand)) matches.add(at, positions, 0, positions.length);
  });
  return tsRank(rankMethod(query), matches, vectorLength(vector));
}
