import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signAccessToken, signIn } from './factories';
import { useTestApi } from './helper';
import { mailsTo } from './mail-support';
import { callApi, signInOperator } from './operator-support';
import { postCalls } from './posts-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0', OPERATOR_EMAIL: 'boss@moderation.test' });
const call = callApi(api);
const { makePost, newsfeed, timeline } = postCalls(api);

const productNames = async (textQuery: string) => {
  const response = await call('POST', '/search/product', {}, { textQuery, skip: 0, size: 20 });
  return response.json().data.results.map((product: { name: string }) => product.name) as string[];
};
const businessNames = async (textQuery: string) => {
  const response = await call(
    'POST',
    '/search/business',
    {},
    { businessType: 'MA', textQuery, skip: 0, size: 20 },
  );
  const results = response.json().data.results as { businessProfile: { general: { companyName: string } } }[];
  return results.map((result) => result.businessProfile.general.companyName);
};
const suggestions = async (q: string) =>
  (await call('GET', `/search/suggest?q=${encodeURIComponent(q)}`)).json().data as Record<
    'businesses' | 'products',
    { name: string }[]
  >;

async function moderate(operator: { headers: object }, objectType: string, objectID: string, undo = false) {
  const response = undo
    ? await call('POST', '/operator/moderation/undo', operator.headers, { objectType, objectID })
    : await call('POST', '/operator/moderation', operator.headers, {
        objectType,
        objectID,
        reason: 'Counterfeit.',
      });
  expect(response.statusCode, response.body).toBe(200);
}

describe('moderation', () => {
  it('hides a product from search, suggestions and its page at once, but not from its managers', async () => {
    const operator = await signInOperator(api);
    const owner = await signIn(api);
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Quillon Tools',
    });
    const product = await createProduct(api.database.db, business.id, { name: 'Zarquon Spanner' });
    expect(await productNames('zarquon')).toEqual(['Zarquon Spanner']);
    expect((await suggestions('zarq')).products.map((item) => item.name)).toEqual(['Zarquon Spanner']);

    await moderate(operator, 'product', product.id);
    expect(await productNames('zarquon')).toEqual([]);
    expect((await suggestions('zarq')).products).toEqual([]);
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(404);
    const own = await call('GET', `/product/${product.id}`, owner.headers);
    expect(own.json().data).toMatchObject({ hidden: true, moderationReason: 'Counterfeit.' });
    // The owner cannot show it again, whatever they write.
    await api.database.db.update(schema.products).set({ hidden: false });
    expect(await productNames('zarquon')).toEqual([]);
    expect(
      (
        await call('POST', '/operator/moderation', operator.headers, {
          objectType: 'product',
          objectID: product.id,
          reason: 'Again.',
        })
      ).statusCode,
    ).toBe(409);

    await moderate(operator, 'product', product.id, true);
    expect(await productNames('zarquon')).toEqual(['Zarquon Spanner']);
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(200);
  });

  it('suspends a business: out of search, its page, its products and the home page, back on undo', async () => {
    const operator = await signInOperator(api);
    const owner = await signIn(api);
    // Complete, so that the home page features it.
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Vorlon Castings',
      profilePhoto: { url: '/uploads/public/logo.webp' },
      generalDescription: 'A foundry of grey and ductile iron castings.',
    });
    await createProduct(api.database.db, business.id, { name: 'Vorlon Flange' });
    const lastRegistered = async () =>
      JSON.stringify((await call('GET', '/search/business/last-registered')).json().data);
    expect(await businessNames('vorlon')).toEqual(['Vorlon Castings']);
    expect(await lastRegistered()).toContain('Vorlon Castings');

    await moderate(operator, 'business', business.id);
    expect(await businessNames('vorlon')).toEqual([]);
    expect(await productNames('vorlon')).toEqual([]);
    expect((await suggestions('vorl')).businesses).toEqual([]);
    expect(await lastRegistered()).not.toContain('Vorlon Castings');
    expect((await call('GET', `/business/profile/${business.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/business/profile/${business.id}`, owner.headers)).statusCode).toBe(200);
    const [mail] = await api.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, owner.user.email));
    expect(mail).toMatchObject({ to: owner.user.email, subject: expect.stringContaining('was suspended') });
    expect(mail!.text).toContain('Reason: Counterfeit.');

    await moderate(operator, 'business', business.id, true);
    expect(await businessNames('vorlon')).toEqual(['Vorlon Castings']);
    expect(await productNames('vorlon')).toEqual(['Vorlon Flange']);
  });

  it('tells the owners in their preferred language why, and when it is undone', async () => {
    const operator = await signInOperator(api);
    const owner = await signIn(api, { preferredLanguageCode: 'it' });
    const business = await createBusiness(api.database.db, {
      ownerId: owner.user.id,
      companyName: 'Fonderia Po',
    });
    await moderate(operator, 'business', business.id);
    await moderate(operator, 'business', business.id, true);
    const [undone, moderated] = await mailsTo(api.database.db, owner.user.email);
    expect(moderated).toMatchObject({
      subject: 'L’azienda «Fonderia Po» è stata sospesa su Tradeforge',
      text: 'L’azienda «Fonderia Po» è stata sospesa dagli operatori del sito.\n\nMotivo: Counterfeit.',
    });
    expect(undone).toMatchObject({
      subject: 'L’azienda «Fonderia Po» è stata riattivata su Tradeforge',
      text: 'L’azienda «Fonderia Po» è stata riattivata.',
    });
    const author = await signIn(api, { preferredLanguageCode: 'pt' });
    await moderate(operator, 'user', author.user.id);
    const [english] = await mailsTo(api.database.db, author.user.email);
    expect(english).toMatchObject({
      subject: 'Your account was suspended on Tradeforge',
      text: "Your account was suspended by the site's operators.\n\nReason: Counterfeit.",
    });
  });

  it('suspends a user: sessions end, out of people search and their page', async () => {
    const operator = await signInOperator(api);
    const user = await signIn(api, { firstName: 'Xandra', lastName: 'Quimby' });
    const people = async () =>
      (await call('POST', '/user/search', {}, { textQuery: 'xandra', skip: 0, size: 5, limit: 5 })).json()
        .data;
    expect(JSON.stringify(await people())).toContain('Quimby');
    await moderate(operator, 'user', user.user.id);
    const refused = await call('GET', '/favorites', user.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.name).toBe('SessionError');
    expect(JSON.stringify(await people())).not.toContain('Quimby');
    expect((await call('GET', `/user/public-profile/${user.user.id}`)).statusCode).toBe(404);
    // Operators cannot suspend themselves.
    const self = await call('POST', '/operator/moderation', operator.headers, {
      objectType: 'user',
      objectID: operator.user.id,
      reason: 'Oops.',
    });
    expect(self.statusCode).toBe(409);
  });

  it('hides a post from timelines, feeds and its page for all but its author, and a comment from its thread', async () => {
    const operator = await signInOperator(api);
    const author = await signIn(api);
    const reader = await signIn(api);
    const business = await createBusiness(api.database.db, { ownerId: author.user.id });
    await api.database.db
      .insert(schema.businessMembers)
      .values({ businessId: business.id, userId: reader.user.id, access: 'member' });
    const postID = (
      await makePost(author.headers, {
        content: 'Our new valve line ships next week.',
        timelineID: business.id,
        timelineType: 'business',
        businessID: business.id,
      })
    ).json().data.postID;
    const feedIds = async () =>
      (await newsfeed(reader.headers)).json().data.posts.map((post: { postID: string }) => post.postID);
    expect(await feedIds()).toContain(postID);
    const comment = await call('POST', '/social/comments/make-comment', reader.headers, {
      resourceID: postID,
      resourceType: 'post',
      content: 'Buy cheap watches here',
    });
    const commentID = comment.json().data.commentID;

    await moderate(operator, 'post', postID);
    expect(await feedIds()).not.toContain(postID);
    expect((await timeline(business.id)).json().data.posts).toEqual([]);
    expect((await call('GET', `/social/posts/${postID}`, reader.headers)).statusCode).toBe(404);
    const mine = (await timeline(business.id, '', author.headers)).json().data.posts;
    expect(mine).toMatchObject([{ postID, moderationReason: 'Counterfeit.' }]);

    await moderate(operator, 'comment', commentID);
    const seenBy = async (headers: object) =>
      (await call('GET', `/social/comments/${postID}`, headers))
        .json()
        .data.comments.map((item: { commentID: string }) => item.commentID);
    expect(await seenBy(author.headers)).toEqual([]);
    expect(await seenBy(reader.headers)).toEqual([commentID]);
    await moderate(operator, 'post', postID, true);
    expect(await feedIds()).toContain(postID);
  });

  it('refuses likes and comments on a hidden post or product, and its comments, but to its author, owners and operators', async () => {
    const operator = await signInOperator(api);
    const author = await signIn(api);
    const stranger = await signIn(api);
    const business = await createBusiness(api.database.db, { ownerId: author.user.id });
    const product = await createProduct(api.database.db, business.id);
    const postID = (
      await makePost(author.headers, {
        content: 'Flange gaskets in stock.',
        timelineID: business.id,
        timelineType: 'business',
        businessID: business.id,
      })
    ).json().data.postID;
    const like = (headers: object, type: string, resourceID: string) =>
      call('POST', `/social/reaction/react/${type}`, headers, { resourceID });
    const comment = (headers: object, resourceType: string, resourceID: string) =>
      call('POST', '/social/comments/make-comment', headers, { resourceType, resourceID, content: 'Price?' });
    const commentID = (await comment(stranger.headers, 'post', postID)).json().data.commentID;
    await moderate(operator, 'post', postID);
    await moderate(operator, 'product', product.id);

    const missing = await like(stranger.headers, 'post', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    for (const refused of [
      await like(stranger.headers, 'post', postID),
      await like(stranger.headers, 'product', product.id),
      await like(stranger.headers, 'comment', commentID),
      await comment(stranger.headers, 'post', postID),
      await comment(stranger.headers, 'product', product.id),
      await comment(stranger.headers, 'comment', commentID),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.name).toBe(missing.json().error.name);
    }
    for (const { headers } of [author, operator]) {
      expect((await like(headers, 'post', postID)).statusCode).toBe(200);
      expect((await like(headers, 'product', product.id)).statusCode).toBe(200);
      expect((await comment(headers, 'post', postID)).statusCode).toBe(200);
      expect((await comment(headers, 'comment', commentID)).statusCode).toBe(200);
    }
    // The account of OPERATOR_EMAIL is an operator only once its e-mail counts as verified.
    const boss = await signIn(api, { email: 'boss@moderation.test' });
    const unverified = await signAccessToken(api, {
      userId: boss.user.id,
      sessionId: boss.sessionId,
      emailVerified: false,
    });
    expect((await like({ 'wbn-auth': unverified }, 'post', postID)).statusCode).toBe(404);
    expect((await like(boss.headers, 'post', postID)).statusCode).toBe(200);

    await moderate(operator, 'post', postID, true);
    expect((await like(stranger.headers, 'post', postID)).statusCode).toBe(200);
  });
});
