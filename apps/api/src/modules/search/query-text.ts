/**
 * Turns what a user typed into safe parts for PostgreSQL: `head` goes to websearch_to_tsquery (which understands
 * quotes, `-word` and `or`, and never raises on odd input), and `prefix`, the last plain word, is matched as a
 * prefix so that results appear while typing. Long pastes are cut to the first words; operators, quotes and SQL
 * characters in words never reach to_tsquery.
 */
import { foldSearchText, plainTypedWords, typedSearchText } from '@tradeforge/db';

export interface ParsedQuery {
  head: string;
  prefix: string | null;
  /** Plain words (lower case) that typo correction may replace. */
  words: string[];
}

const MAX_CHARS = 256;
const MAX_WORDS = 12;
const WORD = /[\p{L}\p{N}]+/gu;

export function parseQuery(text: string): ParsedQuery | null {
  // A model number as one word ("GI-251" -> "GI251"), as the vectors hold it.
  const cleaned = typedSearchText(text.slice(0, MAX_CHARS).replace(/\p{Cc}/gu, ' ')).trim();
  const words = (cleaned.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const endsWithPlainWord =
    /(^|[^\p{L}\p{N}"-])[\p{L}\p{N}]+$/u.test(cleaned) && (cleaned.match(/"/g)?.length ?? 0) % 2 === 0;
  if (!endsWithPlainWord) return { head: cleaned, prefix: null, words };
  const last = words[words.length - 1]!;
  const head = cleaned.slice(0, cleaned.toLowerCase().lastIndexOf(last)).trim();
  return { head, prefix: last, words };
}

/**
 * A query typed as words, hyphenated words ("low-noise") and ampersands between spaces ("stainless furnaces & boi"):
 * its whole words (a hyphenated one as one) and its last word, typed as a prefix; null for anything else (other
 * punctuation, quotes, `-word`, "or"). Its tsquery is then its words' own, joined (compile.ts): websearch syntax
 * reads such a text word by word.
 */
export function plainWords(query: ParsedQuery): { whole: string[]; prefix: string } | null {
  if (!query.prefix) return null;
  const whole = plainTypedWords(query.head);
  if (!whole) return null;
  const typed = [...whole.flatMap((chunk) => chunk.split('-')), query.prefix];
  if (typed.length !== query.words.length || typed.some((word, at) => word !== query.words[at])) return null;
  return { whole, prefix: query.prefix };
}

/** The text as typed with corrected words swapped in, for "Showing results for ...". */
export function correctText(text: string, corrections: Map<string, string>): string {
  return text
    .slice(0, MAX_CHARS)
    .replace(WORD, (word) => corrections.get(foldSearchText(word.toLowerCase())) ?? word)
    .trim();
}

/** Whether the text uses websearch syntax (quotes, `-word`, `or`), which a word-by-word query would lose. */
export const usesSearchSyntax = (text: string) => /"|(^|\s)-\S|\sor\s/i.test(text.slice(0, MAX_CHARS));

/** A lexeme as tsquery text writes it: quoted, a quote inside doubled. */
const TERM = "'(?:[^']|'')*'";
/** A lexeme with a hyphen, then the phrase of the parts english writes after it. */
const COMPOUND = new RegExp(`'((?:[^']|'')*-(?:[^']|'')*)'((?: <(?:-|\\d+)> ${TERM})+)`, 'g');
const LINK = new RegExp(` <(-|\\d+)> ${TERM}`, 'g');

/**
 * A hyphenated word as its parts: english makes "great-lakes" `'great-lak' <-> 'great' <-> 'lake'`, and a listing
 * that writes "Great Lakes" has the parts only, so the whole word's lexeme would find it nowhere. Alone, the parts go
 * as a conjunction (`'great' & 'lake'`: the ranking rewards them standing together); inside a quoted phrase that goes
 * on, as the phrase of the parts, the rest as far away as it was.
 */
export function withoutCompoundParts(tsquery: string): string {
  return tsquery.replace(COMPOUND, (whole, lexeme: string, chain: string, offset: number) => {
    const parts = lexeme.split('-').length;
    let distance = 0;
    let consumed = 0;
    for (const link of chain.matchAll(LINK)) {
      const step = link[1] === '-' ? 1 : Number(link[1]);
      if (distance + step > parts) break;
      distance += step;
      consumed += link[0].length;
    }
    // The parts' phrase, less the link from the whole word to the first part.
    const partsChain = chain.slice(0, consumed).replace(/^ <(?:-|\d+)> /, '');
    const rest = chain.slice(consumed);
    const inPhrase = rest !== '' || /<(?:-|\d+)>\s*$/.test(tsquery.slice(0, offset));
    if (inPhrase) return partsChain + rest;
    const terms = partsChain.match(new RegExp(TERM, 'g')) ?? [whole];
    return terms.length === 1 ? terms[0]! : `( ${terms.join(' & ')} )`;
  });
}
