import { sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

export interface NewEvent {
  userId: string;
  kind: string;
  payload: unknown;
}

export interface StoredEvent {
  id: number;
  kind: string;
  payload: unknown;
}

/**
 * Stores events in the caller's transaction; the table's trigger notifies every instance at commit. Each
 * recipient's advisory lock (taken in id order, so two writers never deadlock) makes one user's event ids commit
 * in increasing order: a stream that has seen id N can then ask for `id > N` and never skip a late commit.
 */
export async function publishEvents(tx: Executor, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const users = [...new Set(events.map((event) => event.userId))].sort();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('app_events'), hashtext(u))
    from unnest(${sql.param(users)}::text[]) with ordinality as t(u, n) order by n`);
  await tx
    .insert(schema.appEvents)
    .values(events.map(({ userId, kind, payload }) => ({ userId, kind, payload })));
}

export async function readEventsAfter(
  db: Executor,
  userId: string,
  afterId: number,
  limit = 500,
): Promise<StoredEvent[]> {
  const result = await db.execute<{ id: string; kind: string; payload: unknown }>(
    sql`select id, kind, payload from app_events where user_id = ${userId} and id > ${afterId}
        order by id limit ${limit}`,
  );
  return result.rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload }));
}

/** The newest event id of a user (0 when none): where a fresh stream without Last-Event-ID starts. */
export async function latestEventId(db: Executor, userId: string): Promise<number> {
  const result = await db.execute<{ id: string | null }>(
    sql`select max(id) as id from app_events where user_id = ${userId}`,
  );
  return Number(result.rows[0]?.id ?? 0);
}

export async function pruneEvents(db: Executor, olderThanHours: number): Promise<number> {
  const result = await db.execute(
    sql`delete from app_events where created_at < now() - make_interval(hours => ${olderThanHours})`,
  );
  return result.rowCount ?? 0;
}
