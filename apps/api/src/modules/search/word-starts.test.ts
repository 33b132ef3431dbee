import { describe, expect, it } from 'vitest';
import { WordStartIndex } from './word-starts';

/** The definition: the typed text at a position no letter, digit or underscore precedes, any case, taken literally. */
const byRegularExpression = (name: string, typed: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${typed.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}`, 'iu').test(name);

const NAMES = [
  'Pumps & Compressors',
  'Valves (Industrial)',
  'Heat-Exchangers, Plate Type',
  'CNC Machining / Turning',
  'Food_Processing Lines',
  'Ölfilter und Düsen',
  '3D Printing Services',
  'Fasteners: Bolts, Nuts+Washers',
  'Café Equipment',
];

describe('WordStartIndex', () => {
  it('agree with the regular expression for every piece of every name, and for text it does not hold', () => {
    let compared = 0;
    for (const name of NAMES) {
      const index = new WordStartIndex([name]);
      const lower = name.toLowerCase();
      const typedTexts = new Set(['zz', 'pumps  &', 's (', ')', '+w', '/ t']);
      for (let i = 0; i < lower.length; i++)
        for (let j = i + 1; j <= lower.length; j++) typedTexts.add(lower.slice(i, j));
      for (const typed of typedTexts) {
        expect(index.firstMatching([typed], 1).length === 1, `${name} / ${typed}`).toBe(
          byRegularExpression(name, typed),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2_000);
  });

  it('matches at the start of words only, across several words', () => {
    const found = (name: string, typed: string) =>
      new WordStartIndex([name]).firstMatching([typed], 1).length === 1;
    expect(found('Heat-Exchangers, Plate Type', 'exch')).toBe(true);
    expect(found('Heat-Exchangers, Plate Type', 'plate t')).toBe(true);
    expect(found('Heat-Exchangers, Plate Type', 'xchang')).toBe(false);
    expect(found('Food_Processing', 'processing')).toBe(false);
  });

  it('are what the index finds: the first names in their order with a word starting with any typed text', () => {
    const index = new WordStartIndex(NAMES);
    const typedTexts = new Set(['zz', '', 'pumps  &', 's (', 'ö', 'caf', 'p', 'c', 'f']);
    for (const name of NAMES) {
      const lower = name.toLowerCase();
      for (let i = 0; i < lower.length; i++) typedTexts.add(lower.slice(i, i + 1 + (i % 4)));
    }
    const typed = [...typedTexts];
    let compared = 0;
    for (const [at, text] of typed.entries()) {
      // One text, and two at once (a code typed apart is also searched joined).
      for (const texts of [[text], [text, typed[(at * 7) % typed.length]!]]) {
        const linear = NAMES.flatMap((_, position) =>
          texts.some((each) => byRegularExpression(NAMES[position]!, each)) ? [position] : [],
        );
        expect(index.firstMatching(texts, Infinity), texts.join(' / ')).toEqual(linear);
        expect(index.firstMatching(texts, 2), texts.join(' / ')).toEqual(linear.slice(0, 2));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
