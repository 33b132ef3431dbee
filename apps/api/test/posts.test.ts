import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';
import { postCalls } from './posts-support';

const api = useTestApi();
const { call, makePost, removePost, uploadImage } = postCalls(api);
const asUser = (userId: string, content = 'Our new CNC line is running.') => ({
  content,
  timelineID: userId,
  timelineType: 'user',
});
const asBusiness = (businessId: string, content = 'Now shipping to Canada.') => ({
  content,
  timelineID: businessId,
  timelineType: 'business',
  businessID: businessId,
});

async function addMember(businessId: string, userId: string, access: 'admin' | 'member') {
  await api.database.db.insert(schema.businessMembers).values({ businessId, userId, access });
}

describe('posting actor', () => {
  it('posts as oneself and as a business one owns, with images, and reads the post back', async () => {
    const owner = await signIn(api, { firstName: 'Ada', lastName: 'Lovelace' });
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Gulf Pumps',
    });
    const mine = await makePost(owner.headers, asUser(owner.user.id, '  Hello <b>world</b>  '));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      content: 'Hello <b>world</b>',
      timelineType: 'user',
      businessID: null,
      canRemove: true,
      author: { userID: owner.user.id, firstName: 'Ada', businessID: null },
    });
    const image = await uploadImage(owner.headers);
    const asCompany = await makePost(owner.headers, { ...asBusiness(business.id), images: [image] });
    expect(asCompany.statusCode).toBe(200);
    const post = asCompany.json().data;
    expect(post.author).toMatchObject({ businessID: business.id, companyName: 'Gulf Pumps' });
    expect(post.images).toHaveLength(1);
    expect(post.images[0].url).toMatch(/\.webp$/);
    const read = await call('GET', `/api/social/posts/${post.postID}`);
    expect(read.json().data).toMatchObject({ postID: post.postID, canRemove: false });
  });

  it('refuses to post as a business the user does not own or administer (403), and a member too', async () => {
    const stranger = await signIn(api);
    const business = await createBusiness(api.database.db);
    expect((await makePost(stranger.headers, asBusiness(business.id))).statusCode).toBe(403);
    await addMember(business.id, stranger.user.id, 'member');
    expect((await makePost(stranger.headers, asBusiness(business.id))).statusCode).toBe(403);
    await api.database.db.delete(schema.businessMembers);
  });

  it("refuses another user's timeline and mismatched business fields", async () => {
    const user = await signIn(api);
    const other = await signIn(api);
    const business = await createBusiness(api.database.db, { ownerId: user.user.id });
    expect((await makePost(user.headers, asUser(other.user.id))).statusCode).toBe(403);
    const mixed = { ...asUser(user.user.id), businessID: business.id };
    expect((await makePost(user.headers, mixed)).statusCode).toBe(400);
    const elsewhere = { ...asBusiness(business.id), timelineID: user.user.id };
    expect((await makePost(user.headers, elsewhere)).statusCode).toBe(400);
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    const user = await signIn(api);
    const id = user.user.id;
    const bad = [
      {},
      { ...asUser(id), content: '' },
      { ...asUser(id), content: '   ' },
      { ...asUser(id), content: 'x'.repeat(3001) },
      { ...asUser(id), timelineType: 'group' },
      { ...asUser(id), timelineID: 'not-a-uuid' },
      { ...asUser(id), images: ['a', 'b'] },
      { ...asUser(id), images: Array.from({ length: 5 }, () => crypto.randomUUID()) },
      { ...asUser(id), images: [crypto.randomUUID()] },
      { ...asBusiness(crypto.randomUUID()) },
    ];
    for (const body of bad) {
      const response = await makePost(user.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await makePost({}, asUser(id))).statusCode).toBe(401);
    expect((await call('GET', '/api/social/posts/nope')).statusCode).toBe(400);
    expect((await call('GET', `/api/social/posts/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/newsfeed/load?nextID=abc', user.headers)).statusCode).toBe(400);
    expect((await call('GET', `/api/timeline/load/${id}?size=0`)).statusCode).toBe(400);
    expect((await call('GET', `/api/timeline/load/${id}?skip=-1`)).statusCode).toBe(400);
    expect((await call('GET', `/api/timeline/load/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await removePost(user.headers, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('removing a post', () => {
  it('lets only the author or an owner or admin of its business remove it (others 403)', async () => {
    const author = await signIn(api);
    const admin = await signIn(api);
    const member = await signIn(api);
    const stranger = await signIn(api);
    const business = await createBusiness(api.database.db, { ownerId: author.user.id });
    await addMember(business.id, admin.user.id, 'admin');
    await addMember(business.id, member.user.id, 'member');

    const personal = (await makePost(author.headers, asUser(author.user.id))).json().data.postID;
    expect((await removePost(admin.headers, personal)).statusCode).toBe(403);
    expect((await removePost(stranger.headers, personal)).statusCode).toBe(403);
    expect((await removePost(author.headers, personal)).statusCode).toBe(200);

    const company = (await makePost(author.headers, asBusiness(business.id))).json().data.postID;
    expect((await removePost(member.headers, company)).statusCode).toBe(403);
    expect((await removePost(stranger.headers, company)).statusCode).toBe(403);
    expect((await call('GET', `/api/social/posts/${company}`, admin.headers)).json().data.canRemove).toBe(
      true,
    );
    expect((await removePost(admin.headers, company)).statusCode).toBe(200);
    expect((await call('GET', `/api/social/posts/${company}`)).statusCode).toBe(404);
  });

  it('takes its likes, comments, replies and image files with it', async () => {
    const author = await signIn(api);
    const fan = await signIn(api);
    const image = await uploadImage(author.headers);
    const post = (await makePost(author.headers, { ...asUser(author.user.id), images: [image] })).json().data;
    const imageUrl = post.images[0].url as string;
    expect((await call('GET', imageUrl)).statusCode).toBe(200);
    const postID = post.postID as string;
    const react = await call('POST', '/api/social/reaction/react/post', fan.headers, { resourceID: postID });
    expect(react.json().data.reactionCount.like).toBe(1);
    const comment = await call('POST', '/api/social/comments/make-comment', fan.headers, {
      resourceID: postID,
      resourceType: 'post',
      content: 'Congratulations!',
    });
    const commentID = comment.json().data.commentID as string;
    await call('POST', '/api/social/comments/make-comment', author.headers, {
      resourceID: commentID,
      resourceType: 'comment',
      content: 'Thanks!',
    });
    await call('POST', '/api/social/reaction/react/comment', author.headers, { resourceID: commentID });

    expect((await removePost(author.headers, postID)).statusCode).toBe(200);
    const db = api.database.db;
    expect(await db.$count(schema.comments)).toBe(0);
    expect(await db.$count(schema.reactions)).toBe(0);
    expect((await call('GET', imageUrl)).statusCode).toBe(404);
  });
});
