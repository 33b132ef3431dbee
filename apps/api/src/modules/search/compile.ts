import type { SiteLocale } from '@tradeforge/contracts';
import { codeWritings, type Db } from '@tradeforge/db';
import {
  correctText,
  parseQuery,
  plainWords,
  usesSearchSyntax,
  type ParsedQuery,
  withoutCompoundParts,
} from './query-text';
import { distance } from 'fastest-levenshtein';
import type { IndexQuery } from './memory/index-ranking';
import { parseTsquery } from './memory/text-format';
import { chooseCorrection, maxCorrectionEdits } from './policy';
import { findSimpleWebQuery, findTextQuery, findWordForms } from './repository';
import { acronymWritings } from './synonyms';
import { createVocabularyCache } from './vocabulary-cache';
import { createWordLookups } from './word-lookups';

/**
 * What a typed text searches for, compiled once: the tsquery of its words (PostgreSQL's english stems, the typo
 * corrections the search policy chose, the last word as the lexemes its prefix stands for) and the same as the
 * search index ranks it.
 */
export interface CompiledQuery {
  /** The tsquery (as text) of rows that match every word; '' when there is nothing to match. */
  all: string;
  /** The query as the search index ranks it (memory/index-ranking.ts). */
  index: IndexQuery;
  /** The text as searched after typo correction, when a word was corrected. */
  corrected: string | null;
}

/** What is searched: a typo is corrected towards the words the searched kind has. People's names are not. */
export type QueryKind = 'products' | 'businesses' | 'people';

/**
 * The searcher's languages whose listings are stemmed in their own language (migration 0045's `search_config`): a
 * text typed on a Spanish or Italian page matches their stems as well as the english ones.
 */
type Stemming = 'spanish' | 'italian' | null;
const OWN_STEMS: Partial<Record<SiteLocale, Stemming>> = { es: 'spanish', it: 'italian' };

/** How many rows of a kind have a lexeme, for the choice of a typo's correction (the kind's search index). */
export type RowsWithLexeme = (kind: 'products' | 'businesses', lexeme: string) => Promise<number>;

/** `tsquery` parsed, with the words of a plain text for the partial answer and the phrase. */
function indexQueryOf(
  all: string,
  groups: string[] | null,
  plain: boolean,
  typedPrefix: string | null,
): IndexQuery {
  const node = parseTsquery(all)!;
  const words = !plain
    ? []
    : groups
      ? groups.map((group) => parseTsquery(group)!)
      : node.kind === 'and'
        ? node.items.filter((item) => item.kind !== 'not')
        : [node];
  return { all: node, words, typedPrefix };
}

/**
 * How long a typed text keeps its compiled query and a word its correction at most. New words in listings become
 * typo targets, and new lexemes join the expansion of a prefix (`tsQuery`): the database announces both
 * (`NOTIFY search_vocabulary`, see `forget`). While this instance hears the announcements (`hearing`), what it keeps
 * is current, and HEARD_QUERY_CACHE_MS only bounds what the vocabulary's pruning leaves behind (it announces nothing:
 * a word no listing uses any more stays a known one a little longer). Otherwise QUERY_CACHE_MS bounds what an
 * instance that missed an announcement keeps.
 */
const QUERY_CACHE_MS = 60_000;
const HEARD_QUERY_CACHE_MS = 10 * 60_000;

export function createQueryCompiler(db: Db, rowsWith: RowsWithLexeme) {
  /** Whether the announcements of the vocabulary reach this instance (`hearing`). */
  let heard = false;
  /**
   * How many times the vocabulary was forgotten: a query compiled before the last `forget` may predate the
   * change announced, so it is used but not kept.
   */
  let forgotten = 0;
  const ages = {
    maxAgeMs: () => (heard ? HEARD_QUERY_CACHE_MS : QUERY_CACHE_MS),
    longestMs: Math.max(HEARD_QUERY_CACHE_MS, QUERY_CACHE_MS),
  };
  /** Compiled queries by kind, exactness and text, for `ages.maxAgeMs` (test: search-caches.test.ts). */
  const compiledQueriesByText = createVocabularyCache<CompiledQuery | null>(5_000, ages);
  const lookups = createWordLookups(db, ages);

  /**
   * The tsquery (as text) of a text's words, english stems, the last word as the lexemes its prefix stands for
   * (`tsQuery`). A text of words and spaces only is its words' queries joined, each word's kept, so a new text of
   * known words asks the database nothing (the same text as PostgreSQL's but for codes: search-compile.test.ts); any
   * other text is compiled whole. A code typed in a text of words matches either way it may be written
   * (`codeWritings`): "ip 67" is `'ip' & '67' | 'ip67'`, "24v" is `'24v' | '24' & 'v'`. `groups` are then the tsquery
   * of each typed word for a partial answer, a word of a code typed apart also as the code joined ("ip 67":
   * `'ip' | 'ip67'` and `'67' | 'ip67'`); null for a text compiled whole.
   */
  async function textQueryOf(
    query: ParsedQuery,
    stemming: Stemming,
  ): Promise<{ all: string; groups: string[] | null }> {
    const words = plainWords(query);
    if (!words) return { all: withoutCompoundParts(await findTextQuery(db, query)), groups: null };
    const typed = [...words.whole, words.prefix];
    // A code either way it may be written, an acronym also spelt out (synonyms.ts).
    const writings = codeWritings(typed).map((writing) =>
      writing.typed.length === 1
        ? { ...writing, others: [...writing.others, ...acronymWritings(typed[writing.typed[0]!]!)] }
        : writing,
    );
    const written = writings.flatMap((writing) =>
      writing.others.flat().filter((word): word is string => typeof word === 'string'),
    );
    const wanted = [...words.whole, ...written, ...(stemming ? [words.prefix] : [])];
    const { stemmed, prefix } = await lookups.formsOf(wanted, words.prefix);
    const english = (word: string) => stemmed.get(word)!.english;
    // As PostgreSQL writes a conjunction: an alternative in parentheses, a phrase (which binds tighter) without.
    const conjunction = (parts: string[]) => {
      const present = parts.filter(Boolean);
      if (present.length === 1) return present[0]!;
      return present.map((part) => (part.includes(' | ') ? `( ${part} )` : part)).join(' & ');
    };
    // Alternatives, each once, as PostgreSQL writes a disjunction (without parentheses).
    const either = (ways: string[]) => withoutCompoundParts([...new Set(ways.filter(Boolean))].join(' | '));
    // A word typed on a Spanish or Italian page also as that language stems it, for the listings written in it; a
    // stop word of that language is dropped, as those listings drop it. The last word also as a whole word there.
    const ownStem = (word: string) => (stemming ? stemmed.get(word)![stemming] : null);
    const typedForm = (word: string) => {
      const own = ownStem(word);
      return own === null ? english(word) : own ? either([english(word), own]) : '';
    };
    const lastOwn = ownStem(words.prefix);
    const lastForm = lastOwn ? either([prefix, lastOwn]) : prefix;
    // A typed word's form (the last one's as a prefix), or a word written otherwise, whole.
    const formOf = (word: number | string) =>
      typeof word === 'string'
        ? english(word)
        : word === words.whole.length
          ? lastForm
          : typedForm(typed[word]!);
    const groups: string[] = [];
    const wordGroups: string[] = [];
    for (const { typed: group, others, split } of writings) {
      const ways = [group, ...others].map((way) => way.map(formOf));
      // A split with a stop word would search its other runs alone ("m12" as "12").
      const kept = split && ways[1]!.some((form) => !form) ? ways.slice(0, 1) : ways;
      groups.push(either(kept.map(conjunction)));
      if (group.length === 1) wordGroups.push(groups.at(-1)!);
      else {
        // Each word of a run, or a word it is joined to: a row with "IP67" has both "ip" and "67".
        for (const at of group) {
          const joined = [at - 1, at + 1]
            .filter((other) => group.includes(other))
            .map((other) => english(other < at ? typed[other]! + typed[at]! : typed[at]! + typed[other]!));
          wordGroups.push(either([formOf(at), ...joined]));
        }
      }
    }
    return { all: conjunction(groups), groups: wordGroups.filter(Boolean) };
  }

  /**
   * The corrections of the typos among the words, each the candidate the search policy chooses for the searched
   * kind (`chooseCorrection`: fewest edits, then most rows of the kind).
   */
  async function correctionsOf(parsed: ParsedQuery, kind: 'products' | 'businesses', stemming: Stemming) {
    const candidates = await lookups.correctionsOf(parsed.words, parsed.prefix);
    const fixes = new Map<string, string>();
    // On a Spanish or Italian page, a word whose stem in that language the kind's listings have is no typo
    // ("valvola" on an Italian page, for "Valvole").
    const own = stemming && candidates.size > 0 ? await lookups.formsOf([...candidates.keys()], null) : null;
    for (const [word, options] of candidates) {
      const stem = own && /^'([^']+)'$/.exec(own.stemmed.get(word)?.[stemming!] ?? '')?.[1];
      if (stem && (await rowsWith(kind, stem)) > 0) continue;
      const close = options.filter((option) => !option.split);
      const weighed = await Promise.all(
        close.map(async (option) => ({
          word: option.word,
          edits: distance(word, option.word),
          rows: await rowsWith(kind, option.stem),
        })),
      );
      // No known word close enough: two words typed together ("carseat"), if they are that.
      const chosen =
        chooseCorrection(weighed.filter((option) => option.edits <= maxCorrectionEdits(word))) ??
        options.find((option) => option.split)?.word;
      if (chosen) fixes.set(word, chosen);
    }
    return fixes;
  }

  /**
   * Products and businesses: english stems, typo correction against the words the kind has, the last word as the
   * lexemes its prefix stands for.
   */
  async function compileText(
    text: string,
    kind: 'products' | 'businesses',
    exact: boolean,
    stemming: Stemming,
  ): Promise<CompiledQuery | null> {
    const parsed = parseQuery(text);
    if (!parsed) return null;
    // The query of the words as typed is asked for beside their corrections, not after them: most texts have no
    // typo, and their words met for the first time then cost one round trip, not two.
    const [fixes, asTyped] = await Promise.all([
      exact ? new Map<string, string>() : correctionsOf(parsed, kind, stemming),
      textQueryOf(parsed, stemming),
    ]);
    // A correction may be two words ("car seat"): the corrected text is parsed again.
    const correctedText = fixes.size > 0 ? correctText(text, fixes) : null;
    const corrected = correctedText === null ? parsed : (parseQuery(correctedText) ?? parsed);
    const { all, groups } = correctedText === null ? asTyped : await textQueryOf(corrected, stemming);
    if (!all) return null;
    return {
      all,
      index: indexQueryOf(all, groups, !usesSearchSyntax(text), corrected.prefix),
      corrected: correctedText,
    };
  }

  /**
   * People: names are indexed as they are written (`simple`), company and profession with english stems, so each
   * word matches either way ("James" is `james` in a name, `jame` in english). No typo correction: names are too
   * varied for one ("Cooper" is not a typo of "copper").
   */
  async function compilePeople(text: string): Promise<CompiledQuery | null> {
    const parsed = parseQuery(text);
    if (!parsed) return null;
    if (usesSearchSyntax(text)) {
      const all = await findSimpleWebQuery(db, parsed.head);
      return all ? { all, index: indexQueryOf(all, null, false, null), corrected: null } : null;
    }
    const { forms } = await findWordForms(db, parsed.words, { lastIsPrefix: parsed.prefix !== null });
    const words = forms
      // A stop word (no english form) is dropped, as english drops it from companies and professions.
      .filter((form) => form.english)
      .map(({ word, simple, english }, at) => {
        // The last word also as it is, beside its prefix forms: a whole name typed is a name.
        const whole = at === forms.length - 1 && parsed.prefix ? `'${word}' | ` : '';
        return `( ${whole}${simple} | ${english} )`;
      });
    if (words.length === 0) return null;
    const all = words.join(' & ');
    return { all, index: indexQueryOf(all, words, true, parsed.prefix), corrected: null };
  }

  return {
    /**
     * The listings' vocabulary gained typo targets ('words': every correction and compiled query may change) or
     * lexemes ('lexemes': the expansion of a prefix may change).
     */
    forget(what: 'words' | 'lexemes') {
      forgotten++;
      lookups.forget(what);
      compiledQueriesByText.clear();
    },

    /**
     * The announcements of the vocabulary reach this instance from now on (after `forget('words')`: what was kept
     * while they did not may be stale), or no longer do. What is kept then lasts HEARD_QUERY_CACHE_MS rather than
     * QUERY_CACHE_MS, so that a word is not asked for again every minute.
     */
    hearing(on: boolean) {
      heard = on;
    },

    /**
     * The compiled query of a text, null when it has no word to match (stop words alone: search as if no text
     * was given). `exact`: no typo correction. `language`: the searcher's (the page's); Spanish and Italian texts
     * also match the stems of listings written in those languages.
     */
    async compile(
      text: string,
      kind: QueryKind,
      exact = false,
      language: SiteLocale = 'en',
    ): Promise<CompiledQuery | null> {
      const stemming = kind === 'people' || usesSearchSyntax(text) ? null : (OWN_STEMS[language] ?? null);
      const key = `${kind}\u0000${exact ? 'x' : ''}\u0000${stemming ?? ''}\u0000${text.slice(0, 300)}`;
      const kept = compiledQueriesByText.get(key);
      if (kept !== undefined) return kept;
      const asked = forgotten;
      const query =
        kind === 'people' ? await compilePeople(text) : await compileText(text, kind, exact, stemming);
      if (asked === forgotten) compiledQueriesByText.set(key, query);
      return query;
    },
  };
}
