import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  BUSINESS_TYPES,
  COUNTRIES,
  FIRST_NAMES,
  LAST_NAMES,
  companyName,
  createRandom,
  description,
  leaves,
  productName,
} from './corpus';

const BATCH = 5000;
const TIERS = (r: number) => (r < 0.005 ? 'platinum' : r < 0.02 ? 'premium' : r < 0.05 ? 'gold' : 'standard');

/**
 * Loads a corpus through bulk SQL (unnest of arrays; the triggers write the search vectors): `businesses` businesses with
 * owners and categories, and `products` products spread over them. Returns the seconds each phase took.
 */
export async function generateCorpus(
  pool: pg.Pool,
  sizes: { businesses: number; products: number },
  log: (line: string) => void,
) {
  const random = createRandom(20261122);
  const timings: Record<string, number> = {};
  const time = async (phase: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    timings[phase] = Math.round((performance.now() - started) / 100) / 10;
    log(`  ${phase}: ${timings[phase]} s`);
  };

  const owners = Math.max(1, Math.floor(sizes.businesses / 4));
  await time('users', async () => {
    // Names draw from their own sequence, so they do not shift the rest of the corpus.
    const names = createRandom(1122);
    for (let start = 0; start < owners; start += BATCH) {
      const n = Math.min(BATCH, owners - start);
      const people = Array.from({ length: n }, () => [names.zipf(FIRST_NAMES), names.zipf(LAST_NAMES)]);
      await pool.query(
        `insert into users (email, password_hash, first_name, last_name)
         select 'bench-' || ($1::int + i - 1) || '@example.com', 'not-a-login', first, last
         from unnest($2::text[], $3::text[]) with ordinality as t(first, last, i)`,
        [start, people.map(([first]) => first), people.map(([, last]) => last)],
      );
    }
  });

  await time('businesses', async () => {
    const ownerIds = (
      await pool.query<{ id: string }>("select id from users where email like 'bench-%'")
    ).rows.map((row) => row.id);
    for (let start = 0; start < sizes.businesses; start += BATCH) {
      const n = Math.min(BATCH, sizes.businesses - start);
      const rows = Array.from({ length: n }, () => {
        const leaf = random.zipf(leaves);
        return {
          id: randomUUID(),
          name: companyName(random, leaf),
          type: random.pick(BUSINESS_TYPES),
          industry: leaf.industryId,
          category: leaf.categoryId,
          country: random.pick(COUNTRIES),
          description: description(random, leaf),
          tier: TIERS(random.next()),
          verified: random.next() < 0.1,
          owner: random.pick(ownerIds),
        };
      });
      const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
      await pool.query(
        `insert into businesses (id, company_name, business_type_code, industry_id, country_code, short_description, subscription, verified, created_at)
         select id, name, type, industry, country, descr, tier::subscription_tier, verified, now() - (random() * interval '700 days')
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[])
           as t(id, name, type, industry, country, descr, tier, verified)`,
        [
          column('id'),
          column('name'),
          column('type'),
          column('industry'),
          column('country'),
          column('description'),
          column('tier'),
          column('verified'),
        ],
      );
      await pool.query(
        `insert into business_categories (business_id, category_id) select * from unnest($1::uuid[], $2::text[])`,
        [column('id'), column('category')],
      );
      await pool.query(
        `insert into business_members (business_id, user_id, access) select b, u, 'owner' from unnest($1::uuid[], $2::uuid[]) as t(b, u)`,
        [column('id'), column('owner')],
      );
    }
  });

  await time('products', async () => {
    const businessIds = (await pool.query<{ id: string }>('select id from businesses')).rows.map(
      (row) => row.id,
    );
    // Each batch would recompute the vectors of the thousands of businesses its products fall in (migration 0035):
    // held off while the products go in, and done once for every business after them.
    await pool.query('alter table products disable trigger products_catalog_inserted');
    for (let start = 0; start < sizes.products; start += BATCH) {
      const n = Math.min(BATCH, sizes.products - start);
      const rows = Array.from({ length: n }, () => {
        const leaf = random.zipf(leaves);
        const specs = JSON.stringify([
          {
            key: 'Material',
            value: random.pick(['Stainless steel', 'Cast iron', 'Aluminum', 'Polymer', 'Carbon steel']),
          },
          { key: 'Warranty', value: `${Math.ceil(random.next() * 5)} years` },
        ]);
        return [
          random.pick(businessIds),
          productName(random, leaf),
          description(random, leaf),
          leaf.industryId,
          leaf.categoryId,
          leaf.subCategoryId,
          leaf.subCategoryName.toLowerCase(),
          specs,
        ];
      });
      const column = (i: number) => rows.map((row) => row[i]);
      await pool.query(
        `insert into products (business_id, name, description, industry_id, category_id, sub_category_id, keywords, specs, stock, created_at)
         select business, name, descr, industry, category, sub, array[keyword], specs::jsonb, random() < 0.7, now() - (random() * interval '700 days')
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
           as t(business, name, descr, industry, category, sub, keyword, specs)`,
        [column(0), column(1), column(2), column(3), column(4), column(5), column(6), column(7)],
      );
    }
    await pool.query('alter table products enable trigger products_catalog_inserted');
  });

  await time('business catalogs', async () => {
    await pool.query('select refresh_business_vectors(array(select id from businesses))');
  });

  await time('product terms', () => fillProductTerms(pool));

  // The search vectors and their vocabulary were written by the tables' triggers as the rows went in.
  await time('statistics', async () => {
    await pool.query(
      'vacuum analyze businesses, products, business_categories, business_members, search_words',
    );
  });
  return timings;
}

/**
 * Commercial terms on most products, as the demo data has them (the search filters' partial indexes then hold
 * what they would in production): 70% priced (USD mostly, some EUR), 80% with an MOQ, payment terms and Incoterms.
 */
export async function fillProductTerms(pool: pg.Pool) {
  await pool.query(`
    with r as (select id, random() as a, random() as b, random() as c, random() as d from products)
    update products p set
      price_currency = case when a < 0.6 then 'USD' when a < 0.7 then 'EUR' end,
      price_unit = case when a < 0.7 then 'piece' end,
      price_min = case when a < 0.7 then round((1 + b * 500)::numeric, 2) end,
      price_max = case when a < 0.7 then round(((1 + b * 500) * (1 + c))::numeric, 2) end,
      moq = case when d < 0.8 then (array[1, 5, 10, 50, 100, 250, 500, 1000, 5000])[1 + floor(c * 9)::int] end,
      moq_unit = case when d < 0.8 then 'piece' end,
      payment_terms = case when b < 0.5 then array['T/T'] when b < 0.8 then array['T/T', 'L/C'] else array['PayPal'] end,
      incoterms = case when c < 0.4 then array['FOB'] when c < 0.7 then array['FOB', 'CIF'] else array['EXW'] end
    from r where r.id = p.id`);
}
