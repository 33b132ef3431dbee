import { describe, expect, it } from 'vitest';
import { applyCorrections, parseQuery, plainWords, withoutCompoundParts } from './query-text';

describe('parseQuery', () => {
  it('matches the last plain word as a prefix', () => {
    expect(parseQuery('hydraulic pu')).toEqual({
      head: 'hydraulic',
      prefix: 'pu',
      words: ['hydraulic', 'pu'],
    });
  });

  it('keeps quotes and negation for websearch syntax, without a prefix after a closing quote', () => {
    expect(parseQuery('"gear pump" -valve')?.prefix).toBeNull();
    expect(parseQuery('"gear pump"')).toEqual({ head: '"gear pump"', prefix: null, words: ['gear', 'pump'] });
  });

  it('returns nothing to search for text without words', () => {
    expect(parseQuery('  !!! ** ')).toBeNull();
    expect(parseQuery('')).toBeNull();
  });

  it('never lets operators or SQL into the prefix, and cuts long pastes', () => {
    const parsed = parseQuery("pump'); drop table users; -- :* & |")!;
    expect(parsed.prefix).toBeNull();
    expect(parseQuery('pump '.repeat(2000) + 'valve')!.words.length).toBeLessThanOrEqual(12);
    expect(parseQuery("o'reilly")!.prefix).toBe('reilly');
  });

  it('applies typo corrections to whole words', () => {
    const parsed = applyCorrections(parseQuery('hydralic pumps')!, new Map([['hydralic', 'hydraulic']]));
    expect(parsed).toEqual({ head: 'hydraulic', prefix: 'pumps', words: ['hydraulic', 'pumps'] });
  });
});

describe('withoutCompoundParts', () => {
  it('keeps the whole hyphenated word and drops the phrase of its parts', () => {
    expect(withoutCompoundParts("'heavy-duti' <-> 'heavi' <-> 'duti' & 'hammock'")).toBe(
      "'heavy-duti' & 'hammock'",
    );
  });

  it('counts stop words left out of the parts', () => {
    expect(withoutCompoundParts("'state-of-the-art' <-> 'state' <3> 'art' & 'lathe'")).toBe(
      "'state-of-the-art' & 'lathe'",
    );
  });

  it('keeps the rest of a quoted phrase as far from the whole word as it was', () => {
    expect(withoutCompoundParts("'heavy-duti' <-> 'heavi' <-> 'duti' <-> 'pump'")).toBe(
      "'heavy-duti' <3> 'pump'",
    );
  });

  it('leaves phrases without a hyphenated word alone', () => {
    expect(withoutCompoundParts("'hydraul' <-> 'pump' & 'o''brien'")).toBe(
      "'hydraul' <-> 'pump' & 'o''brien'",
    );
  });
});

describe('plainWords', () => {
  it('gives the whole words and the prefix of a text of words, hyphenated words and ampersands', () => {
    expect(plainWords(parseQuery('Stainless  centrifugal pum')!)).toEqual({
      whole: ['stainless', 'centrifugal'],
      prefix: 'pum',
    });
    expect(plainWords(parseQuery('Low-Noise furnaces & boi')!)).toEqual({
      whole: ['low-noise', 'furnaces'],
      prefix: 'boi',
    });
    expect(plainWords(parseQuery('pum')!)).toEqual({ whole: [], prefix: 'pum' });
  });

  it('leaves out other punctuation and websearch syntax ("or" between words)', () => {
    for (const text of [
      'heavy-duty-',
      'pumps, valves',
      'a-b- c',
      'a&b c',
      '-a b',
      '"gear pump"',
      'gear -pump',
      'gear or pump',
      'pump.',
    ])
      expect(plainWords(parseQuery(text)!), text).toBeNull();
  });
});
