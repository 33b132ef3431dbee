import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, createUser } from './factories';
import { useTestApi } from './helper';
import { searchSupport } from './search-support';
import { createSearchService } from '../src/modules/search';

const api = useTestApi();
const { post, searchProducts: products } = searchSupport(api);

const people = async (textQuery: string) =>
  (await post('/api/user/search', { textQuery, skip: 0, size: 5 })).json().data as {
    profiles: { firstName: string; lastName: string }[];
    totalResults: number;
    partialMatch: boolean;
    correctedQuery: string | null;
  };

beforeAll(async () => {
  const db = api.database.db;
  await createUser(db, { firstName: 'James', lastName: 'Anderson', companyName: 'Anderson Fluid Power' });
  await createUser(db, { firstName: 'Mia', lastName: 'Cooper', companyName: 'Lakeside Castings' });
  await createUser(db, { firstName: 'James', lastName: 'Ortiz', companyName: 'Ortiz Valves' });
  const maker = await createBusiness(db, { companyName: 'Great Lakes Fluid Works' });
  await createProduct(db, maker.id, { name: 'Hydraulic Cylinder HC-40', description: 'Double acting.' });
  await createProduct(db, maker.id, { name: 'Centrifugal Pump CP-2', description: 'Water transfer.' });
  await createProduct(db, maker.id, { name: 'Gear Pump GP-7', description: 'Oil transfer.' });
  await createProduct(db, maker.id, { name: 'Copper Tube CT-1', description: 'Seamless.' });
});

describe('people search by name', () => {
  it('finds a person by full name, as by either name alone (regression: "James Anderson" found nobody)', async () => {
    const full = await people('James Anderson');
    expect(full.profiles.map((p) => p.lastName)).toEqual(['Anderson']);
    expect((await people('james')).totalResults).toBe(2);
    expect((await people('Anderson')).totalResults).toBe(1);
    // While the last name is being typed, too.
    expect((await people('james ande')).profiles.map((p) => p.lastName)).toEqual(['Anderson']);
  });

  it('does not correct a name against product words (regression: "Cooper" became "copper")', async () => {
    const found = await people('Cooper');
    expect(found.profiles.map((p) => p.lastName)).toEqual(['Cooper']);
    expect(found.correctedQuery).toBeNull();
    expect((await people('Mia Cooper')).totalResults).toBe(1);
  });

  it('still finds company words by their stems, and ignores stop words between them', async () => {
    expect((await people('castings')).profiles.map((p) => p.lastName)).toEqual(['Cooper']);
    expect((await people('anderson and fluid')).totalResults).toBe(1);
  });
});

describe('partial matches', () => {
  it('answers the products that match some of the words when none match all (regression: "hydraulic pump" gave 0)', async () => {
    const found = await products('hydraulic pump');
    expect(found.partialMatch).toBe(true);
    expect(found.results.map((p) => p.name).sort()).toEqual([
      'Centrifugal Pump CP-2',
      'Gear Pump GP-7',
      'Hydraulic Cylinder HC-40',
    ]);
    expect(found.total_results).toBe(3);
  });

  it('ranks the rows that match more of the words first', async () => {
    const found = await products('gear pump cylinder');
    expect(found.partialMatch).toBe(true);
    expect(found.results[0]!.name).toBe('Gear Pump GP-7');
    // The oldest listing, first because it has two of the three words; the newer one has one.
    const older = await products('hydraulic cylinder copper');
    expect(older.results.map((p) => p.name)).toEqual(['Hydraulic Cylinder HC-40', 'Copper Tube CT-1']);
  });

  it('says nothing of partial matches when all the words match', async () => {
    const found = await products('gear pump');
    expect(found).toMatchObject({ partialMatch: false, total_results: 1 });
  });

  it('answers nothing for a text none of whose words match', async () => {
    expect(await products('zeppelin quasar')).toMatchObject({ total_results: 0, partialMatch: false });
  });
});

describe('hyphenated words', () => {
  it('finds a hyphenated word by its parts, together first; a quoted phrase only as written', async () => {
    const maker = await createBusiness(api.database.db, { companyName: 'Brandvik Outdoor' });
    await createProduct(api.database.db, maker.id, { name: 'Heavy-Duty Hammock HX', description: 'Canvas.' });
    await createProduct(api.database.db, maker.id, { name: 'Duty Heavy Hammock', description: 'Canvas.' });
    expect((await products('heavy-duty hammock')).results.map((p) => p.name)).toEqual([
      'Heavy-Duty Hammock HX',
      'Duty Heavy Hammock',
    ]);
    expect((await products('"heavy-duty hammock"')).results.map((p) => p.name)).toEqual([
      'Heavy-Duty Hammock HX',
    ]);
    expect((await products('"heavy-duty canvas"')).total_results).toBe(0);
  });

  it('finds "Great Lakes" for "great-lakes" (regression: it answered 0)', async () => {
    await createBusiness(api.database.db, { companyName: 'Great Lakes Vortex Hydraulics' });
    const found = await post('/api/search/business', { textQuery: 'great-lakes vortex', businessType: 'MA' });
    expect(found.json().data.results[0].businessProfile.general.companyName).toBe(
      'Great Lakes Vortex Hydraulics',
    );
  });
});

describe('model numbers', () => {
  const names = async (textQuery: string) => {
    const found = await products(textQuery);
    expect(found).toMatchObject({ partialMatch: false, correctedQuery: null });
    return found.results.map((p) => p.name).sort();
  };

  it('finds a code written with a hyphen however it is typed (regression: "gi251" found nothing, "gi 251" some)', async () => {
    const maker = await createBusiness(api.database.db, { companyName: 'Quillon Automation' });
    await createProduct(api.database.db, maker.id, {
      name: 'Quillon GI-251 Plus Panel PC',
      specs: [{ key: 'Model', value: 'GI-251' }],
    });
    await createProduct(api.database.db, maker.id, { name: 'Quillon GI-252 Panel PC' });
    await createProduct(api.database.db, maker.id, { name: 'Quillon K123 Loader' });
    for (const typed of ['GI-251', 'gi251', 'gi 251', 'quillon gi251 plus', 'GI-251 Plus'])
      expect(await names(typed), typed).toEqual(['Quillon GI-251 Plus Panel PC']);
    // While typing: the last word is the start of both codes.
    for (const typed of ['gi-25', 'gi25', 'quillon gi 25'])
      expect(await names(typed), typed).toEqual(['Quillon GI-251 Plus Panel PC', 'Quillon GI-252 Panel PC']);
    // A code written as one word, typed with a hyphen.
    expect(await names('k-123')).toEqual(['Quillon K123 Loader']);
    // A code no product has is not "corrected" to a neighbouring one.
    expect(await products('gi253')).toMatchObject({ correctedQuery: null, total_results: 0 });
    expect(await products('k124')).toMatchObject({ correctedQuery: null, total_results: 0 });
    expect(await products('quillon gi253')).toMatchObject({ correctedQuery: null, partialMatch: true });
  });

  it('finds a code written as one word or apart, however it is typed (regression: "24v" missed "24 V DC")', async () => {
    const maker = await createBusiness(api.database.db, { companyName: 'Brennick Controls' });
    const product = (name: string, extra: object = {}) =>
      createProduct(api.database.db, maker.id, { name, ...extra });
    await product('Brennick IP67 Junction Box');
    await product('Brennick Sealed Enclosure', { description: 'Rated IP 67 against dust and water.' });
    await product('Brennick Relay', { specs: [{ key: 'Coil', value: '24 V DC' }] });
    await product('Brennick 24V Power Supply');
    await product('Brennick M12 Connector');
    await product('Brennick S7 Controller');
    await product('Brennick Gauge', { description: 'Reads up to 12 bar, 7 at most in use.' });
    await product('Brennick Timer', { description: 'A 4 second delay.' });
    const ip67 = ['Brennick IP67 Junction Box', 'Brennick Sealed Enclosure'];
    for (const typed of [
      'brennick ip67',
      'brennick ip 67',
      'brennick IP-67',
      'ip67 brennick',
      'ip 67 brennick',
    ])
      expect(await names(typed), typed).toEqual(ip67);
    const volts = ['Brennick 24V Power Supply', 'Brennick Relay'];
    for (const typed of ['brennick 24v', 'brennick 24 v', '24v brennick', '24 v brennick'])
      expect(await names(typed), typed).toEqual(volts);
    expect(await names('24 v dc brennick')).toEqual(['Brennick Relay']);
    // A partial answer counts a code joined as each of its words typed apart.
    const some = await products('brennick ip 67 qzxv', { exact: true, size: 10 });
    expect(some.partialMatch).toBe(true);
    expect(
      some.results
        .slice(0, 2)
        .map((p) => p.name)
        .sort(),
    ).toEqual(ip67);
    // A code's letters and digits apart are both needed ("m12" is not "12"); "s" and "a" are stop words, so "s7"
    // and "a4" are not searched apart at all (as "7" and "4").
    expect(await names('brennick m12')).toEqual(['Brennick M12 Connector']);
    expect(await names('brennick s7')).toEqual(['Brennick S7 Controller']);
    expect(await products('brennick a4')).toMatchObject({ partialMatch: true });
  });
});

describe('the last word as a prefix', () => {
  it('keeps the lexemes a word typed on may be, not those its stem only starts (regression: "harnesses" found "hardware")', async () => {
    const maker = await createBusiness(api.database.db, { companyName: 'Zephrine Wiring' });
    for (const name of [
      'Zephrine Wire Harness',
      'Zephrine Hardware Kit',
      'Zephrine Harvest Bin',
      'Zephrine Battery Pack',
    ])
      await createProduct(api.database.db, maker.id, { name });
    const names = async (text: string) =>
      (await products(text)).results.map((product) => product.name).sort();
    // "harnesses" stems to `har`: the harness, and neither the hardware nor the harvest bin.
    expect(await names('zephrine harnesses')).toEqual(['Zephrine Wire Harness']);
    expect(await names('zephrine harness')).toEqual(['Zephrine Wire Harness']);
    // A word still being typed finds every word it may become.
    expect(await names('zephrine har')).toEqual([
      'Zephrine Hardware Kit',
      'Zephrine Harvest Bin',
      'Zephrine Wire Harness',
    ]);
    expect(await names('zephrine hardw')).toEqual(['Zephrine Hardware Kit']);
    // A word whose stem is not its start ("battery" is `batteri`) still finds itself, typed whole or in part.
    expect(await names('zephrine battery')).toEqual(['Zephrine Battery Pack']);
    expect(await names('zephrine batter')).toEqual(['Zephrine Battery Pack']);
  });
});

describe('corrections', () => {
  it('reports the corrected text, and searches the exact words when asked', async () => {
    const corrected = await products('hydralic');
    expect(corrected.correctedQuery).toBe('hydraulic');
    expect(corrected.results.map((p) => p.name)).toEqual(['Hydraulic Cylinder HC-40']);
    const exact = await products('hydralic', { exact: true });
    expect(exact).toMatchObject({ correctedQuery: null, total_results: 0 });
  });

  it('leaves a word alone whose stem the listings have (regression: "pump valve" showed results for "pumps")', async () => {
    // Names hold "Pump" and "Cylinder"; "pumps" and "cylinders" are close words of none of them, but their stems are.
    const found = await products('pumps transfer');
    expect(found).toMatchObject({ correctedQuery: null, total_results: 2 });
    expect((await products('hydraulic cylinders')).correctedQuery).toBeNull();
    expect((await products('cylindre')).correctedQuery).toBe('cylinder');
  });

  it('takes a last word being typed for the start of the words it begins, not for a typo of one', async () => {
    const maker = await createBusiness(api.database.db, { companyName: 'Tarnwick Works' });
    await createProduct(api.database.db, maker.id, { name: 'Velquorin Valve', description: 'Brass.' });
    await createProduct(api.database.db, maker.id, { name: 'Velquoria Gasket', description: 'Rubber.' });
    const typed = await products('velquor');
    expect(typed.correctedQuery).toBeNull();
    expect(typed.results.map((p) => p.name).sort()).toEqual(['Velquoria Gasket', 'Velquorin Valve']);
  });
});

describe('vocabulary pruning', () => {
  it('removes the typo-correction words and lexemes no row uses any more, and keeps the others', async () => {
    const db = api.database.db;
    const business = await createBusiness(db, { companyName: 'Quuxbridge Foundry' });
    const words = async () =>
      (
        await db.execute<{ word: string }>(
          sql`select word from search_words where word in ('quuxbridge', 'foundry', 'quuxmoor') order by word`,
        )
      ).rows.map((row) => row.word);
    expect(await words()).toEqual(['foundry', 'quuxbridge']);
    await db
      .update(schema.businesses)
      .set({ companyName: 'Quuxmoor Foundry' })
      .where(eq(schema.businesses.id, business.id));
    expect(await words()).toEqual(['foundry', 'quuxbridge', 'quuxmoor']);

    const pruned = await createSearchService(db).pruneVocabulary();
    expect(pruned.words).toBeGreaterThanOrEqual(1);
    expect(await words()).toEqual(['foundry', 'quuxmoor']);
    const lexeme = await db.execute(sql`select 1 from search_lexemes where lexeme = 'quuxbridg'`);
    expect(lexeme.rows).toHaveLength(0);
    // The typo still finds the business by its new name.
    const found = (await post('/api/search/business', { textQuery: 'quuxmor', businessType: 'MA' })).json()
      .data;
    expect(found.total_results).toBe(1);
  });
});
