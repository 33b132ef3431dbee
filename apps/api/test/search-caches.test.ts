import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBusiness } from './factories';
import { useTestApi } from './helper';
import { searchSupport } from './search-support';

const api = useTestApi();
const { searchBusinesses } = searchSupport(api);

afterEach(() => {
  vi.restoreAllMocks();
});

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
  it('keeps a compiled query and its word corrections for a minute, then compiles the text again', async () => {
    const db = api.database.db;
    await createBusiness(db, { companyName: 'Zanderfield Forge' });
    expect(await search('zanderfeld')).toEqual({ corrected: 'zanderfield', names: ['Zanderfield Forge'] });

    // A new business makes the typed word a known one; the kept compilation still corrects it, for a while.
    await createBusiness(db, { companyName: 'Zanderfeld Mills' });
    expect((await search('zanderfeld')).corrected).toBe('zanderfield');

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await search('zanderfeld')).toEqual({ corrected: null, names: ['Zanderfeld Mills'] });
  });
});
