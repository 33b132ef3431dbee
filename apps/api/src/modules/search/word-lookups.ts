import type { Db } from '@tradeforge/db';
import { LRUCache } from 'lru-cache';
import { correctionKey, findCorrections, findWordForms, type CorrectionCandidate } from './repository';
import { createSharedReads } from './shared-reads';
import { createVocabularyCache } from './vocabulary-cache';

/** A word whose correction is looked up, and whether as the last word typed (a prefix). */
type Asked = { word: string; asPrefix: boolean };
/** A word's tsquery stemmed in each language listings are stemmed in ('' for a stop word of that language). */
export type StemmedForms = { english: string; spanish: string; italian: string };
/** The stemmed tsqueries of each word looked up, and the tsquery of each last word typed as a prefix. */
type WordForms = { stemmed: Map<string, StemmedForms>; prefixes: Map<string, string> };

/**
 * What the query compiler (compile.ts) asks the database about typed words, kept: each typo's candidates, its
 * english tsquery, and a last word's tsquery as a prefix. The words met for the first time by the texts compiled at
 * once are looked up together (shared-reads.ts), where each text would send its own statements: their corrections in
 * one statement, their forms and prefixes in another. `ages` bounds how long what new listings may change is kept
 * (see `forget`).
 */
export function createWordLookups(db: Db, ages: { maxAgeMs: () => number; longestMs: number }) {
  /**
   * How many times the vocabulary was forgotten: an answer asked for before the last `forget` may predate the
   * change announced, so it is used but not kept.
   */
  let forgotten = 0;
  /**
   * Each word's typo candidates (null: no typo), and the last word's as a prefix (key `word*`), kept as long as
   * compiled queries: texts vary more than words.
   */
  const correctionsByWord = createVocabularyCache<CorrectionCandidate[] | null>(20_000, ages);
  /**
   * Each word's (or hyphenated word's) stemmed tsqueries ('' for a stop word): a function of the word alone, which no
   * write changes, so kept without an age (test: search-compile.test.ts).
   */
  const stemmedByWord = new LRUCache<string, StemmedForms>({ max: 50_000 });
  /** A last word's tsquery as a prefix (`prefixQuery`), as long as compiled queries: new lexemes extend it. */
  const prefixQueriesByWord = createVocabularyCache<string>(20_000, ages);

  const lookUpCorrections = createSharedReads<Asked[], Map<string, CorrectionCandidate[] | null>>(
    async (texts) => {
      const words = new Map(texts.flat().map((word) => [correctionKey(word.word, word.asPrefix), word]));
      const found = await findCorrections(db, [...words.values()]);
      return texts.map(() => found);
    },
    { maxBatch: 200, weight: (words) => words.length },
  );
  const lookUpWordForms = createSharedReads<{ words: string[]; prefix: string | null }, WordForms>(
    async (texts) => {
      const words = [...new Set(texts.flatMap((text) => text.words))];
      const prefixes = [...new Set(texts.flatMap((text) => (text.prefix === null ? [] : [text.prefix])))];
      const found = await findWordForms(db, words, { prefixes });
      const forms = {
        stemmed: new Map(
          found.forms.map(({ word, english, spanish, italian }) => [word, { english, spanish, italian }]),
        ),
        prefixes: found.prefixes,
      };
      return texts.map(() => forms);
    },
    { maxBatch: 200, weight: (text) => text.words.length + 1 },
  );

  return {
    /**
     * The listings' vocabulary gained typo targets ('words': every correction may change) or lexemes ('lexemes':
     * the expansion of a prefix may change).
     */
    forget(what: 'words' | 'lexemes') {
      forgotten++;
      if (what === 'words') correctionsByWord.clear();
      prefixQueriesByWord.clear();
    },

    /**
     * The candidates for the correction of each word that is a typo; the last one, when typed as a prefix, is
     * looked up (and kept) as such.
     */
    async correctionsOf(words: string[], prefix: string | null) {
      const keyOf = (word: string) => correctionKey(word, word === prefix);
      const found = new Map<string, CorrectionCandidate[]>();
      const unknown: string[] = [];
      for (const word of words) {
        const to = correctionsByWord.get(keyOf(word));
        if (to === undefined) unknown.push(word);
        else if (to) found.set(word, to);
      }
      if (unknown.length > 0) {
        const asked = forgotten;
        const looked = await lookUpCorrections(unknown.map((word) => ({ word, asPrefix: word === prefix })));
        for (const word of unknown) {
          const to = looked.get(keyOf(word)) ?? null;
          if (asked === forgotten) correctionsByWord.set(keyOf(word), to);
          if (to) found.set(word, to);
        }
      }
      return found;
    },

    /**
     * The stemmed tsqueries of each of `words` ('' for a stop word), and the tsquery of `prefix`, a last word typed, as
     * the lexemes it stands for (`prefixQuery`; '' when there are none or no prefix is asked for): only the words not
     * kept are looked up.
     */
    async formsOf(words: string[], prefix: string | null) {
      const stemmed = new Map<string, StemmedForms>();
      for (const word of words) {
        const kept = stemmedByWord.get(word);
        if (kept !== undefined) stemmed.set(word, kept);
      }
      let prefixQuery = prefix === null ? '' : prefixQueriesByWord.get(prefix);
      const unknown = [...new Set(words.filter((word) => !stemmed.has(word)))];
      if (unknown.length > 0 || prefixQuery === undefined) {
        const asked = forgotten;
        const found = await lookUpWordForms({
          words: unknown,
          prefix: prefixQuery === undefined ? prefix : null,
        });
        for (const word of unknown) {
          const forms = found.stemmed.get(word)!;
          stemmedByWord.set(word, forms);
          stemmed.set(word, forms);
        }
        if (prefixQuery === undefined && prefix !== null) {
          prefixQuery = found.prefixes.get(prefix) ?? '';
          if (asked === forgotten) prefixQueriesByWord.set(prefix, prefixQuery);
        }
      }
      return { stemmed, prefix: prefixQuery ?? '' };
    },
  };
}
