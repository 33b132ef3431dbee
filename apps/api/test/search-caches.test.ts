import { describe, expect, it } from 'vitest';
import { createBusiness } from './factories';
import { useTestApi } from './helper';
import { searchSupport } from './search-support';

const api = useTestApi();
const { searchBusinesses } = searchSupport(api);

/** A business search's corrected text and the names it found. */
const search = async (textQuery: string) => {
  const found = (await searchBusinesses({ textQuery })) as Awaited<ReturnType<typeof searchBusinesses>> & {
    correctedQuery: string | null;
  };
  return {
    corrected: found.correctedQuery,
    names: found.results.map((r) => r.businessProfile.general.companyName),
  };
};

describe('caches of search', () => {
  it('forgets a word correction once a listing has the word (NOTIFY search_vocabulary)', async () => {
    const db = api.database.db;
    await createBusiness(db, { companyName: 'Zanderfield Forge' });
    expect(await search('zanderfeld')).toEqual({ corrected: 'zanderfield', names: ['Zanderfield Forge'] });

    // A new business makes the typed word a known one: every instance hears of it and stops correcting it.
    await createBusiness(db, { companyName: 'Zanderfeld Mills' });
    await expect
      .poll(() => search('zanderfeld'), { timeout: 5_000 })
      .toEqual({ corrected: null, names: ['Zanderfeld Mills'] });
  });

  it('expands a typed prefix to the lexemes of a listing added after the text was compiled', async () => {
    const db = api.database.db;
    await createBusiness(db, { companyName: 'Quorvenite Castings' });
    expect((await search('quorven')).names).toEqual(['Quorvenite Castings']);

    // The new word is only in a description: a new lexeme, not a new typo target (NOTIFY 'lexemes').
    await createBusiness(db, { companyName: 'Harbor Alloys', shortDescription: 'Quorvenlux billets.' });
    await expect
      .poll(async () => (await search('quorven')).names.sort(), { timeout: 5_000 })
      .toEqual(['Harbor Alloys', 'Quorvenite Castings']);
  });
});
