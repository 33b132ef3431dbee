/**
 * Turns what a user typed into safe parts for PostgreSQL: `head` goes to websearch_to_tsquery (which understands
 * quotes, `-word` and `or`, and never raises on odd input), and `prefix`, the last plain word, is matched as a
 * prefix so that results appear while typing. Long pastes are cut to the first words; operators, quotes and SQL
 * characters in words never reach to_tsquery.
 */
import { plainTypedWords, typedSearchText } from '@tradeforge/db';

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

/** Replaces corrected words (whole words only) in the parsed query. */
export function applyCorrections(query: ParsedQuery, corrections: Map<string, string>): ParsedQuery {
  if (corrections.size === 0) return query;
  const swap = (text: string) => text.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
  return {
    head: swap(query.head),
    prefix: query.prefix ? (corrections.get(query.prefix) ?? query.prefix) : null,
    words: query.words.map((word) => corrections.get(word) ?? word),
  };
}

/** The text as typed with corrected words swapped in, for "Showing results for ...". */
export function correctText(text: string, corrections: Map<string, string>): string {
  return text
    .slice(0, MAX_CHARS)
    .replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word)
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
 * A hyphenated word as the one lexeme of the whole word: english makes "heavy-duty" `'heavy-duti' <-> 'heavi' <->
 * 'duti'`, and a text has the parts, in that order, wherever it has the whole word, so the phrase adds nothing but
 * cost (PostgreSQL checks positions row by row: 44 ms against 7 ms for "heavy-duty hammocks" over a million
 * products). Only the parts are dropped: a quoted phrase that goes on after them keeps its other words, as far away.
 */
export function withoutCompoundParts(tsquery: string): string {
  return tsquery.replace(COMPOUND, (_whole, lexeme: string, chain: string) => {
    const parts = lexeme.split('-').length;
    let distance = 0;
    let consumed = 0;
    for (const link of chain.matchAll(LINK)) {
      const step = link[1] === '-' ? 1 : Number(link[1]);
      if (distance + step > parts) break;
      distance += step;
      consumed += link[0].length;
    }
    // A quoted phrase that goes on: its next word is as far from the whole word as it was from the last part.
    const rest = chain
      .slice(consumed)
      .replace(/^ <(-|\d+)>/, (_link, step: string) => ` <${distance + (step === '-' ? 1 : Number(step))}>`);
    return `'${lexeme}'${rest}`;
  });
}

/**
 * The groups of a conjunctive tsquery as PostgreSQL writes it (`'a' & ( 'b' | 'bc' ) & 'd'`), each the lexemes of
 * one word; null for anything else (negation, phrases, prefix matches, weights), which goes through the index whole.
 */
export function conjunctionGroups(tsquery: string): string[][] | null {
  const lexeme = String.raw`'(?:[^']|'')+'`;
  const group = new RegExp(
    String.raw`\s*(?:(${lexeme})|\(\s*(${lexeme}(?:\s*\|\s*${lexeme})*)\s*\))\s*(&|$)`,
    'y',
  );
  const groups: string[][] = [];
  let match: RegExpExecArray | null;
  while (group.lastIndex < tsquery.length && (match = group.exec(tsquery))) {
    const quoted = match[1] ? [match[1]] : match[2]!.split(/\s*\|\s*/);
    groups.push(quoted.map((text) => text.slice(1, -1).replaceAll("''", "'")));
    if (!match[3]) break;
  }
  return group.lastIndex === tsquery.length && groups.length > 0 ? groups : null;
}

/** A lexeme as tsquery text writes it. */
const quote = (lexeme: string) => `'${lexeme.replaceAll("'", "''")}'`;
/** The tsquery text of one group of `conjunctionGroups`. */
export const groupQuery = (group: string[]) =>
  group.length === 1 ? quote(group[0]!) : `( ${group.map(quote).join(' | ')} )`;
