import { describe, expect, it, vi } from 'vitest';
import { schema } from '@tradeforge/db';
import { and, eq } from 'drizzle-orm';
import { createBusiness, createUser, signIn } from './factories';
import { useTestApi } from './helper';
import { postCalls, type Headers } from './posts-support';

const api = useTestApi();
const { call, makePost, newsfeed } = postCalls(api);

const feedOf = async (headers: Headers) =>
  (await newsfeed(headers)).json().data.posts.map((post: { postID: string }) => post.postID);
const follow = (headers: Headers, businessId: string) =>
  call('POST', '/api/social/follow/business', headers, { resourceID: businessId });
const unfollow = (headers: Headers, businessId: string) =>
  call('DELETE', `/api/social/follow/${businessId}`, headers);

/** A business with its owner signed in, and a way to post on its timeline through the API. */
async function businessWithOwner() {
  const owner = await signIn(api);
  const business = await createBusiness(api.database.db, { ownerId: owner.user.id });
  const post = async (content: string) =>
    (
      await makePost(owner.headers, {
        content,
        timelineID: business.id,
        timelineType: 'business',
        businessID: business.id,
      })
    ).json().data.postID as string;
  return { owner, business, post };
}

/**
 * The feed as the definition reads it, straight from posts, follows and memberships: what the fan-out table must
 * hold for every reader at any time.
 */
async function feedsDiffer() {
  const { rows } = await api.database.pool.query<{ n: string }>(`
    with expected as (
      select p.timeline_id as reader_id, p.id from posts p where p.timeline_type = 'user'
      union select f.user_id, p.id from posts p join follows f on f.business_id = p.timeline_id
      union select m.user_id, p.id from posts p join business_members m on m.business_id = p.timeline_id
    ), kept as (select reader_id, post_id as id from feed_entries)
    select count(*) as n from ((select * from expected except select * from kept)
                               union all (select * from kept except select * from expected)) d`);
  return Number(rows[0]!.n);
}

/** Resolves once a statement on this file's database waits for a row lock that another transaction holds. */
const waitingForALock = () =>
  vi.waitFor(
    async () => {
      const { rows } = await api.database.pool.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
    },
    { timeout: 10_000, interval: 20 },
  );

describe('newsfeed fan-out', () => {
  it('brings a business’s earlier posts on follow and takes them away on unfollow', async () => {
    const reader = await signIn(api);
    const { business, post } = await businessWithOwner();
    const earlier = [await post('First'), await post('Second')];
    expect(await feedOf(reader.headers)).toEqual([]);

    expect((await follow(reader.headers, business.id)).statusCode).toBe(200);
    expect(await feedOf(reader.headers)).toEqual([...earlier].reverse());
    const later = await post('Third');
    expect(await feedOf(reader.headers)).toEqual([later, ...[...earlier].reverse()]);

    expect((await unfollow(reader.headers, business.id)).statusCode).toBe(200);
    expect(await feedOf(reader.headers)).toEqual([]);
    expect(await feedsDiffer()).toBe(0);
  });

  it('keeps a business’s posts while the reader still follows it or still belongs to it', async () => {
    const reader = await signIn(api);
    const { business, post } = await businessWithOwner();
    const news = await post('News');
    const { businessMembers } = schema;
    const membership = and(
      eq(businessMembers.businessId, business.id),
      eq(businessMembers.userId, reader.user.id),
    );

    await follow(reader.headers, business.id);
    await api.database.db
      .insert(businessMembers)
      .values({ businessId: business.id, userId: reader.user.id, access: 'member' });
    await unfollow(reader.headers, business.id);
    expect(await feedOf(reader.headers)).toEqual([news]);

    await follow(reader.headers, business.id);
    await api.database.db.delete(businessMembers).where(membership);
    expect(await feedOf(reader.headers)).toEqual([news]);

    await unfollow(reader.headers, business.id);
    expect(await feedOf(reader.headers)).toEqual([]);
    expect(await feedsDiffer()).toBe(0);
  });

  it('removes a post from every feed with the post, and a deleted business’s posts with the business', async () => {
    const reader = await signIn(api);
    const { owner, business, post } = await businessWithOwner();
    await follow(reader.headers, business.id);
    const kept = await post('Kept');
    const removed = await post('Removed');
    expect(
      (await call('DELETE', '/api/social/posts/remove-post', owner.headers, { postID: removed })).statusCode,
    ).toBe(200);
    expect(await feedOf(reader.headers)).toEqual([kept]);

    await api.database.db.delete(schema.businesses).where(eq(schema.businesses.id, business.id));
    expect(await feedOf(reader.headers)).toEqual([]);
    expect(await feedsDiffer()).toBe(0);
  });

  it('does not lose a post written while its business is being followed', async () => {
    const reader = await signIn(api);
    const author = await createUser(api.database.db);
    const business = await createBusiness(api.database.db, { ownerId: author.id });
    // The post's transaction stays open while the follow runs: without the business row lock, the follow would
    // not see the uncommitted post and the post would not see the uncommitted follow.
    const client = await api.database.pool.connect();
    try {
      await client.query('begin');
      const inserted = await client.query<{ id: string }>(
        `insert into posts (content, user_id, business_id, timeline_id, timeline_type)
         values ('Racing', $1, $2, $2, 'business') returning id`,
        [author.id, business.id],
      );
      const following = follow(reader.headers, business.id);
      // The follow waits for the post's transaction: commit only once it does, so the two really overlap.
      await waitingForALock();
      await client.query('commit');
      expect((await following).statusCode).toBe(200);
      expect(await feedOf(reader.headers)).toEqual([inserted.rows[0]!.id]);
    } finally {
      client.release();
    }
  });

  it('does not keep a post written while its business is being unfollowed', async () => {
    const reader = await signIn(api);
    const author = await createUser(api.database.db);
    const business = await createBusiness(api.database.db, { ownerId: author.id });
    await follow(reader.headers, business.id);
    const client = await api.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into posts (content, user_id, business_id, timeline_id, timeline_type)
         values ('Racing', $1, $2, $2, 'business')`,
        [author.id, business.id],
      );
      const leaving = unfollow(reader.headers, business.id);
      await waitingForALock();
      await client.query('commit');
      expect((await leaving).statusCode).toBe(200);
      expect(await feedOf(reader.headers)).toEqual([]);
      expect(await feedsDiffer()).toBe(0);
    } finally {
      client.release();
    }
  });
});
