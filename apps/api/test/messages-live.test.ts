import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type DatabaseHandle } from '@tradeforge/db';
import { signAccessToken, signIn } from './factories';
import { buildSecondInstance, useTestApi } from './helper';
import { createCast, messageCalls } from './messages-support';
import { openStream } from './sse-client';

/** Two API instances (two app builds, two pools) on one database, as two servers behind a load balancer. */
const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const calls = messageCalls(api);
let second: { app: FastifyInstance; handle: DatabaseHandle; base: string };
let firstBase: string;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(api);
  firstBase = `${await api.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  const { app, handle } = await buildSecondInstance(api, 5);
  const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  second = { app, handle, base };
});
afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
});

describe('live events across instances', () => {
  it('delivers a message sent through one instance to a stream held on the other, with the unread count', async () => {
    const { buyer, owner, member, supplier } = cast;
    const ownerStream = await openStream(`${second.base}/events/stream`, owner.headers);
    const memberStream = await openStream(`${firstBase}/events/stream`, member.headers);
    expect(ownerStream.response.status).toBe(200);
    expect(ownerStream.response.headers.get('content-type')).toContain('text/event-stream');
    const sent = await calls.send(buyer.headers, { to: supplier.id, subject: 'Other', message: 'Live?' });
    // From the answer (the commit) to the other instance's stream: the live part of the delivery.
    const sentAt = performance.now();
    const rid = sent.json().data.requestID;
    const created = await ownerStream.waitFor((event) => event.kind === 'message.created');
    expect(created.data).toMatchObject({
      requestID: rid,
      side: 'R',
      message: { content: 'Live?', from: 'S' },
    });
    expect(created.at - sentAt).toBeLessThan(1000);
    const unread = await ownerStream.waitFor((event) => event.kind === 'unread.changed');
    expect(unread.data).toMatchObject({ total: 1, businesses: [{ businessID: supplier.id, unread: 1 }] });
    await memberStream.waitFor((event) => event.kind === 'message.created');

    // Reading on one instance tells the buyer, streaming from the other, when their message was seen.
    const buyerStream = await openStream(`${second.base}/events/stream`, buyer.headers);
    await calls.read(member.headers, rid, supplier.id);
    const seen = await buyerStream.waitFor((event) => event.kind === 'thread.updated');
    expect(seen.data).toMatchObject({ requestID: rid, side: 'S', readBy: 'R', readAt: expect.any(String) });
    await Promise.all([ownerStream.close(), memberStream.close(), buyerStream.close()]);
  });

  it('resumes with Last-Event-ID and loses nothing sent while disconnected; a new stream replays nothing', async () => {
    const { buyer, owner, supplier, stranger } = cast;
    const rid = (await calls.send(stranger.headers, { to: supplier.id })).json().data.requestID;
    const first = await openStream(`${second.base}/events/stream`, stranger.headers);
    await calls.reply(owner.headers, rid, 'reply 1', supplier.id);
    const last = await first.waitFor((event) => event.kind === 'message.created');
    await first.close();

    for (const text of ['reply 2', 'reply 3', 'reply 4'])
      expect((await calls.reply(owner.headers, rid, text, supplier.id)).statusCode).toBe(200);

    const resumed = await openStream(`${firstBase}/events/stream`, {
      ...stranger.headers,
      'last-event-id': String(last.id),
    });
    await resumed.waitFor(
      (event) =>
        event.kind === 'message.created' && (event.data.message as { content: string }).content === 'reply 4',
    );
    const replayed = resumed.events.filter((event) => event.kind === 'message.created');
    expect(replayed.map((event) => (event.data.message as { content: string }).content)).toEqual([
      'reply 2',
      'reply 3',
      'reply 4',
    ]);
    const ids = resumed.events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(last.id);
    await resumed.close();

    const fresh = await openStream(`${firstBase}/events/stream`, stranger.headers);
    await calls.reply(owner.headers, rid, 'reply 5', supplier.id);
    await fresh.waitFor((event) => event.kind === 'message.created');
    expect(fresh.events.filter((event) => event.kind === 'message.created')).toHaveLength(1);
    await fresh.close();

    // Nobody else hears about it. A reply in the other user's own thread, sent after it, is their next event:
    // events reach a stream in the order they were stored, so once that one is there, the first would be too.
    const own = (await calls.send(buyer.headers, { to: supplier.id })).json().data.requestID;
    const other = await openStream(`${firstBase}/events/stream`, buyer.headers);
    await calls.reply(owner.headers, rid, 'reply 6', supplier.id);
    await calls.reply(owner.headers, own, 'to the buyer', supplier.id);
    await other.waitFor(
      (event) => event.kind === 'message.created' && (event.data as { requestID?: string }).requestID === own,
    );
    expect(other.events.filter((event) => (event.data as { requestID?: string }).requestID === rid)).toEqual(
      [],
    );
    await other.close();
  });

  it('keeps streams fed after the LISTEN connection is lost: the hub reconnects and streams catch up', async () => {
    const { owner, supplier, stranger } = cast;
    const stream = await openStream(`${second.base}/events/stream`, stranger.headers);
    const rid = (await calls.send(stranger.headers, { to: supplier.id })).json().data.requestID;
    await stream.waitFor((event) => event.kind === 'message.created');
    const killed = await api.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN app_events' and datname = current_database()`,
    );
    expect(killed.rows.length).toBe(2);
    // Sent while this instance has no LISTEN connection: delivered once it is back.
    await calls.reply(owner.headers, rid, 'after the outage', supplier.id);
    const caught = await stream.waitFor(
      (event) => (event.data.message as { content?: string } | undefined)?.content === 'after the outage',
      8000,
    );
    expect(caught.kind).toBe('message.created');
    await stream.close();
  });

  it('refuses streams without a session', async () => {
    const response = await fetch(`${firstBase}/events/stream`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, error: { name: 'TokenNotFound' } });
  });
});

describe('live events end with their session', () => {
  /** A buyer with an inquiry to the supplier: the owner's replies are the buyer's live events. */
  async function buyerWithThread() {
    const buyer = await signIn(api);
    const rid = (await calls.send(buyer.headers, { to: cast.supplier.id })).json().data.requestID as string;
    return { buyer, rid };
  }
  const reply = (rid: string, content: string) =>
    calls.reply(cast.owner.headers, rid, content, cast.supplier.id);
  const contents = (stream: Awaited<ReturnType<typeof openStream>>) =>
    stream.events.flatMap((event) =>
      event.kind === 'message.created' ? [(event.data.message as { content: string }).content] : [],
    );

  it("ends a revoked session's streams on every instance; the user's other session keeps receiving", async () => {
    const { buyer, rid } = await buyerWithThread();
    const [otherSession] = await api.database.db
      .insert(schema.authSessions)
      .values({ userId: buyer.user.id, expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const otherToken = await signAccessToken(api, { userId: buyer.user.id, sessionId: otherSession!.id });
    const onFirst = await openStream(`${firstBase}/events/stream`, buyer.headers);
    const onSecond = await openStream(`${second.base}/events/stream`, buyer.headers);
    const kept = await openStream(`${second.base}/events/stream`, { 'wbn-auth': otherToken });

    // The account service's logout (`revokeSession`): one update of the session row.
    await api.database.db
      .update(schema.authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(schema.authSessions.id, buyer.sessionId));
    await expect.poll(() => onFirst.done && onSecond.done, { timeout: 5000 }).toBe(true);

    await reply(rid, 'after the logout');
    await kept.waitFor((event) => event.kind === 'message.created');
    expect(contents(kept)).toEqual(['after the logout']);
    expect([onFirst.events, onSecond.events]).toEqual([[], []]);
    await kept.close();
  });

  it('checks the session before each delivery: a session that ended unannounced gets nothing more', async () => {
    const { buyer, rid } = await buyerWithThread();
    const stream = await openStream(`${second.base}/events/stream`, buyer.headers);
    await reply(rid, 'while signed in');
    await stream.waitFor((event) => event.kind === 'message.created');

    // Past its end without a revocation, so no notification: only the check before delivering can see it.
    await api.database.db
      .update(schema.authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.authSessions.id, buyer.sessionId));
    await reply(rid, 'after the session ended');
    await expect.poll(() => stream.done, { timeout: 5000 }).toBe(true);
    expect(contents(stream)).toEqual(['while signed in']);
  });
});
