import { describe, expect, it } from 'vitest';
import { REPORTS_PER_HOUR } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { callApi, signInOperator } from './operator-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = callApi(api);

describe('reports', () => {
  it('takes one open report per reporter and object, and queues it for operators', async () => {
    const reporter = await signIn(api, { email: 'reporter@example.com' });
    const business = await createBusiness(api.database.db, { companyName: 'Shady Valves' });
    const product = await createProduct(api.database.db, business.id, { name: 'Fake Gauge' });
    const body = {
      objectType: 'product',
      objectID: product.id,
      reason: 'counterfeit',
      note: ' Copies a brand. ',
    };
    expect((await call('POST', '/reports', {}, body)).statusCode).toBe(401);
    const sent = await call('POST', '/reports', reporter.headers, body);
    expect(sent.statusCode).toBe(201);
    expect((await call('POST', '/reports', reporter.headers, body)).statusCode).toBe(409);
    // Another reporter may report the same product.
    const other = await signIn(api);
    expect((await call('POST', '/reports', other.headers, body)).statusCode).toBe(201);

    const operator = await signInOperator(api);
    const queue = (
      await call('GET', '/operator/reports?status=open&q=reporter@example.com', operator.headers)
    ).json().data;
    expect(queue.items).toEqual([
      expect.objectContaining({
        reportID: sent.json().data.reportID,
        objectType: 'product',
        objectTitle: 'Fake Gauge',
        businessID: business.id,
        companyName: 'Shady Valves',
        reason: 'counterfeit',
        note: 'Copies a brand.',
        reporterEmail: 'reporter@example.com',
        status: 'open',
      }),
    ]);
    const resolved = await call(
      'POST',
      `/operator/reports/${sent.json().data.reportID}/resolve`,
      operator.headers,
      {
        status: 'resolved',
        resolution: 'Product hidden.',
      },
    );
    expect(resolved.json().data).toEqual({ reportID: sent.json().data.reportID, status: 'resolved' });
    expect(
      (
        await call('POST', `/operator/reports/${sent.json().data.reportID}/resolve`, operator.headers, {
          status: 'dismissed',
        })
      ).statusCode,
    ).toBe(409);
    // Once closed, the reporter may report it again.
    expect((await call('POST', '/reports', reporter.headers, body)).statusCode).toBe(201);
  });

  it('refuses reasons off the list, unknown objects and threads the reporter is not part of', async () => {
    const reporter = await signIn(api);
    const business = await createBusiness(api.database.db);
    const wrong = await call('POST', '/reports', reporter.headers, {
      objectType: 'business',
      objectID: business.id,
      reason: 'because',
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await call('POST', '/reports', reporter.headers, {
      objectType: 'post',
      objectID: business.id,
      reason: 'spam',
    });
    expect(unknown.statusCode).toBe(404);
    const buyer = await signIn(api);
    const [thread] = await api.database.db
      .insert(schema.inquiryThreads)
      .values({ senderUserId: buyer.user.id, receiverBusinessId: business.id, subject: 'Quote' })
      .returning();
    const thread404 = await call('POST', '/reports', reporter.headers, {
      objectType: 'thread',
      objectID: thread!.id,
      reason: 'spam',
    });
    expect(thread404.statusCode).toBe(404);
    const byBuyer = await call('POST', '/reports', buyer.headers, {
      objectType: 'thread',
      objectID: thread!.id,
      reason: 'fraud',
    });
    expect(byBuyer.statusCode).toBe(201);
    const self = await call('POST', '/reports', reporter.headers, {
      objectType: 'user',
      objectID: reporter.user.id,
      reason: 'other',
    });
    expect(self.statusCode).toBe(400);
  });

  it(`limits a user to ${REPORTS_PER_HOUR} reports an hour`, async () => {
    const reporter = await signIn(api);
    const business = await createBusiness(api.database.db);
    const statuses: number[] = [];
    for (let index = 0; index <= REPORTS_PER_HOUR; index += 1) {
      const product = await createProduct(api.database.db, business.id);
      const sent = await call('POST', '/reports', reporter.headers, {
        objectType: 'product',
        objectID: product.id,
        reason: 'spam',
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses.slice(0, REPORTS_PER_HOUR).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
