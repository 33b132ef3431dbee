/** A letter, digit or underscore: what PostgreSQL's `\m` and the suggestion terms count as part of a word. */
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * A name made ready for "does a word of it start with this typed text": its text in lower case from each position
 * that follows no letter, digit or underscore (the start, and after every space or punctuation). Built once per
 * name, so that matching a keystroke is a few `startsWith` calls rather than a Unicode regular expression per name
 * (0.3 ms a suggestion over the reference data's 1,000 names, a quarter of the API's time under load).
 */
export interface WordStarts {
  starts: string[];
}

export function wordStartsOf(name: string): WordStarts {
  const lower = [...name.toLowerCase()];
  const starts: string[] = [];
  for (let i = 0; i < lower.length; i++)
    if (i === 0 || !WORD_CHARACTER.test(lower[i - 1]!)) starts.push(lower.slice(i).join(''));
  return { starts };
}

/** Whether a word of the name starts with the typed text (already in lower case), its characters taken literally. */
export const hasWordStarting = (name: WordStarts, typed: string) =>
  name.starts.some((start) => start.startsWith(typed));
