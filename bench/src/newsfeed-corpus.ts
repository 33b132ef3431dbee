import type pg from 'pg';

/**
 * The newsfeed corpus, made in the database with generate_series: `businesses` businesses owned by `users` users,
 * `posts` posts spread at random over the businesses' timelines and the last year, and a reader (the first user)
 * who follows `follows` businesses and belongs to two more. Returns the reader's id. The posts are inserted
 * before the reader's follows, so both halves of the fan-out triggers run: posting (to each business's owner) and
 * following (the followed businesses' earlier posts).
 */
export async function generateNewsfeedCorpus(
  pool: pg.Pool,
  sizes: { users: number; businesses: number; posts: number; follows: number },
  log: (line: string) => void,
) {
  const time = async (phase: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`  ${phase}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await pool.query('select setseed(0.2026)');
  await time('users', () =>
    pool.query(
      `insert into users (email, password_hash, first_name, last_name)
       select 'bench-' || g || '@example.com', 'not-a-hash', 'Reader' || g, 'Bench' from generate_series(0, $1 - 1) g`,
      [sizes.users],
    ),
  );
  await time('businesses', () =>
    pool.query(
      `insert into businesses (company_name, business_type_code, industry_id, country_code, short_description)
       select 'Bench Works ' || g, 'MA', '0001', 'US', 'Machined parts for the bench.' from generate_series(1, $1) g`,
      [sizes.businesses],
    ),
  );
  await time('owners', () =>
    pool.query(`
      insert into business_members (business_id, user_id, access)
      select b.id, u.id, 'owner'
      from (select id, row_number() over (order by id) % (select count(*) from users) as n from businesses) b
      join (select id, row_number() over (order by id) - 1 as n from users) u on u.n = b.n`),
  );
  const batch = 200_000;
  for (let start = 0; start < sizes.posts; start += batch) {
    await time(`posts ${start + 1}-${Math.min(sizes.posts, start + batch)}`, () =>
      pool.query(
        `with b as (select array_agg(id order by id) as ids from businesses)
         insert into posts (content, user_id, business_id, timeline_id, timeline_type, created_at)
         select 'Update ' || x.g || ': lead times, new machines and trade shows from our plant in Ohio.',
                m.user_id, x.business_id, x.business_id, 'business', x.created_at
         from (
           select g, b.ids[1 + floor(random() * $3)::int] as business_id,
                  now() - random() * interval '365 days' as created_at
           from generate_series($1::int, $2::int) g, b
         ) x
         join business_members m on m.business_id = x.business_id and m.access = 'owner'`,
        [start, Math.min(sizes.posts, start + batch) - 1, sizes.businesses],
      ),
    );
  }
  const reader = (
    await pool.query<{ id: string }>(`select id from users where email = 'bench-0@example.com'`)
  ).rows[0]!.id;
  await time('follows and memberships of the reader', async () => {
    await pool.query(
      `insert into follows (user_id, business_id)
       select $1, id from businesses order by random() limit $2 on conflict do nothing`,
      [reader, sizes.follows],
    );
    await pool.query(
      `insert into business_members (business_id, user_id, access)
       select id, $1, 'member' from businesses where id not in (select business_id from business_members where user_id = $1)
       order by random() limit 2`,
      [reader],
    );
  });
  // As autovacuum would by then: statistics, and the visibility map that lets index-only scans skip the table.
  await time('vacuum analyze', () =>
    pool.query('vacuum analyze users, businesses, business_members, follows, posts, feed_entries'),
  );
  return reader;
}
