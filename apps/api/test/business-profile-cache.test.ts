import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle } from '@tradeforge/db';
import { buildSecondInstance, useTestApi } from './helper';
import { createBusiness, signIn } from './factories';

/** Two instances on one database, as behind a load balancer: each keeps its own copies of business profiles. */
const api = useTestApi();
let second: { app: FastifyInstance; handle: DatabaseHandle };

beforeAll(async () => {
  const { app, handle } = await buildSecondInstance(api);
  await app.ready();
  second = { app, handle };
  // Both instances listen before the tests read anything.
  await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 15_000 });
});
afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
});

async function listeners() {
  const result = await api.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database()
        and query = 'LISTEN business_profile'`,
  );
  return result.rows[0]!.n;
}

/** The other instance hears of a change shortly after its commit: how long `vi.waitFor` gives it. */
const HEARD = { timeout: 3000, interval: 20 };

/** Waits until the second instance has heard of every change committed so far. */
async function settleNotifications() {
  const { id } = await createBusiness(api.database.db);
  await read(second.app, id);
  await api.database.db.execute(sql`update businesses set city = 'Sentinel' where id = ${id}`);
  await vi.waitFor(async () => expect((await read(second.app, id)).contactInfo.city).toBe('Sentinel'), HEARD);
}

const read = async (app: FastifyInstance, id: string, headers: Record<string, string> = {}) => {
  const answer = await app.inject({ url: `/api/business/profile/${id}`, headers });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

describe('business profiles kept by each instance', () => {
  it('shows a change made through one instance on the other, and at once on the one that made it', async () => {
    const owner = await signIn(api);
    const { id } = await createBusiness(api.database.db, { ownerId: owner.user.id });
    expect((await read(second.app, id)).certificates).toEqual([]);
    expect((await read(api.app, id)).certificates).toEqual([]);

    const added = await api.app.inject({
      method: 'POST',
      url: `/api/business/profile/${id}/certificates`,
      headers: owner.headers,
      payload: { name: 'ISO 9001:2015', issueDate: '2024-03-01' },
    });
    expect(added.json().data.certificates).toMatchObject([
      { name: 'ISO 9001:2015', issueDate: '2024-03-01' },
    ]);
    expect((await read(api.app, id)).certificates).toHaveLength(1);
    await vi.waitFor(async () => expect((await read(second.app, id)).certificates).toHaveLength(1), HEARD);
  });

  it('answers a repeated read from memory, without the database', async () => {
    const { id } = await createBusiness(api.database.db, {
      shortDescription: 'Kept by the second instance.',
    });
    // The creation's own notifications must have arrived first (a read under way when they do is not kept):
    // NOTIFY keeps commit order, so once a later change is seen, they have.
    await settleNotifications();
    expect((await read(second.app, id)).general.shortDescription).toBe('Kept by the second instance.');
    // A write no trigger sees (replica mode skips them): only a read of the database would show it.
    await api.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update businesses set short_description = 'Unannounced.' where id = ${id}`);
    });
    expect((await read(second.app, id)).general.shortDescription).toBe('Kept by the second instance.');
    // The first instance never read it: it reads the database.
    expect((await read(api.app, id)).general.shortDescription).toBe('Unannounced.');
  });

  it("answers the viewer's own access over the kept page", async () => {
    const owner = await signIn(api);
    const { id } = await createBusiness(api.database.db, { ownerId: owner.user.id });
    expect((await read(second.app, id)).session.access).toBe('none');
    expect((await read(second.app, id, owner.headers)).session.access).toBe('owner');
    expect((await read(second.app, id)).session.access).toBe('none');
  });

  it('hears of likes, response figures and changes other modules or an operator write to the row', async () => {
    const { id } = await createBusiness(api.database.db);
    const liker = await signIn(api);
    expect((await read(second.app, id)).reactions.reactionCount.like).toBe(0);
    const liked = await api.app.inject({
      method: 'POST',
      url: '/api/social/reaction/react/business',
      headers: liker.headers,
      payload: { resourceID: id },
    });
    expect(liked.statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await read(second.app, id)).reactions.reactionCount.like).toBe(1),
      HEARD,
    );

    await api.database.db.execute(
      sql`insert into business_response_stats (business_id, inquiries, replied, median_reply_seconds)
          values (${id}, 4, 3, 3600)`,
    );
    await vi.waitFor(
      async () =>
        expect((await read(second.app, id)).responseStats).toEqual({
          inquiries: 4,
          replyRate: 0.75,
          medianReplySeconds: 3600,
        }),
      HEARD,
    );

    await api.database.db.execute(
      sql`update businesses set subscription = 'gold', verified = true where id = ${id}`,
    );
    await vi.waitFor(
      async () => expect(await read(second.app, id)).toMatchObject({ subscription: 'gold' }),
      HEARD,
    );

    await api.database.db.execute(sql`delete from businesses where id = ${id}`);
    await vi.waitFor(async () => {
      const gone = await second.app.inject({ url: `/api/business/profile/${id}` });
      expect(gone.statusCode).toBe(404);
    }, HEARD);
  });

  it('listens again after losing its connection, and meanwhile reads the database', async () => {
    const { id } = await createBusiness(api.database.db, {
      shortDescription: 'Before the outage of the listener.',
    });
    expect((await read(second.app, id)).general.shortDescription).toBe('Before the outage of the listener.');
    await api.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN business_profile'`,
    );
    await api.database.db.execute(
      sql`update businesses set short_description = 'Written while nobody listened.' where id = ${id}`,
    );
    await vi.waitFor(
      async () =>
        expect((await read(second.app, id)).general.shortDescription).toBe('Written while nobody listened.'),
      HEARD,
    );
    // Back to listening: later changes arrive as notifications again.
    await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 15_000 });
    expect((await read(second.app, id)).general.shortDescription).toBe('Written while nobody listened.');
    await api.database.db.execute(
      sql`update businesses set short_description = 'Heard of again after the reconnection.' where id = ${id}`,
    );
    await vi.waitFor(
      async () =>
        expect((await read(second.app, id)).general.shortDescription).toBe(
          'Heard of again after the reconnection.',
        ),
      HEARD,
    );
  });
});
