import { describe, expect, it } from 'vitest';
import { NEWSFEED_PAGE_SIZE } from '@tradeforge/contracts';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';
import { groupCalls, type Headers } from './groups-support';

const api = useTestApi();
const groups = groupCalls(api);
const { call } = groups;

const feedIds = async (headers: Headers) =>
  (await groups.newsfeed(headers)).json().data.posts.map((post: { postID: string }) => post.postID);
const feedRows = async (userId: string, postId: string) =>
  (
    await api.database.pool.query<{ n: number }>(
      'select count(*)::int as n from feed_entries where reader_id = $1 and post_id = $2',
      [userId, postId],
    )
  ).rows[0]!.n;

describe("a private group's posts", () => {
  it('reach every member’s newsfeed, marked with the group, and nobody else’s', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private', name: 'Texas Exporters' });
    const member = await groups.memberOf(groupId, owner.headers);
    const outsider = await signIn(api);
    const made = await groups.post(groupId, member.headers);
    expect(made.statusCode).toBe(200);
    expect(made.json().data.group).toEqual({ groupID: groupId, name: 'Texas Exporters' });
    const postId = made.json().data.postID;
    expect(await feedIds(owner.headers)).toContain(postId);
    expect(await feedIds(outsider.headers)).not.toContain(postId);
    expect((await groups.getPost(postId, outsider.headers)).statusCode).toBe(404);
    expect((await groups.getPost(postId)).statusCode).toBe(404);
    expect((await call('GET', `/api/social/comments/${postId}`, outsider.headers)).statusCode).toBe(404);
    const like = await call('POST', '/api/social/reaction/react/post', outsider.headers, {
      resourceID: postId,
    });
    expect(like.statusCode).toBe(404);
    const comment = await call('POST', '/api/social/comments/make-comment', outsider.headers, {
      resourceType: 'post',
      resourceID: postId,
      content: 'Let me in',
    });
    expect(comment.statusCode).toBe(404);
    expect((await groups.post(groupId, outsider.headers)).statusCode).toBe(404);
  });

  it('are taken from a removed member at once: feed rows, post, comments and likes', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const member = await groups.memberOf(groupId, owner.headers);
    const postId = (await groups.post(groupId, owner.headers)).json().data.postID;
    const commentId = (
      await call('POST', '/api/social/comments/make-comment', owner.headers, {
        resourceType: 'post',
        resourceID: postId,
        content: 'Details inside.',
      })
    ).json().data.commentID;
    expect(await feedRows(member.user.id, postId)).toBe(1);
    expect((await groups.getPost(postId, member.headers)).statusCode).toBe(200);

    expect((await groups.act(groupId, member.user.id, 'remove', owner.headers)).statusCode).toBe(200);
    expect(await feedRows(member.user.id, postId)).toBe(0);
    expect(await feedIds(member.headers)).not.toContain(postId);
    expect((await groups.getPost(postId, member.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/social/comments/${commentId}`, member.headers)).statusCode).toBe(404);
    const like = await call('POST', '/api/social/reaction/react/post', member.headers, {
      resourceID: postId,
    });
    expect(like.statusCode).toBe(404);
    expect((await groups.posts(groupId, member.headers)).statusCode).toBe(404);
    // Nor is anything of the group sent to them live: a new post there gives them no event.
    const events = async () =>
      (
        await api.database.pool.query<{ n: number }>(
          'select count(*)::int as n from app_events where user_id = $1',
          [member.user.id],
        )
      ).rows[0]!.n;
    const before = await events();
    await groups.post(groupId, owner.headers);
    expect(await events()).toBe(before);
  });

  it('answer likes, like counts and whether one liked only to readers, of the post and its comments', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const member = await groups.memberOf(groupId, owner.headers);
    const postId = (await groups.post(groupId, owner.headers)).json().data.postID;
    const commentId = (
      await call('POST', '/api/social/comments/make-comment', owner.headers, {
        resourceType: 'post',
        resourceID: postId,
        content: 'Details inside.',
      })
    ).json().data.commentID;
    const outsider = await signIn(api);
    const like = (headers: Headers, type: string, resourceID: string) =>
      call('POST', `/api/social/reaction/react/${type}`, headers, { resourceID });
    const summary = (headers: Headers, id: string) =>
      call('GET', `/api/social/reaction/summary/${id}`, headers);
    const check = (headers: Headers, id: string) => call('GET', `/api/social/reaction/check/${id}`, headers);
    const unlike = (headers: Headers, id: string) =>
      call('DELETE', '/api/social/reaction/react/post', headers, { resourceID: id });

    expect((await like(member.headers, 'post', postId)).json().data).toEqual({ reactionCount: { like: 1 } });
    expect((await like(member.headers, 'comment', commentId)).statusCode).toBe(200);
    for (const id of [postId, commentId]) {
      expect((await summary(owner.headers, id)).json().data).toEqual({ reactionCount: { like: 1 } });
      expect((await check(member.headers, id)).json().data).toEqual({ reactionType: 'like' });
      for (const headers of [{}, outsider.headers]) expect((await summary(headers, id)).statusCode).toBe(404);
      expect((await check(outsider.headers, id)).statusCode).toBe(404);
      expect((await like(outsider.headers, id === postId ? 'post' : 'comment', id)).statusCode).toBe(404);
    }
    expect((await unlike(outsider.headers, postId)).statusCode).toBe(404);

    // A removed member loses them at once, their own like included.
    await groups.act(groupId, member.user.id, 'remove', owner.headers);
    expect((await summary(member.headers, postId)).statusCode).toBe(404);
    expect((await check(member.headers, postId)).statusCode).toBe(404);
    expect((await unlike(member.headers, postId)).statusCode).toBe(404);
    expect((await summary(owner.headers, postId)).json().data).toEqual({ reactionCount: { like: 1 } });
    expect((await unlike(owner.headers, postId)).json().data).toEqual({ reactionCount: { like: 1 } });
  });

  it('come back to the feed of a member who joins again, and go with one who leaves', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const postId = (await groups.post(groupId, owner.headers)).json().data.postID;
    const person = await signIn(api);
    expect(await feedIds(person.headers)).not.toContain(postId);
    await groups.join(groupId, person.headers);
    expect(await feedIds(person.headers)).toContain(postId);
    await groups.leave(groupId, person.headers);
    expect(await feedRows(person.user.id, postId)).toBe(0);
    // An open group's posts stay readable to anyone, members or not.
    expect((await groups.getPost(postId)).statusCode).toBe(200);
  });
});

describe('posting in a group', () => {
  it('is for members who are not muted, as themselves', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const member = await groups.memberOf(groupId, owner.headers);
    const stranger = await signIn(api);
    expect((await groups.post(groupId, stranger.headers)).statusCode).toBe(403);
    await groups.act(groupId, member.user.id, 'mute', owner.headers, { muted: true });
    expect((await groups.get(groupId, member.headers)).json().data.viewer).toMatchObject({
      muted: true,
      canPost: false,
    });
    expect((await groups.post(groupId, member.headers)).statusCode).toBe(403);
    await groups.act(groupId, member.user.id, 'mute', owner.headers, { muted: false });
    expect((await groups.post(groupId, member.headers)).statusCode).toBe(200);
    const business = await createBusiness(api.database.db, { ownerId: member.user.id });
    const asBusiness = await call('POST', '/api/social/posts/make-post', member.headers, {
      content: 'As a company',
      timelineID: groupId,
      timelineType: 'group',
      businessID: business.id,
    });
    expect(asBusiness.statusCode).toBe(400);
  });

  it('lets the group’s admins remove posts, and not its members', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const admin = await groups.memberOf(groupId, owner.headers);
    await groups.act(groupId, admin.user.id, 'role', owner.headers, { role: 'admin' });
    const member = await groups.memberOf(groupId, owner.headers);
    const author = await groups.memberOf(groupId, owner.headers);
    const postId = (await groups.post(groupId, author.headers)).json().data.postID;
    expect((await groups.getPost(postId, admin.headers)).json().data.canRemove).toBe(true);
    expect((await groups.getPost(postId, member.headers)).json().data.canRemove).toBe(false);
    const remove = (headers: Headers) =>
      call('DELETE', '/api/social/posts/remove-post', headers, { postID: postId });
    expect((await remove(member.headers)).statusCode).toBe(403);
    expect((await remove(admin.headers)).statusCode).toBe(200);
  });
});

describe('pages of posts', () => {
  it('page a group newest first, and mix group posts into the newsfeed in time order', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const made: string[] = [];
    for (let index = 0; index < 2 * (NEWSFEED_PAGE_SIZE + 2); index += 1) {
      const inGroup = index % 2 === 0;
      const response = inGroup
        ? await groups.post(groupId, owner.headers, `Group post ${index}`)
        : await call('POST', '/api/social/posts/make-post', owner.headers, {
            content: `Own post ${index}`,
            timelineID: owner.user.id,
            timelineType: 'user',
          });
      made.push(response.json().data.postID);
    }
    const first = (await groups.posts(groupId, owner.headers)).json().data;
    expect(first.posts).toHaveLength(NEWSFEED_PAGE_SIZE);
    const second = (await groups.posts(groupId, owner.headers, first.nextID)).json().data;
    expect(second.nextID).toBeNull();
    const groupPosts = made.filter((_, index) => index % 2 === 0).reverse();
    expect([...first.posts, ...second.posts].map((post: { postID: string }) => post.postID)).toEqual(
      groupPosts,
    );
    const feed: string[] = [];
    let nextID: string | undefined;
    do {
      const page = (await groups.newsfeed(owner.headers, nextID)).json().data;
      feed.push(...page.posts.map((post: { postID: string }) => post.postID));
      nextID = page.nextID ?? undefined;
    } while (nextID);
    expect(feed).toEqual([...made].reverse());
  });
});
