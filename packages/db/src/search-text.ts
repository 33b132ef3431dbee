/** Han characters (CJK ideographs, extension A and compatibility): Chinese written without spaces. */
const HAN_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

/** A run of Han characters as its overlapping pairs ("液压泵": "液压 压泵"); one character stays as it is. */
function hanBigrams(run: string): string {
  if (run.length === 1) return ` ${run} `;
  const pairs: string[] = [];
  for (let at = 0; at < run.length - 1; at++) pairs.push(run.slice(at, at + 2));
  return ` ${pairs.join(' ')} `;
}

/**
 * A text as search reads it in any of the site's languages: accents off ("Válvula" as "Valvula": the combining
 * marks of its canonical decomposition dropped) and Chinese runs as their bigrams, which a search engine without a
 * Chinese dictionary indexes. The same as SQL's `fold_search_text` (migration 0043), which makes the vectors, the
 * typo words and the suggestion terms; a test holds the two to the same output.
 */
export const foldSearchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(HAN_RUN, hanBigrams);

/**
 * A typed text as the vectors hold their texts: folded (`foldSearchText`), and a model number typed as a code of
 * letters, a hyphen and a digit ("GI-251") as one word ("GI251"): PostgreSQL's
 * parser would read "-251" as a negative number. The text of every search vector holds such a code as its parts and
 * as one word (`search_text()`, migration 0033, with the same pattern), so "GI-251", "gi251", "gi 251" and "gi-25"
 * (while typing) all find a "GI-251". Letters only before the hyphen, and nothing that is part of a longer word
 * before them: "20-40" and "ABC-GI-251" stay as typed.
 */
export const typedSearchText = (text: string) =>
  foldSearchText(text).replace(/(?<![\p{L}\p{N}-])([A-Za-z]+)-(?=[0-9])/gu, '$1');

/** A plain word, or words joined by hyphens ("low-noise"). */
const PLAIN_WORD = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/**
 * The words of a text of plain words, lower case: words and hyphenated words between single spaces, an ampersand
 * between them dropped; null for anything else (other punctuation, quotes, `-word`, "or"), which websearch syntax
 * reads otherwise. Such a text's tsquery is its words' own, joined: the one rule of search's compile and of the
 * saved searches' check.
 */
export function plainTypedWords(text: string): string[] | null {
  const chunks = text
    .toLowerCase()
    .split(' ')
    .filter((chunk) => chunk && chunk !== '&');
  return chunks.every((chunk) => chunk !== 'or' && PLAIN_WORD.test(chunk)) ? chunks : null;
}

/**
 * A typed word, or typed words that may be written as codes, and the other ways such codes are written. Listings
 * write the same code either way ("IP67" and "IP 67", "24V" and "24 V DC"), and PostgreSQL reads a word of letters
 * and digits as one lexeme ('ip67'), so a search has to ask for both.
 */
export interface CodeWriting {
  /** The typed words of the group, by index: one, or a run of words of letters and of digits in turn ("ip", "67"). */
  typed: number[];
  /**
   * The other writings, each the words all to match: a number is a typed word (by index), as typed; a string is a
   * word written otherwise, two typed words joined ("ip67") or a run of a word's letters or digits ("24v": "24", "v").
   */
  others: (number | string)[][];
  /**
   * Whether the other writing is the word's runs apart. Whoever searches drops it if a run is a stop word: "m12"
   * would be searched as "12" ("m" is one).
   */
  split: boolean;
}

const LETTERS = /^\p{L}+$/u;
const DIGITS = /^[0-9]+$/;
const RUNS = /\p{L}+|[0-9]+/gu;
/** The longest run of typed words in turn of letters and digits taken together: its writings grow as Fibonacci's. */
const MAX_RUN = 4;

/**
 * The longest word of letters taken for part of a code: codes' letters and units are short ("IP", "DN", "V", "kW",
 * "NEMA"), and a longer word next to a number is a word ("valves 24", "brennick 24 v").
 */
const MAX_CODE_LETTERS = 4;

/** Whether a typed word may be part of a code typed apart: a short word of letters, or a number. */
const kind = (word: string) =>
  LETTERS.test(word) && [...word].length <= MAX_CODE_LETTERS
    ? 'letters'
    : DIGITS.test(word)
      ? 'digits'
      : null;

/** The ways to write typed words `from` to `to` (exclusive) with some neighbours joined, none joined first. */
function joinings(words: readonly string[], from: number, to: number): (number | string)[][] {
  if (from >= to) return [[]];
  const alone = joinings(words, from + 1, to).map((rest) => [from, ...rest]);
  if (from + 1 >= to) return alone;
  const joined = joinings(words, from + 2, to).map((rest) => [words[from]! + words[from + 1]!, ...rest]);
  return [...alone, ...joined];
}

/**
 * The typed words (lower case) as groups, in order, each with its codes' other writings: short words of letters and
 * numbers in turn go together (at most MAX_RUN), with every way of joining neighbours ("pump 24 v": also "pump24 v"
 * and "pump 24v"); a word of letters and digits has its runs apart.
 */
export function codeWritings(words: readonly string[]): CodeWriting[] {
  const groups: CodeWriting[] = [];
  let at = 0;
  while (at < words.length) {
    let end = at + 1;
    while (
      end < words.length &&
      end - at < MAX_RUN &&
      kind(words[end - 1]!) !== null &&
      kind(words[end]!) !== null &&
      kind(words[end - 1]!) !== kind(words[end]!)
    )
      end++;
    const typed = Array.from({ length: end - at }, (_, offset) => at + offset);
    if (end - at > 1) {
      groups.push({ typed, others: joinings(words, at, end).slice(1), split: false });
    } else {
      const runs = /^[\p{L}0-9]+$/u.test(words[at]!) ? (words[at]!.match(RUNS) ?? []) : [];
      groups.push({ typed, others: runs.length > 1 ? [runs] : [], split: runs.length > 1 });
    }
    at = end;
  }
  return groups;
}
