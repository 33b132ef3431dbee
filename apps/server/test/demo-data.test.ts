import { readdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserService } from '@tradeforge/accounts';
import { createApiServices } from '@tradeforge/api';
import { connectDatabase, type DatabaseHandle } from '@tradeforge/db';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createMailer } from '@tradeforge/mail';
import { loadHostConfig } from '../src/config';
import { demoLoginFile, keepDemoLogin, prepareDemoData } from '../src/demo/boot';
import { DRAWING_NAMES } from '../src/demo/drawings/sources';
import { loadDemoData, type DemoOutcome } from '../src/demo/load-demo';
import { DEMO_NDCG_FLOOR, measureDemoRelevance } from './search-relevance';

let database: TestDatabase;
// Its own pool, as large as the host's: the loader works on several businesses at once.
let handle: DatabaseHandle;
let dataDir: string;
let first: DemoOutcome;
let concurrent: DemoOutcome;

const config = () =>
  loadHostConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_PASSWORD: 'demo login password 1' });
const load = () => {
  const { api, accounts } = config();
  return loadDemoData({
    db: handle.db,
    services: createApiServices(api, handle.db, undefined, { mails: false }),
    accounts,
    password: config().demo.password,
    log: { info() {} },
  });
};
const one = async <T>(query: ReturnType<typeof sql>) => (await handle.db.execute(query)).rows[0] as T;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connectDatabase({ connectionString: database.url, max: 12 });
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-demo-'));
  // Two instances booting on one new database at once: one loads, the other waits for it.
  const outcomes = await Promise.all([load(), load()]);
  first = outcomes.find((outcome) => outcome.status === 'loaded') ?? outcomes[0];
  concurrent = outcomes.find((outcome) => outcome !== first)!;
}, 180_000);
afterAll(async () => {
  await handle?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the demo data', () => {
  it('is on by default only for the embedded database at a loopback address', () => {
    expect(loadHostConfig({}).demo.enabled).toBe(true);
    expect(loadHostConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).demo.enabled).toBe(true);
    expect(loadHostConfig({ DEMO_DATA: 'false' }).demo.enabled).toBe(false);
    expect(loadHostConfig({ DATABASE_URL: 'postgres://db.internal/tf' }).demo.enabled).toBe(false);
    expect(loadHostConfig({ PUBLIC_URL: 'http://b2b.example.com' }).demo.enabled).toBe(false);
    expect(loadHostConfig({ PUBLIC_URL: 'https://b2b.example.com' }).demo.enabled).toBe(false);
  });

  it('loads elsewhere only when asked, and on an https site only when forced', () => {
    const asked = { DEMO_DATA: 'true', DATABASE_URL: 'postgres://db.internal/tf' };
    expect(loadHostConfig({ ...asked, PUBLIC_URL: 'http://staging.example.com' }).demo.enabled).toBe(true);
    const https = loadHostConfig({ ...asked, PUBLIC_URL: 'https://b2b.example.com' }).demo;
    expect(https).toMatchObject({ enabled: false, refused: expect.stringContaining('DEMO_DATA=force') });
    expect(loadHostConfig({ DEMO_DATA: 'force', PUBLIC_URL: 'https://b2b.example.com' }).demo.enabled).toBe(
      true,
    );
  });

  it('keeps a generated password for the local owner only, and shows it again without logging it', async () => {
    const generated = loadHostConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const email = first.status === 'loaded' ? first.email : '';
    await keepDemoLogin(generated, { email, password: 'kept demo password 9' });
    expect((await stat(demoLoginFile(generated))).mode & 0o777).toBe(0o600);
    const lines: string[] = [];
    const login = await prepareDemoData(generated, handle.db, { info: (line) => lines.push(line) });
    expect(login).toEqual({ email, password: 'kept demo password 9' });
    expect(lines.join('\n')).not.toContain('kept demo password 9');
  });

  it('loads users, businesses and products through the services and reports the login', () => {
    expect(first).toMatchObject({ status: 'loaded', password: 'demo login password 1' });
    if (first.status !== 'loaded') return;
    expect(first.counts.users).toBe(40);
    expect(first.counts.businesses).toBeGreaterThanOrEqual(60);
    expect(first.counts.products).toBeGreaterThanOrEqual(300);
  });

  it('covers every industry and business type, all marked as demo', async () => {
    const row = await one<Record<string, number>>(sql`select
      count(*)::int as businesses, count(distinct industry_id)::int as industries,
      count(distinct business_type_code)::int as types, count(*) filter (where not is_demo)::int as real,
      count(distinct subscription)::int as tiers, count(*) filter (where verified)::int as verified,
      count(*) filter (where profile_photo is null or website is null or phone_number is null)::int as bare
      from businesses`);
    expect(row).toMatchObject({ industries: 15, types: 9, real: 0, tiers: 4, bare: 0 });
    expect(row.businesses).toBeGreaterThanOrEqual(60);
    expect(row.verified).toBeGreaterThan(0);
    const users = await one<Record<string, number>>(sql`select count(*)::int as users,
      count(*) filter (where is_demo and password_hash like '$argon2id$%' and country_code = 'US')::int as demo
      from users`);
    expect(users).toEqual({ users: 40, demo: 40 });
  });

  it('makes open and private groups with members, waiting requests and posts in members’ feeds', async () => {
    const row = await one<Record<string, number>>(sql`select count(*)::int as groups,
      count(*) filter (where privacy = 'private')::int as private,
      (select count(*)::int from group_members where state = 'member') as members,
      (select count(*)::int from group_members where state = 'requested') as waiting,
      (select count(*)::int from group_members where role = 'owner') as owners,
      (select count(*)::int from posts where timeline_type = 'group') as posts,
      (select count(*)::int from feed_entries f join posts p on p.id = f.post_id where p.timeline_type = 'group')
        as feed
      from groups`);
    expect(row).toMatchObject({ groups: 4, private: 2, waiting: 4, owners: 4, posts: 8 });
    expect(row.members).toBeGreaterThan(30);
    expect(row.feed).toBeGreaterThan(row.posts! * 5);
  });

  it('posts buying requests that matched suppliers quoted on, one awarded with its thread', async () => {
    const row = await one<Record<string, number>>(sql`select count(*)::int as requests,
      count(*) filter (where state = 'awarded')::int as awarded,
      (select count(*)::int from rfq_matches) as matches,
      (select count(*)::int from rfq_quotes) as quotes,
      (select count(*)::int from rfq_quotes where state = 'accepted' and thread_id is not null) as threads
      from rfqs`);
    expect(row).toMatchObject({ requests: 3, awarded: 1, threads: 1 });
    expect(row.matches).toBeGreaterThanOrEqual(row.quotes!);
    expect(row.quotes).toBeGreaterThanOrEqual(5);
  });

  it('verifies businesses only through an approved request of a paid membership, and leaves some waiting', async () => {
    const row = await one<{
      verified: number;
      free_verified: number;
      unchecked: number;
      paid_unverified: number;
      pending: number;
      documents: number;
    }>(sql`select
      count(*) filter (where b.verified)::int as verified,
      count(*) filter (where b.verified and b.subscription = 'standard')::int as free_verified,
      count(*) filter (where b.verified and not exists (select 1 from verification_requests r
        where r.business_id = b.id and r.status = 'approved'))::int as unchecked,
      count(*) filter (where b.subscription <> 'standard' and not b.verified)::int as paid_unverified,
      (select count(*)::int from verification_requests where status = 'pending') as pending,
      (select count(*)::int from verification_documents d join verification_requests r on r.id = d.request_id
        where d.content_type = 'application/pdf') as documents
      from businesses b`);
    expect(row).toMatchObject({ free_verified: 0, unchecked: 0 });
    expect(row.verified).toBeGreaterThan(10);
    expect(row.paid_unverified).toBeGreaterThan(0);
    expect(row.pending).toBeGreaterThan(0);
    expect(row.documents).toBe(row.verified + row.pending);
  });

  it('gives every product specs and a processed image, within the tier limits', async () => {
    const row = await one<{ products: number }>(sql`select count(*)::int as products,
      count(*) filter (where jsonb_array_length(specs) between 3 and 8)::int as with_specs,
      count(*) filter (where main_image->'versions'->'thumb' is not null)::int as with_image,
      count(*) filter (where is_demo)::int as demo from products`);
    expect(row.products).toBeGreaterThanOrEqual(300);
    expect(row).toMatchObject({ with_specs: row.products, with_image: row.products, demo: row.products });
    const over = await one<{ over: number }>(sql`select count(*)::int as over from (
      select b.id from businesses b join products p on p.business_id = b.id
      where b.subscription = 'standard' group by b.id having count(*) > 7) t`);
    expect(over.over).toBe(0);
    const files = await readdir(path.join(dataDir, 'uploads', 'public', 'users'), { recursive: true });
    expect(files.filter((file) => file.endsWith('-large.webp')).length).toBeGreaterThanOrEqual(row.products);
  });

  it('shows each product as the drawing of its kind, and prices machines as machines', async () => {
    const { rows } = await handle.db.execute<{ url: string }>(
      sql`select main_image->'versions'->'large'->>'url' as url from products`,
    );
    const files = await readdir(path.join(dataDir, 'uploads', 'public'), { recursive: true });
    const sizes = new Set<number>();
    for (const { url } of rows) {
      const file = files.find((candidate) => url.endsWith(candidate.split(path.sep).slice(-2).join('/')));
      sizes.add((await stat(path.join(dataDir, 'uploads', 'public', file!))).size);
    }
    // The same drawing gives the same bytes: a few dozen pictures for hundreds of products, not one monogram each.
    expect(rows.length).toBeGreaterThan(300);
    expect(sizes.size).toBeLessThanOrEqual(DRAWING_NAMES.length);
    const cheapMachines = await one<{ n: number }>(sql`select count(*)::int as n from products p
      join sub_categories s on s.id = p.sub_category_id
      where s.name ~ '(Presses|Machining Centers|Excavators|Wheel Loaders|Injection Molding Machines)$'
        and p.price_min < 10000`);
    expect(cheapMachines.n).toBe(0);
  });

  it('gives most products commercial terms a buyer can filter on', async () => {
    const row = await one<{ products: number; with_terms: number }>(sql`select count(*)::int as products,
      count(*) filter (where price_currency = 'USD' and price_min <= price_max and moq >= 1
        and cardinality(payment_terms) > 0 and cardinality(incoterms) > 0)::int as with_terms from products`);
    expect(row.with_terms / row.products).toBeGreaterThan(0.6);
    expect(row.with_terms).toBeLessThan(row.products);
  });

  it('adds likes, follows, comments and replies', async () => {
    const row = await one<Record<string, number>>(sql`select
      (select count(*)::int from reactions where resource_type = 'product') as product_likes,
      (select count(*)::int from reactions where resource_type = 'business') as business_likes,
      (select count(*)::int from follows) as follows,
      (select count(*)::int from comments where resource_type = 'product') as comments,
      (select count(*)::int from comments where resource_type = 'comment') as replies`);
    for (const value of Object.values(row)) expect(value).toBeGreaterThan(0);
  });

  it('gives businesses and people posts with pictures, likes and comments, and the demo login a newsfeed', async () => {
    const row = await one<Record<string, number>>(sql`select
      (select count(*)::int from posts where timeline_type = 'business') as business_posts,
      (select count(*)::int from posts where timeline_type = 'user') as personal_posts,
      (select count(*)::int from posts where jsonb_array_length(images) > 0) as with_pictures,
      (select count(*)::int from reactions where resource_type = 'post') as likes,
      (select count(*)::int from comments where resource_type = 'post') as comments`);
    expect(row.business_posts).toBeGreaterThanOrEqual(64);
    for (const value of Object.values(row)) expect(value).toBeGreaterThan(0);
    const login = await one<{ id: string }>(
      sql`select id from users where email = ${first.status === 'loaded' ? first.email : ''}`,
    );
    const services = createApiServices(config().api, handle.db);
    const feed = await services.posts.loadNewsfeed(login.id);
    expect(feed.posts).toHaveLength(10);
    expect(feed.nextID).not.toBeNull();
  });

  it('gives the demo login an inbox and conversations as a buyer, with replies, attachments and ended threads', async () => {
    if (first.status !== 'loaded') throw new Error('the demo set did not load');
    const { api } = config();
    const services = createApiServices(api, handle.db);
    const [demo] = (
      await handle.db.execute<{ id: string }>(sql`select id from users where email = ${first.email}`)
    ).rows;
    const mine = await services.messages.listThreads(demo!.id);
    expect(mine.threads.length).toBeGreaterThanOrEqual(2);
    const inboxId = (
      await handle.db.execute<{ business_id: string }>(
        sql`select business_id from inquiry_threads t join business_members m on m.business_id = t.receiver_business_id
          where m.user_id = ${demo!.id} limit 1`,
      )
    ).rows[0]!.business_id;
    const inbox = await services.messages.listThreads(demo!.id, inboxId);
    expect(inbox.threads.length).toBeGreaterThanOrEqual(4);
    const all = [...mine.threads, ...inbox.threads];
    expect(all.some((thread) => thread.status === 'closed')).toBe(true);
    expect(all.some((thread) => thread.status === 'open')).toBe(true);
    expect(inbox.threads.some((thread) => thread.unread > 0)).toBe(true);
    const kinds = await one<
      Record<string, number>
    >(sql`select count(*) filter (where type = 'image')::int as images,
      count(*) filter (where type = 'file')::int as files, count(*) filter (where from_side = 'R')::int as replies
      from inquiry_messages`);
    expect(kinds.images).toBeGreaterThan(0);
    expect(kinds.files).toBeGreaterThan(0);
    expect(kinds.replies).toBeGreaterThan(10);
    const stats = await one<{ shown: number }>(
      sql`select count(*)::int as shown from business_response_stats where inquiries >= 3 and median_reply_seconds > 0`,
    );
    expect(stats.shown).toBeGreaterThanOrEqual(5);
  });

  it('lets the printed demo login log in through the account service', async () => {
    const { accounts } = config();
    const mailer = createMailer({ db: handle.db, from: accounts.mailFrom, log: { info() {}, error() {} } });
    const users = createUserService(handle.db, mailer, accounts);
    if (first.status !== 'loaded') throw new Error('the demo set did not load');
    await expect(users.login(first.email, first.password)).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is loaded by one of two instances starting together; the other finds it', () => {
    expect(concurrent).toEqual({ status: 'present', email: first.status === 'loaded' ? first.email : '' });
  });

  it('loads nothing on a second start, and says who to log in as', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from businesses`);
    const second = await load();
    expect(second).toEqual({ status: 'present', email: first.status === 'loaded' ? first.email : '' });
    expect(await one<{ n: number }>(sql`select count(*)::int as n from businesses`)).toEqual(before);
  });

  // Here rather than in a file of its own: loading the demo set again would cost the test run two minutes.
  it('answers the judged search queries at least as well as the relevance floor', async () => {
    const { ndcg } = await measureDemoRelevance(handle.db);
    expect(ndcg).toBeGreaterThanOrEqual(DEMO_NDCG_FLOOR);
  }, 60_000);
});
