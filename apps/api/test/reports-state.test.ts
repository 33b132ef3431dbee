import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { callApi, signInOperator } from './operator-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = callApi(api);

describe('the report queue says what state each reported object is in', () => {
  it('marks hidden, suspended, visible and removed objects, with when and why', async () => {
    const reporter = await signIn(api);
    const business = await createBusiness(api.database.db, { companyName: 'Grey Market Gauges' });
    const product = await createProduct(api.database.db, business.id, { name: 'Copy Gauge' });
    const gone = await createProduct(api.database.db, business.id, { name: 'Soon Gone' });
    const member = await signIn(api, { firstName: 'Tom', lastName: 'Troll' });
    const writer = await signIn(api, { firstName: 'Pat', lastName: 'Poster' });
    const post = await call('POST', '/social/posts/make-post', writer.headers, {
      content: 'Buy followers here.',
      timelineID: writer.user.id,
      timelineType: 'user',
    });
    expect(post.statusCode, post.body).toBe(200);
    const postID = post.json().data.postID as string;
    const said = await call('POST', '/social/comments/make-comment', writer.headers, {
      resourceID: product.id,
      resourceType: 'product',
      content: 'Deleted later.',
    });
    const commentID = said.json().data.commentID as string;
    const reported = {
      product: product.id,
      business: business.id,
      user: member.user.id,
      post: postID,
      comment: commentID,
    };
    for (const [objectType, objectID] of [...Object.entries(reported), ['product', gone.id]])
      expect(
        (await call('POST', '/reports', reporter.headers, { objectType, objectID, reason: 'spam' }))
          .statusCode,
      ).toBe(201);

    const operator = await signInOperator(api);
    const moderate = async (objectType: string, objectID: string, reason: string) =>
      expect(
        (await call('POST', '/operator/moderation', operator.headers, { objectType, objectID, reason }))
          .statusCode,
      ).toBe(200);
    await moderate('product', product.id, 'Counterfeit.');
    await moderate('business', business.id, 'Sells copies.');
    await moderate('user', member.user.id, 'Abuse.');
    await moderate('user', writer.user.id, 'Spam account.');
    await api.database.db.delete(schema.products).where(eq(schema.products.id, gone.id));
    await api.database.db
      .update(schema.comments)
      .set({ deletedAt: new Date(), content: '' })
      .where(eq(schema.comments.id, commentID));

    const queue = (await call('GET', '/operator/reports', operator.headers)).json().data.items as {
      objectID: string;
      objectState: string;
      moderatedAt: string | null;
      moderationReason: string | null;
      author: { suspendedAt: string | null } | null;
    }[];
    const of = (id: string) => queue.find((report) => report.objectID === id);
    const recent = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(of(product.id)).toMatchObject({
      objectState: 'hidden',
      moderatedAt: recent,
      moderationReason: 'Counterfeit.',
    });
    expect(of(business.id)).toMatchObject({
      objectState: 'suspended',
      moderatedAt: recent,
      moderationReason: 'Sells copies.',
    });
    expect(of(member.user.id)).toMatchObject({ objectState: 'suspended', moderationReason: 'Abuse.' });
    // The post is not hidden, its author is suspended.
    expect(of(postID)).toMatchObject({
      objectState: 'visible',
      moderatedAt: null,
      moderationReason: null,
      author: { userID: writer.user.id, suspendedAt: recent },
    });
    expect(of(commentID)).toMatchObject({ objectState: 'removed', moderatedAt: null });
    expect(of(gone.id)).toMatchObject({ objectState: 'removed', moderatedAt: null, author: null });

    // Shown again and reinstated, they read as visible, and the post's author as not suspended.
    for (const [objectType, objectID] of [
      ['product', product.id],
      ['user', writer.user.id],
    ])
      expect(
        (await call('POST', '/operator/moderation/undo', operator.headers, { objectType, objectID }))
          .statusCode,
      ).toBe(200);
    const after = (await call('GET', '/operator/reports', operator.headers)).json().data.items as {
      objectID: string;
    }[];
    expect(after.find((report) => report.objectID === product.id)).toMatchObject({
      objectState: 'visible',
      moderatedAt: null,
      moderationReason: null,
    });
    expect(after.find((report) => report.objectID === postID)).toMatchObject({
      author: { suspendedAt: null },
    });
  });
});
