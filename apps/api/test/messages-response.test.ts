import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { createCast, messageCalls } from './messages-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const calls = messageCalls(api);

describe('response time', () => {
  it('shows median time to first reply and reply rate on the profile and search cards from the 3rd inquiry', async () => {
    const { owner, supplier } = await createCast(api);
    const profile = async () =>
      (await api.app.inject({ url: `/api/business/profile/${supplier.id}` })).json().data;
    const card = async () => {
      const found = await api.app.inject({
        method: 'POST',
        url: '/api/search/business',
        payload: { textQuery: supplier.companyName, businessType: 'MA', skip: 0, size: 5 },
      });
      expect(found.statusCode).toBe(200);
      return found
        .json()
        .data.results.find(
          (result: { businessProfile: { businessID: string } }) =>
            result.businessProfile.businessID === supplier.id,
        ).businessProfile;
    };
    const ask = async (hoursAgo: number) => {
      const buyer = await signIn(api);
      const rid = (await calls.send(buyer.headers, { to: supplier.id })).json().data.requestID;
      await api.database.db.execute(
        sql`update inquiry_threads set created_at = now() - make_interval(hours => ${hoursAgo}) where id = ${rid}`,
      );
      return rid;
    };
    const first = await ask(3);
    await calls.reply(owner.headers, first, 'Answer one', supplier.id);
    const second = await ask(1);
    await calls.reply(owner.headers, second, 'Answer two', supplier.id);
    await calls.reply(owner.headers, second, 'A second reply does not count again', supplier.id);
    expect((await profile()).responseStats).toBeUndefined();
    expect((await card()).responseStats).toBeUndefined();

    await ask(0);
    const stats = (await profile()).responseStats;
    expect(stats).toMatchObject({ inquiries: 3, replyRate: 2 / 3 });
    // Median of 1 h and 3 h of waiting.
    expect(Math.abs(stats.medianReplySeconds - 2 * 3600)).toBeLessThan(60);
    expect((await card()).responseStats).toEqual(stats);
  });
});
