import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { callApi, signInOperator } from './operator-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = callApi(api);

async function comment(headers: object, resourceType: string, resourceID: string, content: string) {
  const made = await call('POST', '/social/comments/make-comment', headers, {
    resourceID,
    resourceType,
    content,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.commentID as string;
}

const reportsOf = async (operator: { headers: object }, objectType: string) =>
  (await call('GET', `/operator/reports?objectType=${objectType}`, operator.headers)).json().data.items;

describe('reports of comments and conversations', () => {
  it('queues a reported reply with its author and the product it is under; hiding it takes it from the page', async () => {
    const business = await createBusiness(api.database.db, { companyName: 'Harbor Seals Co' });
    const product = await createProduct(api.database.db, business.id, { name: 'Lip Seal 40' });
    const asker = await signIn(api);
    const spammer = await signIn(api, { firstName: 'Sam', lastName: 'Spammer', email: 'sam@example.com' });
    const question = await comment(asker.headers, 'product', product.id, 'Which rubber compound?');
    const reply = await comment(spammer.headers, 'comment', question, 'Cheap watches at example.net');

    const sent = await call('POST', '/reports', asker.headers, {
      objectType: 'comment',
      objectID: reply,
      reason: 'spam',
      note: 'Link spam.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      (
        await call('POST', '/reports', asker.headers, {
          objectType: 'comment',
          objectID: reply,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(409);

    const operator = await signInOperator(api);
    expect(await reportsOf(operator, 'comment')).toEqual([
      expect.objectContaining({
        objectType: 'comment',
        objectID: reply,
        objectTitle: 'Cheap watches at example.net',
        place: {
          type: 'product',
          id: product.id,
          title: 'Lip Seal 40',
          businessID: business.id,
          companyName: 'Harbor Seals Co',
        },
        author: {
          userID: spammer.user.id,
          name: 'Sam Spammer',
          email: 'sam@example.com',
          businessID: null,
          companyName: null,
          suspendedAt: null,
        },
        objectState: 'visible',
      }),
    ]);

    const hidden = await call('POST', '/operator/moderation', operator.headers, {
      objectType: 'comment',
      objectID: reply,
      reason: 'Spam.',
    });
    expect(hidden.statusCode).toBe(200);
    const replies = await call('GET', `/social/comments/${question}`, asker.headers);
    expect(replies.json().data.comments).toEqual([]);
  });

  it('shows a post comment under its post, and a reported post with its author', async () => {
    const writer = await signIn(api, { firstName: 'Pat', lastName: 'Poster' });
    const reader = await signIn(api);
    const post = await call('POST', '/social/posts/make-post', writer.headers, {
      content: 'Our spring catalogue is out.',
      timelineID: writer.user.id,
      timelineType: 'user',
    });
    expect(post.statusCode, post.body).toBe(200);
    const postID = post.json().data.postID as string;
    const said = await comment(writer.headers, 'post', postID, 'Ask me for prices.');
    for (const [objectType, objectID] of [
      ['comment', said],
      ['post', postID],
    ])
      expect(
        (await call('POST', '/reports', reader.headers, { objectType, objectID, reason: 'other' }))
          .statusCode,
      ).toBe(201);
    const operator = await signInOperator(api);
    const [onPost] = await reportsOf(operator, 'comment');
    expect(onPost.place).toEqual({
      type: 'post',
      id: postID,
      title: 'Our spring catalogue is out.',
      businessID: null,
      companyName: null,
    });
    const [reportedPost] = await reportsOf(operator, 'post');
    expect(reportedPost).toMatchObject({
      place: null,
      author: { userID: writer.user.id, name: 'Pat Poster' },
    });
  });

  it('lets an operator read a reported conversation (audited) and suspend its sender', async () => {
    const supplier = await signIn(api);
    const business = await createBusiness(api.database.db, {
      ownerId: supplier.user.id,
      companyName: 'Tidewater Pumps',
    });
    const buyer = await signIn(api, { firstName: 'Rex', lastName: 'Rude' });
    const [thread] = await api.database.db
      .insert(schema.inquiryThreads)
      .values({ senderUserId: buyer.user.id, receiverBusinessId: business.id, subject: 'Your prices' })
      .returning();
    await api.database.db.insert(schema.inquiryMessages).values([
      {
        threadId: thread!.id,
        fromSide: 'S',
        authorUserId: buyer.user.id,
        content: 'Send prices now.',
        createdAt: new Date(Date.UTC(2026, 4, 1, 9)),
      },
      {
        threadId: thread!.id,
        fromSide: 'R',
        authorUserId: supplier.user.id,
        content: 'Which model?',
        createdAt: new Date(Date.UTC(2026, 4, 1, 10)),
      },
    ]);
    const sent = await call('POST', '/reports', supplier.headers, {
      objectType: 'thread',
      objectID: thread!.id,
      reason: 'offensive',
    });
    expect(sent.statusCode).toBe(201);
    const reportID = sent.json().data.reportID as string;

    const user = await signIn(api);
    expect((await call('GET', `/operator/reports/${reportID}/thread`)).statusCode).toBe(401);
    expect((await call('GET', `/operator/reports/${reportID}/thread`, user.headers)).statusCode).toBe(403);
    const operator = await signInOperator(api);
    const [queued] = await reportsOf(operator, 'thread');
    expect(queued).toMatchObject({ objectID: thread!.id, objectTitle: 'Your prices', author: null });
    const view = await call('GET', `/operator/reports/${reportID}/thread`, operator.headers);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      threadID: thread!.id,
      subject: 'Your prices',
      sender: { userID: buyer.user.id, name: 'Rex Rude', suspendedAt: null },
      senderBusiness: null,
      receiverBusiness: { businessID: business.id, companyName: 'Tidewater Pumps', suspendedAt: null },
      messages: [
        {
          from: 'S',
          authorID: buyer.user.id,
          authorName: 'Rex Rude',
          content: 'Send prices now.',
          createdAt: '2026-05-01T09:00:00.000Z',
        },
        {
          from: 'R',
          authorID: supplier.user.id,
          content: 'Which model?',
          createdAt: '2026-05-01T10:00:00.000Z',
        },
      ],
    });
    const audit = await api.database.db
      .select()
      .from(schema.operatorAuditLog)
      .where(eq(schema.operatorAuditLog.objectId, thread!.id));
    expect(audit).toMatchObject([{ action: 'report.read-thread', actorId: operator.user.id }]);
    // Only thread reports open a conversation.
    const product = await createProduct(api.database.db, business.id);
    const other = await call('POST', '/reports', buyer.headers, {
      objectType: 'product',
      objectID: product.id,
      reason: 'spam',
    });
    expect(
      (await call('GET', `/operator/reports/${other.json().data.reportID}/thread`, operator.headers))
        .statusCode,
    ).toBe(404);

    const suspended = await call('POST', '/operator/moderation', operator.headers, {
      objectType: 'user',
      objectID: buyer.user.id,
      reason: 'Abusive messages.',
    });
    expect(suspended.statusCode).toBe(200);
    expect((await call('GET', '/user/profile', buyer.headers)).statusCode).toBe(401);
    // The conversation now says the buyer is suspended, for the console to offer only reinstating them.
    const again = await call('GET', `/operator/reports/${reportID}/thread`, operator.headers);
    expect(again.json().data.sender.suspendedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(again.json().data.receiverBusiness.suspendedAt).toBeNull();
  });
});
