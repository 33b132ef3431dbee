import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';
import { postCalls } from './posts-support';

const api = useTestApi();
const { call, makePost, newsfeed, timeline } = postCalls(api);

/** Posts written straight to the table, `at` apart from a base time; equal times test the id tie-break. */
async function insertPosts(
  timeline: { id: string; type: 'user' | 'business'; userId: string },
  times: Date[],
) {
  const rows = await api.database.db
    .insert(schema.posts)
    .values(
      times.map((createdAt, index) => ({
        content: `Post ${index}`,
        userId: timeline.userId,
        businessId: timeline.type === 'business' ? timeline.id : null,
        timelineId: timeline.id,
        timelineType: timeline.type,
        createdAt,
      })),
    )
    .returning({ id: schema.posts.id });
  return rows.map((row) => row.id);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function readWholeFeed(headers: Record<string, string>, between?: (page: number) => Promise<void>) {
  const seen: string[] = [];
  let nextID: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const response = await newsfeed(headers, nextID);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    seen.push(...data.posts.map((post: { postID: string }) => post.postID));
    if (!data.nextID) return seen;
    nextID = data.nextID;
    await between?.(page);
  }
  throw new Error('The newsfeed did not end.');
}

describe('newsfeed', () => {
  it('shows my posts and those of businesses I follow or belong to, newest first, and nothing else', async () => {
    const reader = await signIn(api);
    const followed = await createBusiness(api.database.db);
    const own = await createBusiness(api.database.db, { ownerId: reader.user.id });
    const unrelated = await createBusiness(api.database.db);
    await call('POST', '/api/social/follow/business', reader.headers, { resourceID: followed.id });
    const ownerOf = async (businessId: string) =>
      (await api.database.db.query.businessMembers.findFirst({
        where: (m, { eq }) => eq(m.businessId, businessId),
      }))!.userId;
    const fromFollowed = await insertPosts(
      { id: followed.id, type: 'business', userId: await ownerOf(followed.id) },
      [minutesAgo(3)],
    );
    const fromOwn = await insertPosts({ id: own.id, type: 'business', userId: reader.user.id }, [
      minutesAgo(2),
    ]);
    await insertPosts({ id: unrelated.id, type: 'business', userId: await ownerOf(unrelated.id) }, [
      minutesAgo(1),
    ]);
    const mine = (
      await makePost(reader.headers, { content: 'Mine', timelineID: reader.user.id, timelineType: 'user' })
    ).json().data.postID;
    expect(await readWholeFeed(reader.headers)).toEqual([mine, ...fromOwn, ...fromFollowed]);
    const first = (await newsfeed(reader.headers)).json().data;
    expect(first.nextID).toBeNull();
    expect(Date.parse(first.posts[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('needs a session', async () => {
    expect((await newsfeed({})).statusCode).toBe(401);
  });

  it('refuses a cursor whose id half is not a uuid with a 400 (found by the fuzz test: it was a 500)', async () => {
    const { headers } = await signIn(api);
    const response = await newsfeed(headers, '39_7cb-e3-fC91E-ab0-CD071fA-dfCDCa34---');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.name).toBe('ValidationError');
  });

  it('neither repeats nor skips posts when new ones arrive between pages, with equal timestamps included', async () => {
    const reader = await signIn(api);
    const business = await createBusiness(api.database.db);
    await call('POST', '/api/social/follow/business', reader.headers, { resourceID: business.id });
    const writer = { id: business.id, type: 'business' as const, userId: reader.user.id };
    const sameTime = minutesAgo(31);
    // 25 posts, a run of 12 of them written in the same microsecond, so pages end inside the run.
    const times = Array.from({ length: 25 }, (_, index) =>
      index >= 3 && index < 15 ? sameTime : minutesAgo(60 - index * 2),
    );
    const original = new Set(await insertPosts(writer, times));
    const mineToo = await insertPosts({ id: reader.user.id, type: 'user', userId: reader.user.id }, [
      minutesAgo(29),
    ]);
    original.add(mineToo[0]!);

    const newer: string[] = [];
    const seen = await readWholeFeed(reader.headers, async () => {
      newer.push(...(await insertPosts(writer, [new Date(), new Date()])));
    });
    expect(seen).toHaveLength(original.size);
    expect(new Set(seen)).toEqual(original);
    expect(newer.length).toBeGreaterThan(0);
    // The next read from the top starts with what arrived meanwhile.
    const top = (await newsfeed(reader.headers))
      .json()
      .data.posts.map((post: { postID: string }) => post.postID);
    expect(top.slice(0, newer.length).sort()).toEqual([...newer].sort());
  });
});

describe('timeline', () => {
  it('pages by 10, newest first, to both ends, and visitors can read it', async () => {
    const author = await signIn(api);
    const ids = await insertPosts(
      { id: author.user.id, type: 'user', userId: author.user.id },
      Array.from({ length: 23 }, (_, index) => minutesAgo(100 - index)),
    );
    const newestFirst = [...ids].reverse();
    const first = (await timeline(author.user.id)).json().data;
    expect(first.total).toBe(23);
    expect(first.timeline).toMatchObject({ timelineType: 'user', canPost: false });
    expect(first.posts.map((post: { postID: string }) => post.postID)).toEqual(newestFirst.slice(0, 10));
    const last = (await timeline(author.user.id, '?skip=20&size=10')).json().data;
    expect(last.posts.map((post: { postID: string }) => post.postID)).toEqual(newestFirst.slice(20));
    const beyond = (await timeline(author.user.id, '?skip=30&size=10')).json().data;
    expect(beyond).toMatchObject({ posts: [], total: 23 });
    const own = (await timeline(author.user.id, '', author.headers)).json().data;
    expect(own.timeline.canPost).toBe(true);
  });

  it('reads a business timeline and tells its managers they may post there', async () => {
    const owner = await signIn(api);
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Delta Valves',
    });
    const empty = (await timeline(business.id, '', owner.headers)).json().data;
    expect(empty).toMatchObject({
      posts: [],
      total: 0,
      timeline: { timelineType: 'business', name: 'Delta Valves', canPost: true },
    });
    expect((await timeline(business.id)).json().data.timeline.canPost).toBe(false);
  });
});
