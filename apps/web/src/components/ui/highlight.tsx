import type { ReactNode } from 'react';

/**
 * A character without its accents ("á" as "a"), as search reads it; one that would change length stays as it is, so
 * that a text and its folded copy keep the same indexes.
 */
const foldCharacter = (character: string) => {
  const folded = character
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return folded.length === character.length ? folded : character;
};
const foldAccents = (text: string) => text.replace(/[^ -~]/g, foldCharacter);

/** Chinese is written without spaces: a Chinese term is marked wherever it stands, not only at a word's start. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;

/**
 * The words of a search, as the starts of the words they match in a text: each typed word of two or more letters,
 * without accents (search finds "Válvula" for "valvula" and the reverse), longest first so that the longest start
 * wins. Stemmed searches (products and businesses) also match without a
 * plural `s` ("pumps" finds "Pump"); people's names are matched as written, so "James" marks all of "James".
 */
export function highlightTerms(search: string, { stemmed = true } = {}): string[] {
  const words = foldAccents(search.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];
  // A code typed apart ("ip 67") is also marked where it is written as one word ("IP67"), as search finds it.
  const joined = words
    .slice(1)
    .map((word, at) => words[at]! + word)
    .filter((word) => /^(?:\p{L}+[0-9]+|[0-9]+\p{L}+)$/u.test(word));
  const starts = [...words, ...joined]
    .filter((word) => word.length >= 2)
    .map((word) => (stemmed && word.length > 3 ? word.replace(/s$/, '') : word));
  return [...new Set(starts)].sort((a, b) => b.length - a.length);
}

/** The characters a regular expression gives a meaning to, escaped so that a typed word is taken literally. */
const literal = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * A term as a pattern: letters and digits next to each other also match with a hyphen or a space between them
 * ("gi251" marks "GI-251", "24v" marks "24 V"), as search finds them.
 */
const termPattern = (term: string) =>
  literal(term).replace(/(?<=\p{L})(?=[0-9])|(?<=[0-9])(?=\p{L})/gu, '[-\\s]?');

/**
 * The text with every word that starts with one of `terms` marked (a Chinese term wherever it stands, accents
 * aside). The text stays text: React escapes it, so
 * markup in a name is shown, never run.
 */
export function Highlight({ text, terms }: { text: string; terms: string[] }): ReactNode {
  if (terms.length === 0 || !text) return text;
  const wordStarts = terms.filter((term) => !HAN.test(term)).map(termPattern);
  const chinese = terms.filter((term) => HAN.test(term)).map(literal);
  const pattern = new RegExp(
    [
      ...(wordStarts.length ? [`(?<![\\p{L}\\p{N}])(?:${wordStarts.join('|')})`] : []),
      ...(chinese.length ? [`(?:${chinese.join('|')})`] : []),
    ].join('|'),
    'giu',
  );
  const parts: ReactNode[] = [];
  let last = 0;
  // Matched in the text without its accents, marked in the text as written (the two have the same indexes).
  for (const match of foldAccents(text).matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
        {text.slice(match.index, match.index + match[0].length)}
      </mark>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
