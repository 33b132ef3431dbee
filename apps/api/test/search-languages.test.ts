import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldSearchText } from '@tradeforge/db';
import { createBusiness, createProduct, createUser } from './factories';
import { useTestApi } from './helper';
import { names, searchSupport } from './search-support';

const api = useTestApi();
const { post, searchBusinesses } = searchSupport(api);

const productNames = async (textQuery: string) =>
  (
    (await post('/api/search/product', { textQuery, skip: 0, size: 10 })).json().data as {
      results: { name: string }[];
    }
  ).results
    .map((product) => product.name)
    .sort();
const peopleNames = async (textQuery: string) =>
  (
    (await post('/api/user/search', { textQuery, skip: 0, size: 10 })).json().data as {
      profiles: { firstName: string; lastName: string }[];
    }
  ).profiles.map((person) => `${person.firstName} ${person.lastName}`);

beforeAll(async () => {
  const db = api.database.db;
  const maker = await createBusiness(db, {
    companyName: 'Señales y Automatización del Norte',
    shortDescription: 'Válvulas y actuadores para plantas de agua.',
  });
  await createProduct(db, maker.id, { name: 'Válvula de bola', description: 'Acero inoxidable.' });
  await createProduct(db, maker.id, { name: 'Valvula check', description: 'Sin acentos.' });
  await createProduct(db, maker.id, { name: '高压液压泵', description: '适用于工程机械。' });
  await createProduct(db, maker.id, { name: '齿轮泵', description: '低噪音。' });
  await createUser(db, { firstName: 'José', lastName: 'Núñez', companyName: 'Núñez Hidráulica' });
  await createUser(db, { firstName: 'Jose', lastName: 'Nunes', companyName: 'Nunes Bombas' });
});

describe('search in the site’s languages', () => {
  it('folds texts in SQL and in TypeScript alike: accents off, Chinese runs as bigrams', async () => {
    const samples = [
      'Válvula de bola — Größe 2', // ß is a letter of its own, not an accented s
      'ÑANDÚ S.A. çelik İstanbul Ærø',
      '液压泵制造商，高压液压泵',
      '泵 A-1 液压',
      'Pump中文Text 7',
      'Plain ASCII GI-251',
      '',
    ];
    for (const text of samples) {
      const folded = await api.database.db.execute<{ t: string }>(sql`select fold_search_text(${text}) as t`);
      expect(folded.rows[0]!.t, text).toBe(foldSearchText(text));
    }
    expect(foldSearchText('Válvula ÑANDÚ')).toBe('Valvula NANDU');
    expect(foldSearchText('液压泵制造').trim().split(/\s+/)).toEqual(['液压', '压泵', '泵制', '制造']);
  });

  it('finds a word written with or without its accents', async () => {
    expect(await productNames('válvula')).toEqual(['Valvula check', 'Válvula de bola']);
    expect(await productNames('valvula')).toEqual(['Valvula check', 'Válvula de bola']);
    expect(await productNames('VÁLVULA DE BOLA')).toEqual(['Válvula de bola']);
    expect(names(await searchBusinesses({ textQuery: 'automatizacion' }))).toEqual([
      'Señales y Automatización del Norte',
    ]);
    expect(names(await searchBusinesses({ textQuery: 'señales' }))).toEqual([
      'Señales y Automatización del Norte',
    ]);
  });

  it('finds people by names typed without accents, and the other way round', async () => {
    expect(await peopleNames('jose nunez')).toEqual(['José Núñez']);
    expect(await peopleNames('núñez hidráulica')).toEqual(['José Núñez']);
    expect(await peopleNames('nunez hidraulica')).toEqual(['José Núñez']);
    expect((await peopleNames('josé')).sort()).toEqual(['Jose Nunes', 'José Núñez']);
  });

  it('finds Chinese texts by their words, not by a lone shared character', async () => {
    expect(await productNames('液压泵')).toEqual(['高压液压泵']);
    expect(await productNames('液压')).toEqual(['高压液压泵']);
    expect(await productNames('齿轮泵')).toEqual(['齿轮泵']);
    expect(await productNames('低噪音')).toEqual(['齿轮泵']);
  });

  it('suggests names whatever the accents typed', async () => {
    const suggested = async (q: string) => {
      const url = `/api/search/suggest?q=${encodeURIComponent(q)}`;
      const data = (await api.app.inject({ method: 'GET', url })).json().data as Record<
        'businesses' | 'products',
        { name: string }[]
      >;
      return [...data.businesses, ...data.products].map((suggestion) => suggestion.name);
    };
    expect(await suggested('valvula de')).toContain('Válvula de bola');
    expect(await suggested('señales y')).toContain('Señales y Automatización del Norte');
    expect(await suggested('液压')).toContain('高压液压泵');
  });
});

describe('listings stemmed in their own language', () => {
  const found = async (textQuery: string, language?: string) =>
    (
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/search/product',
          payload: { textQuery, skip: 0, size: 10 },
          headers: language ? { 'accept-language': language } : {},
        })
      ).json().data as { results: { name: string }[] }
    ).results.map((product) => product.name);

  it('finds a Spanish or Italian listing by the other forms of its words, typed in that language', async () => {
    const db = api.database.db;
    const andina = await createBusiness(db, { companyName: 'Hidráulica Andina', textLanguage: 'es' });
    await createProduct(db, andina.id, { name: 'Bombas hidráulicas sumergibles' });
    const lombarda = await createBusiness(db, { companyName: 'Rubinetteria Lombarda', textLanguage: 'it' });
    await createProduct(db, lombarda.id, { name: 'Valvole a sfera in ottone' });

    // Singular for plural, masculine for feminine: the Spanish stems match, English ones do not.
    expect(await found('bomba hidráulico', 'es')).toEqual(['Bombas hidráulicas sumergibles']);
    expect(await found('bomba hidráulico')).not.toContain('Bombas hidráulicas sumergibles');
    expect(await found('valvola sfera', 'it')).toEqual(['Valvole a sfera in ottone']);
    expect(await found('valvola sfera', 'en-US,en;q=0.9')).not.toContain('Valvole a sfera in ottone');
    // A Spanish stop word typed on a Spanish page is dropped, as Spanish listings drop it.
    expect(await found('bombas de sumergibles', 'es')).toEqual(['Bombas hidráulicas sumergibles']);

    // A business that says it writes in English has its products read again in English.
    expect(await found('bombas hidraulicas')).not.toContain('Bombas hidráulicas sumergibles');
    await db.execute(sql`update businesses set text_language = 'en' where id = ${andina.id}`);
    expect(await found('bombas hidraulicas')).toEqual(['Bombas hidráulicas sumergibles']);
  });
});
