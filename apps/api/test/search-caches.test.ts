import { describe, expect, it, vi } from 'vitest';
import { createBusiness } from './factories';
import { useTestApi } from './helper';
import { recording, searchSupport } from './search-support';
import { createQueryCompiler } from '../src/modules/search/compile';

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

  it('keeps a compiled text ten minutes while the vocabulary is heard, one minute when it is not', async () => {
    const { db, statements } = recording(api.database.db);
    const compiler = createQueryCompiler(db, async () => 1);
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    /** How many statements compiling the text ran (none when everything was kept). */
    const compile = async () => {
      const before = statements.length;
      await compiler.compile('gear pump', 'products');
      return statements.length - before;
    };
    try {
      expect(await compile()).toBeGreaterThan(0);
      now += 59_000;
      expect(await compile()).toBe(0);
      now += 2_000;
      expect(await compile()).toBeGreaterThan(0);

      // Heard: every change to the vocabulary is announced, so what was kept lasts ten minutes.
      compiler.hearing(true);
      now += 9 * 60_000;
      expect(await compile()).toBe(0);
      now += 2 * 60_000;
      expect(await compile()).toBeGreaterThan(0);

      // No longer heard (the connection was lost): one minute again.
      compiler.hearing(false);
      now += 61_000;
      expect(await compile()).toBeGreaterThan(0);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps nothing it asked for before the vocabulary was forgotten: the answer may predate the change', async () => {
    const { db, statements } = recording(api.database.db);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The compile's statements wait at the gate, while the database announces a new word.
    const held = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'execute')
          return async (...args: Parameters<typeof db.execute>) => {
            await gate;
            return target.execute(...args);
          };
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const compiler = createQueryCompiler(held, async () => 1);
    const compiling = compiler.compile('gear pump', 'products');
    compiler.forget('words');
    open();
    expect((await compiling)?.all).toBeTruthy();
    const before = statements.length;
    await compiler.compile('gear pump', 'products');
    expect(statements.length).toBeGreaterThan(before);
  });
});
