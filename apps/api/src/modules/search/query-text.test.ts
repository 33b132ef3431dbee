import { describe, expect, it } from 'vitest';
import { parseQuery, plainWords, withoutCompoundParts } from './query-text';

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
});

describe('withoutCompoundParts', () => {
  it('searches a hyphenated word as its parts, so "great-lakes" finds "Great Lakes"', () => {
    expect(withoutCompoundParts("'great-lak' <-> 'great' <-> 'lake'")).toBe("( 'great' & 'lake' )");
    expect(withoutCompoundParts("'heavy-duti' <-> 'heavi' <-> 'duti' & 'hammock'")).toBe(
      "( 'heavi' & 'duti' ) & 'hammock'",
    );
  });

  it('counts stop words left out of the parts', () => {
    expect(withoutCompoundParts("'state-of-the-art' <-> 'state' <3> 'art' & 'lathe'")).toBe(
      "( 'state' & 'art' ) & 'lathe'",
    );
  });

  it('keeps a quoted phrase a phrase of the parts, the rest as far as it was', () => {
    expect(withoutCompoundParts("'heavy-duti' <-> 'heavi' <-> 'duti' <-> 'pump'")).toBe(
      "'heavi' <-> 'duti' <-> 'pump'",
    );
    expect(withoutCompoundParts("'hydraul' <-> 'heavy-duti' <-> 'heavi' <-> 'duti'")).toBe(
      "'hydraul' <-> 'heavi' <-> 'duti'",
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
