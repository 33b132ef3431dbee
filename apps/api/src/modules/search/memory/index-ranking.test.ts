import { describe, expect, it } from 'vitest';
import { FIELD_WEIGHTS, TIER_BOOST } from '../policy';
import type { SearchRow } from '../repository';
import { SearchIndex, type IndexQuery } from './index-ranking';
import { searchRow } from './test-rows';
import { parseTsquery, type QueryNode } from './text-format';

const id = (number: number) => searchRow(number, '').id;
const idsOf = (ranking: { ids: string }) => ranking.ids.match(/.{36}/g) ?? [];

/** A query of plain words (each a lexeme), all required. */
function words(...lexemes: string[]): IndexQuery {
  const nodes = lexemes.map((lexeme): QueryNode => ({ kind: 'lexeme', lexeme, prefix: false }));
  return {
    all: nodes.length === 1 ? nodes[0]! : { kind: 'and', items: nodes },
    words: nodes,
    typedPrefix: null,
  };
}
/** A query from tsquery text (search syntax: no partial answer). */
const syntax = (tsquery: string): IndexQuery => ({
  all: parseTsquery(tsquery)!,
  words: [],
  typedPrefix: null,
});

function indexOf(...rows: SearchRow[]) {
  const index = new SearchIndex();
  index.appendListed(rows);
  return index;
}

describe('the ranking policy', () => {
  it('ranks a word in the name above the same word in a description (FIELD_WEIGHTS)', () => {
    expect(FIELD_WEIGHTS[3]).toBeGreaterThan(FIELD_WEIGHTS[0]!);
    const index = indexOf(
      searchRow(1, "'pump':12 'water':1A 'filter':2A 'hous':3"),
      searchRow(2, "'pump':2A 'gear':1A 'cast':3 'iron':4"),
    );
    expect(idsOf(index.rank(words('pump')))).toEqual([id(2), id(1)]);
  });

  it('ranks the rows with every word above those with some, and says when none has them all', () => {
    const index = indexOf(
      searchRow(1, "'heat':1A 'pump':2A"),
      searchRow(2, "'hydraul':1A 'pump':2A"),
      searchRow(3, "'hydraul':1A 'press':2A"),
    );
    expect(idsOf(index.rank(words('hydraul', 'pump')))).toEqual([id(2)]);
    const some = index.rank(words('hydraul', 'pump', 'gear'));
    expect(some.partial).toBe(true);
    expect(idsOf(some)[0]).toBe(id(2));
    expect(some.total).toBe(3);
  });

  it('weighs a rare word above a common one (rarity)', () => {
    // "industrial" is in every row, "cryogenic" in one: the row with the rare word in its name comes first even
    // though the other has the common word in its name.
    const rows = [searchRow(1, "'industri':1A 'cryogen':5"), searchRow(2, "'cryogen':1A 'industri':5")];
    for (let n = 3; n <= 20; n++) rows.push(searchRow(n, `'industri':1A 'valv':2A`));
    const index = indexOf(...rows);
    expect(idsOf(index.rank(words('industri', 'cryogen')))).toEqual([id(2), id(1)]);
  });

  it('ranks the words together, in order, above the same words apart (PHRASE_BOOST)', () => {
    const index = indexOf(
      searchRow(1, "'hydraul':1A 'fluid':2A 'pump':3A 'seal':4A"),
      searchRow(2, "'pump':1A 'seal':2A 'kit':3A 'hydraul':4A"),
      searchRow(3, "'hydraul':1A 'pump':2A 'seal':3A 'kit':4A"),
    );
    expect(idsOf(index.rank(words('hydraul', 'pump')))).toEqual([id(3), id(1), id(2)]);
  });

  it('ranks the rows whose name ends with the last word typed, codes aside, above the others (HEAD_BOOST)', () => {
    const index = indexOf(
      searchRow(1, "'industri':1A 'robot':2A 'control':3A 'k200':4A"),
      searchRow(2, "'industri':1A 'delta':2A 'robot':3A 'k300':4A"),
    );
    // The controller holds the words next to each other; the delta robot is a robot.
    expect(idsOf(index.rank(words('industri', 'robot')))).toEqual([id(2), id(1)]);
    expect(idsOf(index.rank(words('robot')))).toEqual([id(2), id(1)]);
  });

  it('raises a paid tier among comparable matches, not a weak match above a strong one (TIER_BOOST)', () => {
    expect(TIER_BOOST.platinum).toBeGreaterThan(0);
    const index = indexOf(
      searchRow(1, "'pump':1A 'gear':2A"),
      searchRow(2, "'pump':1A 'gear':2A", { tier: 'platinum' }),
      searchRow(3, "'pump':30 'catalog':1A 'gear':2A", { tier: 'platinum' }),
    );
    expect(idsOf(index.rank(words('pump')))).toEqual([id(2), id(1), id(3)]);
  });

  it('ranks every match, not only the first ones listed: an old exact match reaches the first page', () => {
    const rows = Array.from({ length: 5000 }, (_, at) =>
      searchRow(at + 1, "'pump':40 'industri':1A 'equip':2A", { tier: 'gold' }),
    );
    rows.push(searchRow(9000, "'pump':1A"));
    const ranking = indexOf(...rows).rank(words('pump'), {}, 5);
    expect(idsOf(ranking)[0]).toBe(id(9000));
    expect(ranking.total).toBe(5001);
    // Put in order as far as the next pages need (a heap: the rest are not sorted).
    expect(ranking.orderedUpTo).toBe(100);
  });

  it('picks the same first page with a heap as by sorting every match', () => {
    const rows = Array.from({ length: 6000 }, (_, at) =>
      searchRow(at + 1, `'valv':${(at % 37) + 1}${at % 3 === 0 ? 'A' : ''} 'brass':${(at % 11) + 40}`),
    );
    const index = indexOf(...rows);
    const all = idsOf(index.rank(words('valv'), {}, 6000));
    expect(idsOf(index.rank(words('valv'), {}, 20))).toEqual(all.slice(0, 100));
  });

  it('counts a lexeme that only extends the last word typed below the word itself', () => {
    const index = indexOf(searchRow(1, "'pumpkin':1A 'seed':2A"), searchRow(2, "'pump':1A 'seal':2A"));
    const query: IndexQuery = { ...words('pump'), typedPrefix: 'pump' };
    query.all = { kind: 'lexeme', lexeme: 'pump', prefix: true };
    query.words = [query.all];
    expect(idsOf(index.rank(query))).toEqual([id(2), id(1)]);
  });
});

describe('the index matches search syntax', () => {
  const index = indexOf(
    searchRow(1, "'heavi':1A 'duti':2A 'pump':3A"),
    searchRow(2, "'duti':1A 'heavi':3A 'pump':4A"),
    searchRow(3, "'heavi':1A 'duti':2A 'valv':3A"),
  );

  it('matches a phrase only where its words stand in order', () => {
    expect(idsOf(index.rank(syntax("'heavi' <-> 'duti' & 'pump'")))).toEqual([id(1)]);
  });

  it('leaves out the rows with a negated word', () => {
    expect(idsOf(index.rank(syntax("'heavi' & !'pump'")))).toEqual([id(3)]);
    expect(idsOf(index.rank(syntax("!'valv'"))).sort()).toEqual([id(1), id(2)]);
  });
});

describe('the index filters', () => {
  it('filters products by their commercial terms as the SQL of the filters did', () => {
    const terms = (priceMin: number | null, priceMax: number | null, moq: number | null, stock: boolean) => ({
      terms: {
        price_currency: priceMin === null ? null : 'USD',
        price_min: priceMin,
        price_max: priceMax,
        moq,
        payment_terms: ['T/T'],
        incoterms: ['FOB', 'EXW'],
        stock,
      },
    });
    const index = indexOf(
      searchRow(1, "'pump':1A", terms(10, 20, 100, true)),
      searchRow(2, "'pump':1A", terms(30, 40, 10, false)),
      searchRow(3, "'pump':1A", terms(null, null, null, true)),
    );
    const filtered = (filters: Parameters<typeof index.rank>[1]) => idsOf(index.rank(words('pump'), filters));
    const none = {
      priceCurrency: null,
      priceMin: null,
      priceMax: null,
      moqMax: null,
      paymentTerms: [],
      incoterms: [],
      inStock: false,
    };
    expect(filtered({ terms: { ...none, priceCurrency: 'USD', priceMin: 15 } }).sort()).toEqual([
      id(1),
      id(2),
    ]);
    expect(filtered({ terms: { ...none, priceCurrency: 'USD', priceMax: 25 } })).toEqual([id(1)]);
    expect(filtered({ terms: { ...none, moqMax: 50 } })).toEqual([id(2)]);
    expect(filtered({ terms: { ...none, inStock: true } }).sort()).toEqual([id(1), id(3)]);
    expect(filtered({ terms: { ...none, incoterms: ['FOB'] } }).sort()).toEqual([id(1), id(2), id(3)]);
    expect(filtered({ terms: { ...none, incoterms: ['CIF'] } })).toEqual([]);
  });
});

describe('the index without text', () => {
  it('lists paid tiers and verified first, then newest, rows written since sorted in', () => {
    const index = indexOf(searchRow(1, '', { tier: 'gold' }), searchRow(2, ''), searchRow(3, ''));
    index.apply([searchRow(4, '', { tier: 'platinum' }), searchRow(0, '')], []);
    expect(idsOf(index.list())).toEqual([id(4), id(1), id(0), id(2), id(3)]);
  });
});

describe('prefixes', () => {
  it('finds a lexeme that came after the first prefix query, and keeps the lexemes in byte order', () => {
    const prefix = (lexeme: string) => syntax(`'${lexeme}':*`);
    const index = indexOf(
      searchRow(1, "'quartz':1 'valv':2"),
      searchRow(2, "'quill':1 'pump':2"),
      searchRow(3, "'zinc':1"),
    );
    expect(idsOf(index.rank(prefix('qu'))).sort()).toEqual([id(1), id(2)]);
    index.apply(
      [
        searchRow(4, "'quest':1 'aardvark':2"),
        searchRow(5, "'quorvex':1 'émail':2"),
        searchRow(6, "'Zed':1 'quiet':2"),
      ],
      [],
    );
    expect(idsOf(index.rank(prefix('qu'))).sort()).toEqual([1, 2, 4, 5, 6].map(id));
    expect(idsOf(index.rank(prefix('quo')))).toEqual([id(5)]);
    expect(idsOf(index.rank(prefix('é')))).toEqual([id(5)]);
    expect(idsOf(index.rank(prefix('Z')))).toEqual([id(6)]);
  });
});
