import { describe, expect, it } from 'vitest';
import { applyCorrections, parseQuery } from './query-text';

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
