import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema, typedSearchText } from '@tradeforge/db';
import { createBusiness, createProduct, createUser } from './factories';
import { useTestApi } from './helper';
import { names, searchSupport } from './search-support';

const api = useTestApi();
const { post, searchBusinesses } = searchSupport(api);

const hasWord = async (word: string) =>
  (await api.database.db.execute(sql`select 1 from search_words where word = ${word}`)).rows.length > 0;
const forgetWord = (word: string) =>
  api.database.db.execute(sql`delete from search_words where word = ${word}`);

describe('search vectors kept by the database', () => {
  it('follows a business’s categories, added or removed by any statement', async () => {
    const db = api.database.db;
    const business = await createBusiness(db, {
      companyName: 'Ridgeback Industrial',
      categoryIds: ['0001-01'],
    });
    const category = (
      await db.execute<{ name: string }>(sql`select name from categories where id = '0005-03'`)
    ).rows[0]!.name;
    // The businesses that have all the words (a partial answer has only some of them).
    const withAll = async () => {
      const found = await searchBusinesses({ textQuery: `ridgeback ${category}` });
      return (found as { partialMatch?: boolean }).partialMatch ? [] : names(found);
    };
    expect(await withAll()).toEqual([]);
    await db.insert(schema.businessCategories).values({ businessId: business.id, categoryId: '0005-03' });
    expect(await withAll()).toEqual(['Ridgeback Industrial']);
    await db.delete(schema.businessCategories).where(eq(schema.businessCategories.categoryId, '0005-03'));
    expect(await withAll()).toEqual([]);
  });

  it('recomputes a vector, with its vocabulary, only when a column it is made of changed', async () => {
    const db = api.database.db;
    const business = await createBusiness(db, { companyName: 'Vombatus Castings' });
    const product = await createProduct(db, business.id, { name: 'Vombatus Ladle' });
    await forgetWord('vombatus');
    // A save that sets the same name again (forms save every field) leaves the vector and the vocabulary alone.
    await db
      .update(schema.businesses)
      .set({ companyName: 'Vombatus Castings' })
      .where(eq(schema.businesses.id, business.id));
    await db
      .update(schema.products)
      .set({ name: 'Vombatus Ladle', stock: true })
      .where(eq(schema.products.id, product.id));
    expect(await hasWord('vombatus')).toBe(false);
    await db
      .update(schema.products)
      .set({ name: 'Vombatus Crucible' })
      .where(eq(schema.products.id, product.id));
    expect(await hasWord('vombatus')).toBe(true);
    expect(await hasWord('crucible')).toBe(true);
    // Its lexemes too: the last word typed goes as the lexemes that start with it.
    const lexeme = await db.execute(sql`select 1 from search_lexemes where lexeme = 'crucibl'`);
    expect(lexeme.rows).toHaveLength(1);
    const found = await post('/api/search/product', { textQuery: 'vombatus crucib', skip: 0, size: 5 });
    expect(found.json().data.results.map((p: { name: string }) => p.name)).toEqual(['Vombatus Crucible']);
  });

  it('keeps people’s vectors on insert and on update, the profession only while shown', async () => {
    const db = api.database.db;
    const user = await createUser(db, {
      firstName: 'Odile',
      lastName: 'Marchetti',
      profession: 'Tribologist',
    });
    const people = async (textQuery: string) =>
      (await post('/api/user/search', { textQuery, skip: 0, size: 5 })).json().data.totalResults as number;
    expect(await people('tribologist')).toBe(1);
    await db.update(schema.users).set({ showProfession: false }).where(eq(schema.users.id, user.id));
    expect(await people('tribologist')).toBe(0);
    await db.update(schema.users).set({ lastName: 'Ferrante' }).where(eq(schema.users.id, user.id));
    expect(await people('odile ferrante')).toBe(1);
    expect(await people('marchetti')).toBe(0);
  });

  it('reads a model number in a vector as its parts and as one word, and a typed one as one word', async () => {
    const db = api.database.db;
    const parts = async (text: string) =>
      (await db.execute<{ t: string }>(sql`select search_text(${text}) as t`)).rows[0]!.t;
    expect(await parts('GI-251 Plus (SB-781A), ABC-GI-251, 20-40 psi, -40C, Élan-5, heavy-duty')).toBe(
      'GI 251 GI251 Plus (SB 781A SB781A), ABC-GI-251, 20-40 psi, -40C, Elan 5 Elan5, heavy-duty',
    );
    expect(typedSearchText('GI-251 Plus (SB-781A), ABC-GI-251, 20-40 psi, -40C, Élan-5, heavy-duty')).toBe(
      'GI251 Plus (SB781A), ABC-GI-251, 20-40 psi, -40C, Elan5, heavy-duty',
    );
    // The typed rule in SQL (for the suggestions' terms) is the same as in TypeScript.
    for (const text of [
      'GI-251 Plus (SB-781A), ABC-GI-251, 20-40 psi, -40C, Élan-5',
      'x-9 y-9z ß-9 İ-9 q--9',
    ])
      expect(
        (await db.execute<{ t: string }>(sql`select typed_search_text(${text}) as t`)).rows[0]!.t,
        text,
      ).toBe(typedSearchText(text));
    // Whatever the text, typed as it is written it finds itself.
    for (const text of ['GI-251', 'x-9 and DE-105.', 'ABC-GI-251', 'pump 20-40', 'GI251-B', 'K-123X drive']) {
      const found = await db.execute<{ hit: boolean }>(
        sql`select to_tsvector('english', search_text(${text})) @@ websearch_to_tsquery('english', ${typedSearchText(text)}) as hit`,
      );
      expect(found.rows[0]!.hit, text).toBe(true);
    }
  });

  it('lets two transactions add new words in opposite orders without a deadlock', async () => {
    const db = api.database.db;
    // Each saves two people whose names are new words, in the other's order, pausing in between so that the
    // first statements of both run before the second ones (the deadlock PostgreSQL used to break with 40P01).
    const save = (lastName: string, words: [string, string]) =>
      db.transaction(async (tx) => {
        await createUser(tx, { firstName: words[0], lastName });
        await tx.execute(sql`select pg_sleep(0.3)`);
        await createUser(tx, { firstName: words[1], lastName });
      });
    await Promise.all([
      save('Quillon', ['Xerantha', 'Yolvesse']),
      save('Pembrick', ['Yolvesse', 'Xerantha']),
    ]);
    for (const word of ['xerantha', 'yolvesse', 'quillon', 'pembrick']) {
      const lexeme = await db.execute(sql`select 1 from search_lexemes where lexeme = ${word}`);
      expect(lexeme.rows, word).toHaveLength(1);
    }
  });
});
