import type { QueryNode } from '../src/modules/search/memory/text-format';

/**
 * Random documents and queries for comparing the in-memory ts_rank with PostgreSQL's. Seeded, so a failure
 * repeats. Words share prefixes (so prefix operands match several lexemes) and repeat (so positions pile up).
 */

/** mulberry32: a small seeded generator. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;

/** Words to_tsvector('simple') keeps as they are. */
export const PLAIN_WORDS = [
  'pump',
  'pumps',
  'pumpkin',
  'pu',
  'steel',
  'stainless',
  'stain',
  'valve',
  'valves',
  'val',
  'motor',
  'motors',
  'gear',
  'gearbox',
  'ge',
  'seal',
  'sealing',
  'café',
  'cafe',
  'naïve',
  'über',
  'x',
  'xy',
  'xyz',
];
/** Lexemes only a tsvector literal holds: quotes, backslashes, a character above U+FFFF and one above U+E000. */
export const ODD_WORDS = ["it's", "o'", 'back\\slash', '\\', "''", '𝔘nit', '𝔘', 'ﬁlter', 'ﬁ', 'a b', 'x:y'];
/** Never in any document. */
const ABSENT = ['absent', 'zzz', 'pumpz', 'ﬁz'];

const WEIGHT_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Quoted for tsvector and tsquery input, where a quote is doubled and a backslash escaped. */
export const quote = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

export interface DocumentCase {
  title: string;
  titleWeight: string;
  body: string;
  bodyWeight: string;
  /** 0: as is; 1: strip() the whole vector; 2: strip() the title part only. */
  strip: number;
  /** A tsvector literal used instead of the texts. */
  literal: string | null;
}

function words(random: Random, count: number, vocabulary: readonly string[]) {
  const chosen = vocabulary.slice(0, random.int(2, vocabulary.length));
  return Array.from({ length: count }, () => random.pick(chosen)).join(' ');
}

/** A position that is small, near the cap, at it, or past it (stored as 16383). */
function randomPosition(random: Random) {
  const kind = random.int(0, 3);
  if (kind === 0) return random.int(1, 40);
  if (kind === 1) return random.int(16250, 16383);
  if (kind === 2) return 16383;
  return random.int(1, 20000);
}

function literalVector(random: Random): string {
  const vocabulary = [...PLAIN_WORDS, ...ODD_WORDS];
  const lexemes = new Set(Array.from({ length: random.int(1, 12) }, () => random.pick(vocabulary)));
  return [...lexemes]
    .map((lexeme) => {
      if (random.chance(0.15)) return quote(lexeme);
      const positions = Array.from({ length: random.int(1, 6) }, () => {
        const weight = random.pick(WEIGHT_LETTERS);
        return `${randomPosition(random)}${weight === 'D' && random.chance(0.5) ? '' : weight}`;
      });
      return `${quote(lexeme)}:${positions.join(',')}`;
    })
    .join(' ');
}

export function randomDocument(random: Random): DocumentCase {
  const long = random.chance(0.04);
  const document: DocumentCase = {
    title: words(random, random.int(0, 6), PLAIN_WORDS),
    titleWeight: random.pick(WEIGHT_LETTERS),
    body: words(
      random,
      long ? random.int(16000, 20000) : random.int(0, random.chance(0.3) ? 300 : 30),
      PLAIN_WORDS,
    ),
    bodyWeight: random.pick(WEIGHT_LETTERS),
    strip: random.chance(0.12) ? 1 : random.chance(0.1) ? 2 : 0,
    literal: random.chance(0.3) ? literalVector(random) : null,
  };
  return document;
}

/** A random operand: a known word, a prefix of one, an absent word, or again one already used (maybe as prefix). */
function randomOperand(random: Random, used: QueryNode[]): QueryNode {
  const previous = used.length > 0 && random.chance(0.2) ? random.pick(used) : null;
  let lexeme: string;
  let prefix = random.chance(0.25);
  if (previous && previous.kind === 'lexeme') {
    lexeme = previous.lexeme;
    prefix = random.chance(0.5) ? previous.prefix : !previous.prefix;
  } else {
    const source = random.next();
    const word = random.pick(source < 0.75 ? PLAIN_WORDS : source < 0.9 ? ODD_WORDS : ABSENT);
    // By code points: half a surrogate pair is no text PostgreSQL takes.
    const characters = Array.from(word);
    lexeme =
      prefix && random.chance(0.5) ? characters.slice(0, random.int(1, characters.length)).join('') : word;
  }
  const weights = random.chance(0.1) ? 'AB' : random.chance(0.05) ? 'D' : undefined;
  const operand: QueryNode = weights
    ? { kind: 'lexeme', lexeme, prefix, weights }
    : { kind: 'lexeme', lexeme, prefix };
  used.push(operand);
  return operand;
}

function randomTree(random: Random, operands: number, used: QueryNode[]): QueryNode {
  if (operands === 1) {
    const operand = randomOperand(random, used);
    return random.chance(0.1) ? { kind: 'not', item: operand } : operand;
  }
  const left = random.int(1, operands - 1);
  const [a, b] = [randomTree(random, left, used), randomTree(random, operands - left, used)];
  const kind = random.next();
  if (kind < 0.45) return { kind: 'and', items: [a, b] };
  if (kind < 0.85) return { kind: 'or', items: [a, b] };
  if (kind < 0.95)
    return { kind: 'phrase', distance: random.chance(0.5) ? 1 : random.int(0, 5), left: a, right: b };
  return { kind: 'not', item: { kind: 'and', items: [a, b] } };
}

/** tsquery input for a tree, fully parenthesized (PostgreSQL prints it back in its own way). */
export function queryInput(node: QueryNode): string {
  switch (node.kind) {
    case 'lexeme': {
      const modifiers = `${node.prefix ? '*' : ''}${node.weights ?? ''}`;
      return modifiers ? `${quote(node.lexeme)}:${modifiers}` : quote(node.lexeme);
    }
    case 'not':
      return `!(${queryInput(node.item)})`;
    case 'phrase':
      return `(${queryInput(node.left)}) <${node.distance}> (${queryInput(node.right)})`;
    default:
      return node.items.map((item) => `(${queryInput(item)})`).join(node.kind === 'and' ? ' & ' : ' | ');
  }
}

/** A query of 1 to 5 operands, or now and then a wide one (8 to 45) so PostgreSQL's qsort takes its other paths. */
export function randomQuery(random: Random): string {
  const used: QueryNode[] = [];
  if (random.chance(0.1)) {
    const wide = Array.from({ length: random.int(8, 45) }, () => randomOperand(random, used));
    const [first, ...rest] = wide;
    return queryInput({ kind: 'and', items: [first!, { kind: 'or', items: rest }] });
  }
  return queryInput(randomTree(random, random.int(1, 5), used));
}
