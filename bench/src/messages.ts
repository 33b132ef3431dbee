import { randomUUID } from 'node:crypto';
import type { EventSourceMessage } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { SignJWT, type CryptoKey } from 'jose';
import type { DatabaseHandle, OpenDatabase } from '@tradeforge/db';
import { asOwner } from './corpus-database';
import { CONNECTIONS, DURATION_SECONDS, type Figures } from './load';
import { count, writeReport } from './report';

export interface MessageBenchOptions {
  /** Base URL of the API (`http://host:port/api`). */
  base: string;
  pool: DatabaseHandle['pool'];
  /** Signs access tokens the API accepts (the bench's stand-in for the account service key). */
  signingKey: CryptoKey;
  issuer: string;
  audience: string;
  streams: number;
  seconds: number;
  concurrency: number;
  log: (line: string) => void;
}

export interface Person {
  id: string;
  token: string;
}

export async function createPeople(
  options: Pick<MessageBenchOptions, 'pool' | 'signingKey' | 'issuer' | 'audience'>,
  count: number,
  tag: string,
): Promise<Person[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await options.pool.query(
    `insert into users (id, email, password_hash, first_name, last_name, email_verified_at)
     select id, 'bench-msg-' || id || '@example.com', 'x', 'Bench', $2, now() from unnest($1::uuid[]) id`,
    [ids, tag],
  );
  const sessions = await options.pool.query<{ id: string; user_id: string }>(
    `insert into auth_sessions (user_id, expires_at) select id, now() + interval '1 day' from unnest($1::uuid[]) id
     returning id, user_id`,
    [ids],
  );
  return Promise.all(
    sessions.rows.map(async (session) => ({
      id: session.user_id,
      // `ev`: the account's e-mail is verified, which sending a request needs.
      token: await new SignJWT({ sid: session.id, ev: true })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'bench', typ: 'at+jwt' })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setSubject(session.user_id)
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(options.signingKey),
    })),
  );
}

/** Suppliers owned by `owners`, one each, inserted directly: the bench measures messages, not business creation. */
export async function createSuppliers(pool: DatabaseHandle['pool'], owners: Person[]) {
  const ids = owners.map(() => randomUUID());
  await pool.query(
    `insert into businesses (id, company_name, business_type_code, industry_id, country_code, short_description)
     select id, 'Bench Supplier ' || left(id::text, 8), 'MA', '0001', 'US', 'Bench supplier' from unnest($1::uuid[]) id`,
    [ids],
  );
  await pool.query(
    `insert into business_members (business_id, user_id, access)
     select b, u, 'owner' from unnest($1::uuid[], $2::uuid[]) as t(b, u)`,
    [ids, owners.map((owner) => owner.id)],
  );
  return ids;
}

/** A fetch-streamed SSE reader that calls `onMessage` with each message.created event's content. */
async function openStream(url: string, token: string, onMessage: (content: string) => void) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'wbn-auth': token }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const messages = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  void (async () => {
    try {
      for await (const message of messages as unknown as AsyncIterable<EventSourceMessage>) {
        if (message.event === 'message.created')
          onMessage((JSON.parse(message.data) as { message: { content: string } }).message.content);
      }
    } catch {
      // closed by the bench
    }
  })();
  return () => controller.abort();
}

const percentile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;

/**
 * Message send throughput and send-to-delivery latency: `streams` users hold an event stream each (half buyers,
 * half supplier owners, one thread per pair); `concurrency` buyers post messages back to back for `seconds`, and
 * each message is timed from the start of its POST to its arrival on the supplier's stream.
 */
export async function benchMessages(
  options: Omit<MessageBenchOptions, 'pool'> & {
    /** The database the API runs on: as its owner, the bench vacuums and analyzes the rows it writes. */
    database: OpenDatabase;
  },
): Promise<Figures[]> {
  const { base, database, log } = options;
  const { pool } = database;
  const pairs = Math.floor(options.streams / 2);
  const signer = { ...options, pool };
  const buyers = await createPeople(signer, pairs, 'Buyer');
  const owners = await createPeople(signer, pairs, 'Owner');
  const suppliers = await createSuppliers(pool, owners);
  const post = async (url: string, token: string, body: object) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'wbn-auth': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { data: { requestID: string } };
  };
  const threads: string[] = [];
  for (let i = 0; i < pairs; i += 1) {
    const sent = await post('/business/request', buyers[i]!.token, {
      to: suppliers[i],
      subject: 'Other',
      message: 'Bench',
    });
    threads.push(sent.data.requestID);
  }
  // As autovacuum keeps a serving database: statistics of the rows just written, and no dead rows of earlier runs.
  // As the tables' owner: the app's role may not vacuum or analyze, and PostgreSQL only warns that it skipped them.
  await asOwner(database, (owner) =>
    owner.query('vacuum analyze users, businesses, business_members, inquiry_threads, inquiry_messages'),
  );

  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  /** When each message's POST was answered and when it arrived: their difference is the push after the commit. */
  const answeredAt = new Map<string, number>();
  const arrivedAt = new Map<string, number>();
  const closers = await Promise.all(
    [...owners, ...buyers].map((person) =>
      openStream(`${base}/events/stream`, person.token, (content) => {
        const started = sentAt.get(content);
        if (started === undefined) return;
        sentAt.delete(content);
        arrivedAt.set(content, performance.now());
        delivery.push(performance.now() - started);
      }),
    ),
  );
  log(`  ${closers.length} event streams open`);

  const latencies: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const pair = next++ % pairs;
        const content = `bench ${randomUUID()}`;
        const started = performance.now();
        sentAt.set(content, started);
        await post(`/business/request/${threads[pair]}/send-message`, buyers[pair]!.token, { content });
        answeredAt.set(content, performance.now());
        latencies.push(performance.now() - started);
      }
    }),
  );
  // Let the last deliveries arrive.
  const waitUntil = performance.now() + 5000;
  while (sentAt.size > 0 && performance.now() < waitUntil)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const lost = sentAt.size;
  for (const close of closers) close();

  await pool.query(`delete from businesses where id = any($1::uuid[])`, [suppliers]);
  await pool.query(`delete from users where email like 'bench-msg-%'`);
  if (lost > 0) throw new Error(`${lost} messages were never delivered`);

  latencies.sort((a, b) => a - b);
  delivery.sort((a, b) => a - b);
  // An event may arrive before its POST's answer does: that push took no time after the answer.
  const push = [...arrivedAt]
    .map(([content, at]) => Math.max(0, at - answeredAt.get(content)!))
    .sort((a, b) => a - b);
  return [
    {
      name: `message send (POST send-message, ${count(options.streams)} streams open)`,
      rps: latencies.length / options.seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
    },
    {
      name: `send to delivery on the receiver's stream (${count(delivery.length)} messages)`,
      rps: delivery.length / options.seconds,
      p50: percentile(delivery, 0.5),
      p99: percentile(delivery, 0.99),
    },
    {
      name: 'answer of the send to delivery (the push after the commit)',
      rps: push.length / options.seconds,
      p50: percentile(push, 0.5),
      p99: percentile(push, 0.99),
    },
  ];
}

/**
 * Writes docs/bench/messages.md. The loads have no baseline of their own: the figures are the send's own time and
 * the time to the receiver's stream, whose difference is the live path.
 */
export async function writeMessagesReport(figures: Figures[], run: { command: string; scale: string }) {
  const streams = Number(process.env.BENCH_STREAMS ?? 1000);
  await writeReport({
    bench: 'messages',
    title: 'Messages',
    command: run.command,
    scale: run.scale,
    settings: `${count(streams)} event streams open, ${CONNECTIONS} senders, ${DURATION_SECONDS} s`,
    table: {
      columns: [
        { name: 'load' },
        { name: 'per s', right: true },
        { name: 'p50 ms', right: true },
        { name: 'p99 ms', right: true },
      ],
      rows: figures.map((row) => [row.name, count(row.rps), row.p50, row.p99]),
    },
    notes: [
      "No message was lost (the run fails if one is). No baseline: the third row, the time from the send's answer " +
        'to the event on the stream, is the live path alone.',
    ],
  });
}
