import { sql } from 'drizzle-orm';
import type { Db, Executor } from '@tradeforge/db';

/** One business's counts on one UTC day. */
export interface DailyCounts {
  businessId: string;
  day: string;
  profileViews: number;
  productViews: number;
  searchAppearances: number;
}

export interface ProductDay {
  productId: string;
  businessId: string;
  day: string;
  views: number;
}

/** Rows to add to the per-day counters, one statement per table (`addCounts`). */
export interface CountRows {
  daily: DailyCounts[];
  products: ProductDay[];
  words: { businessId: string; day: string; word: string; count: number }[];
}

/** Adds rows to the per-day counters in one transaction, so they are added whole or (on failure) not at all. */
export async function addCounts(db: Db, rows: CountRows) {
  await db.transaction((tx) => writeCounts(tx, rows));
}

/**
 * Adds rows to the per-day counters: one upsert per table, rows of deleted businesses and products left out. Each
 * statement writes its rows in key order, so two instances adding to the same counters lock them in one order and
 * never deadlock.
 */
export async function writeCounts(tx: Executor, rows: CountRows) {
  // Each column goes as one array parameter, which node-postgres quotes element by element (a word such as "null"
  // stays a word).
  const { daily, products, words } = rows;
  if (daily.length > 0)
    await tx.execute(sql`
      insert into insights_daily (business_id, day, profile_views, product_views, search_appearances)
      select v.b, v.d, v.pv, v.prv, v.sa
      from unnest(${sql.param(daily.map((r) => r.businessId))}::uuid[],
        ${sql.param(daily.map((r) => r.day))}::date[], ${sql.param(daily.map((r) => r.profileViews))}::int[],
        ${sql.param(daily.map((r) => r.productViews))}::int[],
        ${sql.param(daily.map((r) => r.searchAppearances))}::int[]) as v(b, d, pv, prv, sa)
      where exists (select 1 from businesses x where x.id = v.b)
      order by v.b, v.d
      on conflict (business_id, day) do update set
        profile_views = insights_daily.profile_views + excluded.profile_views,
        product_views = insights_daily.product_views + excluded.product_views,
        search_appearances = insights_daily.search_appearances + excluded.search_appearances`);
  if (products.length > 0)
    await tx.execute(sql`
      insert into insights_product_views (product_id, business_id, day, views)
      select v.p, v.b, v.d, v.n
      from unnest(${sql.param(products.map((r) => r.productId))}::uuid[],
        ${sql.param(products.map((r) => r.businessId))}::uuid[], ${sql.param(products.map((r) => r.day))}::date[],
        ${sql.param(products.map((r) => r.views))}::int[]) as v(p, b, d, n)
      where exists (select 1 from products x where x.id = v.p)
      order by v.p, v.d
      on conflict (product_id, day) do update set views = insights_product_views.views + excluded.views`);
  if (words.length > 0)
    await tx.execute(sql`
      insert into insights_search_words (business_id, day, word, count)
      select v.b, v.d, v.w, v.n
      from unnest(${sql.param(words.map((r) => r.businessId))}::uuid[], ${sql.param(words.map((r) => r.day))}::date[],
        ${sql.param(words.map((r) => r.word))}::text[],
        ${sql.param(words.map((r) => r.count))}::int[]) as v(b, d, w, n)
      where exists (select 1 from businesses x where x.id = v.b)
      order by v.b, v.d, v.w
      on conflict (business_id, day, word) do update set count = insights_search_words.count + excluded.count`);
}

/** A view to count unless its viewer's last counted view of the page is more recent than the window. */
export interface ViewMark {
  key: string;
  seenAt: Date;
}

/**
 * Marks views as counted, in key order (so instances marking at once never deadlock), and answers the keys that
 * were not counted within `windowMinutes` before: the views to count. Call it in the transaction that adds them.
 */
export async function markViews(tx: Executor, marks: ViewMark[], windowMinutes: number) {
  const result = await tx.execute<{ key: string }>(sql`
    insert into insights_view_marks (key, seen_at)
    select v.k, v.t
    from unnest(${sql.param(marks.map((m) => m.key))}::text[],
      ${sql.param(marks.map((m) => m.seenAt.toISOString()))}::timestamptz[]) as v(k, t)
    order by v.k
    on conflict (key) do update set seen_at = excluded.seen_at
      where insights_view_marks.seen_at <= excluded.seen_at - make_interval(mins => ${windowMinutes})
    returning key`);
  return new Set(result.rows.map((row) => row.key));
}

/**
 * Deletes marks seen before `before`. Rows another instance is marking are skipped, not waited for, so this never
 * deadlocks with `markViews`; they go next time.
 */
export async function pruneViewMarks(db: Executor, before: Date) {
  const result = await db.execute(sql`
    delete from insights_view_marks where key in (
      select key from insights_view_marks where seen_at < ${before.toISOString()}::timestamptz
      for update skip locked)`);
  return result.rowCount ?? 0;
}

/** What a view is of: the business it counts for, and whether the viewer is one of its members (not counted). */
export type ViewTarget = { business_id: string; member: boolean };

export async function findViewTarget(
  db: Executor,
  type: 'business' | 'product',
  id: string,
  viewerId: string | undefined,
) {
  const member = (business: unknown) =>
    viewerId
      ? sql`exists (select 1 from business_members m where m.business_id = ${business} and m.user_id = ${viewerId})`
      : sql`false`;
  const result = await db.execute<ViewTarget>(
    type === 'business'
      ? sql`select b.id as business_id, ${member(sql`b.id`)} as member from businesses b where b.id = ${id}`
      : sql`select p.business_id, ${member(sql`p.business_id`)} as member from products p
          where p.id = ${id} and not p.hidden`,
  );
  return result.rows[0];
}

export type DayRow = {
  day: string;
  profile_views: number;
  product_views: number;
  search_appearances: number;
  likes: number;
  follows: number;
  inquiries: number;
  response_hours: number | null;
};

/**
 * Every day of the period (UTC), today included, with the counters and what other tables record with dates: likes
 * of the business and its products, new followers, inquiries received and the median time to their first answer.
 */
export async function findDays(db: Executor, businessId: string, days: number) {
  const result = await db.execute<DayRow>(sql`
    with period as (
      select d::date as day from generate_series(
        (now() at time zone 'utc')::date - ${days - 1}::int, (now() at time zone 'utc')::date, interval '1 day') d),
    since as (select min(day)::timestamp at time zone 'utc' as at from period),
    likes as (
      select (r.created_at at time zone 'utc')::date as day, count(*)::int as n from reactions r, since
      where r.created_at >= since.at and (
        (r.resource_type = 'business' and r.resource_id = ${businessId})
        or (r.resource_type = 'product' and r.resource_id in (select id from products where business_id = ${businessId})))
      group by 1),
    follows as (
      select (f.created_at at time zone 'utc')::date as day, count(*)::int as n from follows f, since
      where f.business_id = ${businessId} and f.created_at >= since.at group by 1),
    inquiries as (
      select (t.created_at at time zone 'utc')::date as day, count(*)::int as n,
        percentile_cont(0.5) within group (order by extract(epoch from t.first_reply_at - t.created_at) / 3600)
          filter (where t.first_reply_at is not null) as hours
      from inquiry_threads t, since
      where t.receiver_business_id = ${businessId} and t.created_at >= since.at group by 1)
    select to_char(p.day, 'YYYY-MM-DD') as day,
      coalesce(c.profile_views, 0) as profile_views, coalesce(c.product_views, 0) as product_views,
      coalesce(c.search_appearances, 0) as search_appearances,
      coalesce(l.n, 0) as likes, coalesce(f.n, 0) as follows, coalesce(i.n, 0) as inquiries,
      round(i.hours::numeric, 1)::float8 as response_hours
    from period p
    left join insights_daily c on c.business_id = ${businessId} and c.day = p.day
    left join likes l on l.day = p.day
    left join follows f on f.day = p.day
    left join inquiries i on i.day = p.day
    order by p.day`);
  return result.rows;
}

/** The median response time over the whole period (not a mean of daily medians). */
export async function findResponseHours(db: Executor, businessId: string, days: number) {
  const result = await db.execute<{ hours: number | null }>(sql`
    select round((percentile_cont(0.5) within group (
      order by extract(epoch from first_reply_at - created_at) / 3600))::numeric, 1)::float8 as hours
    from inquiry_threads
    where receiver_business_id = ${businessId} and first_reply_at is not null
      and created_at >= ((now() at time zone 'utc')::date - ${days - 1}::int)::timestamp at time zone 'utc'`);
  return result.rows[0]?.hours ?? null;
}

const fromDay = (days: number) => sql`(now() at time zone 'utc')::date - ${days - 1}::int`;

export async function findTopProducts(db: Executor, businessId: string, days: number, limit = 5) {
  const result = await db.execute<{ product_id: string; name: string; views: number }>(sql`
    select v.product_id, p.name, sum(v.views)::int as views
    from insights_product_views v join products p on p.id = v.product_id
    where v.business_id = ${businessId} and v.day >= ${fromDay(days)}
    group by v.product_id, p.name order by views desc, p.name limit ${limit}`);
  return result.rows;
}

export async function findTopWords(db: Executor, businessId: string, days: number, limit = 10) {
  const result = await db.execute<{ word: string; count: number }>(sql`
    select word, sum(count)::int as count from insights_search_words
    where business_id = ${businessId} and day >= ${fromDay(days)}
    group by word order by count desc, word limit ${limit}`);
  return result.rows;
}
