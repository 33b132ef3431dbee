import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { mailsTo } from './mail-support';
import { messageCalls } from './messages-support';
import { searchSupport } from './search-support';

const api = useTestApi();
const { post: searchPost } = searchSupport(api);
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
  api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** What the account service hands out after the password: an opaque token, stored as its SHA-256. */
async function grantFor(userId: string, minutes = 5) {
  const grant = randomBytes(32).toString('base64url');
  await api.database.db.insert(schema.accountDeletionGrants).values({
    tokenHash: createHash('sha256').update(grant).digest('hex'),
    userId,
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  return grant;
}
const deleteAccount = (headers: Headers, grant: string) =>
  call('POST', '/api/user/account/delete', headers, { grant });

const userHits = async (textQuery: string) =>
  (await searchPost('/api/user/search', { textQuery, skip: 0, size: 5 })).json().data.totalResults as number;
const businessHits = async (textQuery: string) =>
  (await searchPost('/api/search/business', { textQuery, businessType: 'MA', skip: 0, size: 5 })).json().data
    .total_results as number;
const productHits = async (textQuery: string) =>
  (await searchPost('/api/search/product', { textQuery, skip: 0, size: 5 })).json().data
    .total_results as number;

describe('delete my account', () => {
  it('lists the businesses it takes first, then leaves nothing of the user readable but their messages', async () => {
    const db = api.database.db;
    const victim = await signIn(api, {
      firstName: 'Zebulon',
      lastName: 'Quarry',
      companyName: 'Quarry Holdings',
    });
    const partner = await signIn(api, { firstName: 'Pat', lastName: 'Partner' });
    const supplier = await signIn(api, { firstName: 'Sue', lastName: 'Supplier' });
    const own = await createBusiness(db, { ownerId: victim.user.id, companyName: 'Zebulon Flanges' });
    const ownProduct = await createProduct(db, own.id, {
      name: 'Zebulon Flange ZF-9',
      keywords: ['zebflange'],
    });
    const shared = await createBusiness(db, { ownerId: partner.user.id, companyName: 'Shared Castings' });
    await db
      .insert(schema.businessMembers)
      .values({ businessId: shared.id, userId: victim.user.id, access: 'owner' });
    const selling = await createBusiness(db, { ownerId: supplier.user.id, companyName: 'Sue Pumps' });
    const pump = await createProduct(db, selling.id, { name: 'Sue Gear Pump' });

    await call('POST', '/api/social/reaction/react/product', victim.headers, { resourceID: pump.id });
    const comment = await call('POST', '/api/social/comments/make-comment', victim.headers, {
      resourceID: pump.id,
      resourceType: 'product',
      content: 'Zebulon asks: what is the lead time?',
    });
    expect(comment.statusCode).toBe(200);
    await call('POST', '/api/social/follow/business', victim.headers, { resourceID: selling.id });
    expect((await call('PUT', `/api/favorites/business/${selling.id}`, victim.headers)).statusCode).toBe(200);
    const posted = await call('POST', '/api/social/posts/make-post', victim.headers, {
      content: 'Zebulon is at the Houston fair this week.',
      timelineID: shared.id,
      timelineType: 'business',
      businessID: shared.id,
    });
    expect(posted.json()).toMatchObject({ success: true });
    const postId = posted.json().data.postID as string;
    const messages = messageCalls(api);
    const sent = await messages.send(victim.headers, {
      to: selling.id,
      message: 'Zebulon needs 40 gear pumps.',
    });
    expect(sent.statusCode).toBe(200);
    const rid = sent.json().data.requestID as string;
    expect((await messages.reply(supplier.headers, rid, 'We can ship in May.', selling.id)).statusCode).toBe(
      200,
    );

    expect(await userHits('zebulon')).toBe(1);
    expect(await businessHits('zebulon flanges')).toBe(1);
    expect(await productHits('zebflange')).toBe(1);

    const preview = await call('GET', '/api/user/account/deletion', victim.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      soleOwnedBusinesses: [{ id: own.id, name: 'Zebulon Flanges' }],
      sharedBusinesses: [{ id: shared.id, name: 'Shared Castings' }],
    });

    // Without the account service's confirmation, or with someone else's, nothing happens.
    const missing = await deleteAccount(victim.headers, randomBytes(32).toString('base64url'));
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.message).toMatch(/Confirm your password again/);
    expect((await deleteAccount(victim.headers, await grantFor(partner.user.id))).statusCode).toBe(403);
    expect((await deleteAccount(victim.headers, await grantFor(victim.user.id, -1))).statusCode).toBe(403);
    expect((await call('GET', '/api/user/profile', victim.headers)).statusCode).toBe(200);

    const grant = await grantFor(victim.user.id);
    const deleted = await deleteAccount(victim.headers, grant);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ deleted: true, businessesDeleted: 1 });

    // Signed out everywhere: the session went with the account.
    const after = await call('GET', '/api/user/profile', victim.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.name).toBe('SessionError');
    // Nothing of theirs is readable or found.
    expect((await call('GET', `/api/user/public-profile/${victim.user.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/business/profile/${own.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/product/${ownProduct.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/social/posts/${postId}`)).statusCode).toBe(404);
    const comments = (await call('GET', `/api/social/comments/${pump.id}?skip=0&size=20`)).json().data;
    expect(comments.total).toBe(0);
    expect((await call('GET', `/api/social/reaction/summary/${pump.id}`)).json().data.reactionCount).toEqual({
      like: 0,
    });
    expect((await call('GET', `/api/social/follow/${selling.id}/summary`)).json().data.followers).toBe(0);
    expect(await userHits('zebulon')).toBe(0);
    expect(await businessHits('zebulon flanges')).toBe(0);
    expect(await productHits('zebflange')).toBe(0);
    const rows = await db.select().from(schema.users).where(eq(schema.users.id, victim.user.id));
    expect(rows).toEqual([]);
    expect(
      await db
        .select()
        .from(schema.favoriteBusinesses)
        .where(eq(schema.favoriteBusinesses.userId, victim.user.id)),
    ).toEqual([]);
    // The business they shared stays with its other owner.
    expect((await call('GET', `/api/business/profile/${shared.id}`)).statusCode).toBe(200);
    // The supplier still reads the conversation, signed "Deleted user".
    const inbox = (await messages.list(supplier.headers, selling.id)).json().data;
    expect(inbox.threads).toMatchObject([
      {
        requestID: rid,
        senderType: 'user',
        from: { id: null, name: 'Deleted user', type: 'user', photo: null },
      },
    ]);
    const thread = (await messages.messages(supplier.headers, rid, selling.id)).json().data;
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([
      'Zebulon needs 40 gear pumps.',
      'We can ship in May.',
    ]);
    expect((await messages.reply(supplier.headers, rid, 'Are you still there?', selling.id)).statusCode).toBe(
      200,
    );
    // The grant was spent.
    expect(
      await db
        .select()
        .from(schema.accountDeletionGrants)
        .where(eq(schema.accountDeletionGrants.userId, victim.user.id)),
    ).toEqual([]);
  });

  it('says goodbye in the member’s preferred language, business names as written', async () => {
    const user = await signIn(api, { preferredLanguageCode: 'zh' });
    await createBusiness(api.database.db, { ownerId: user.user.id, companyName: 'Acme Pumps' });
    expect((await deleteAccount(user.headers, await grantFor(user.user.id))).statusCode).toBe(200);
    const [mail] = await mailsTo(api.database.db, user.user.email);
    expect(mail).toMatchObject({
      subject: '您的 Tradeforge 账户已删除',
      text: '您的 Tradeforge 账户及您的内容已按您的要求删除。\n\n以下由您作为唯一所有者的企业也已删除：Acme Pumps。\n\n您发给他人的消息仍保留在对方处，署名为“已删除的用户”。',
    });
  });

  it('is limited to a few tries an hour', async () => {
    const user = await signIn(api);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++)
      statuses.push((await deleteAccount(user.headers, randomBytes(32).toString('base64url'))).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it('answers 401 to visitors', async () => {
    expect((await call('GET', '/api/user/account/deletion')).statusCode).toBe(401);
    expect((await deleteAccount({}, randomBytes(32).toString('base64url'))).statusCode).toBe(401);
  });
});
