import { count, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db, type Executor, type Tx } from '@tradeforge/db';

/** The app_meta key recording that the demo set was loaded (its value: the demo login's e-mail) or skipped. */
export const DEMO_META_KEY = 'demo_data_loaded';
/** Advisory lock id, so that two instances booting on one new database do not both load the set. */
const DEMO_LOCK = 7_265_110_305;

/**
 * Runs `work` in a transaction that holds an advisory lock: a second instance waits here, then finds the demo set
 * recorded. The services `work` calls use other pooled connections; `work` records the outcome on `tx`, so the
 * record and the release of the lock commit together.
 */
export async function withDemoLock<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    return work(tx);
  });
}

export async function findDemoRecord(db: Executor) {
  const [row] = await db
    .select({ value: schema.appMeta.value })
    .from(schema.appMeta)
    .where(eq(schema.appMeta.key, DEMO_META_KEY));
  return row?.value;
}

export async function recordDemo(db: Executor, value: string) {
  await db
    .insert(schema.appMeta)
    .values({ key: DEMO_META_KEY, value })
    .onConflictDoUpdate({ target: schema.appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/** A database that already has businesses is somebody's directory: demo data is only for new ones. */
export async function countBusinesses(db: Executor) {
  const [row] = await db.select({ total: count() }).from(schema.businesses);
  return row?.total ?? 0;
}

export async function markUsersDemo(db: Executor, ids: string[]) {
  if (ids.length > 0)
    await db.update(schema.users).set({ isDemo: true }).where(inArray(schema.users.id, ids));
}

export async function markBusinessDemo(db: Executor, id: string) {
  await db.update(schema.businesses).set({ isDemo: true }).where(eq(schema.businesses.id, id));
}

export async function markProductsDemo(db: Executor, businessIds: string[]) {
  if (businessIds.length > 0)
    await db
      .update(schema.products)
      .set({ isDemo: true })
      .where(inArray(schema.products.businessId, businessIds));
}

/**
 * Dates demo posts back (`ageMs` of each one's index), so the newsfeed reads like weeks of activity rather than
 * one instant; a post service has no reason to write past dates.
 */
export async function spreadPostDates(db: Executor, ids: string[], ageMs: (index: number) => number) {
  const now = Date.now();
  const dates = ids.map((_, index) => new Date(now - ageMs(index)).toISOString());
  await db.execute(sql`update posts p set created_at = d.created_at
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(dates)}::timestamptz[]) as d(id, created_at)
    where p.id = d.id`);
}

/**
 * Demo conversations are created through the message service, all in the same minute; this dates one back as if
 * it had started `agoHours` ago and been answered after `replyHours`, so inboxes and response times look lived in.
 * Only the dates are written here; the conversations themselves went through the service.
 */
export async function backdateThread(db: Executor, threadId: string, agoHours: number, replyHours: number) {
  const ago = sql`make_interval(secs => ${Math.round(agoHours * 3600)})`;
  const delay = sql`make_interval(secs => ${Math.round(replyHours * 3600)})`;
  await db.execute(sql`
    update inquiry_messages m set
      created_at = m.created_at - ${ago} + case when m.created_at >= t.first_reply_at then ${delay} else interval '0' end,
      seen_at = m.seen_at - ${ago} + ${delay},
      -- Demo people have example.com addresses: nothing of theirs is mailed.
      mail_handled = true
    from inquiry_threads t where t.id = m.thread_id and t.id = ${threadId}`);
  await db.execute(sql`
    update inquiry_threads set created_at = created_at - ${ago},
      first_reply_at = first_reply_at - ${ago} + ${delay},
      last_message_at = last_message_at - ${ago} + case when first_reply_at is null then interval '0' else ${delay} end,
      ended_at = ended_at - ${ago} + ${delay}
    where id = ${threadId}`);
}

/** The businesses a demo buying request was matched to, best first. */
export async function findRfqMatches(db: Executor, rfqId: string, limit: number) {
  const rows = await db
    .select({ businessId: schema.rfqMatches.businessId })
    .from(schema.rfqMatches)
    .where(eq(schema.rfqMatches.rfqId, rfqId))
    .orderBy(schema.rfqMatches.rank)
    .limit(limit);
  return rows.map((row) => row.businessId);
}
