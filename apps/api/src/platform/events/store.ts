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

/**
 * A stream's next batch: the user's events after `afterId`, read in one statement with the session's state, so
 * nothing is handed out once the session is revoked, expired or gone. `alive` false means: end the stream.
 */
export async function readEventsOfSession(
  db: Executor,
  { userId, sessionId, afterId }: { userId: string; sessionId: string; afterId: number },
  limit = 500,
): Promise<{ alive: boolean; events: StoredEvent[] }> {
  const result = await db.execute<{ id: string | null; kind: string; payload: unknown }>(
    sql`select e.id, e.kind, e.payload from auth_sessions s
        left join lateral (
          select id, kind, payload from app_events where user_id = s.user_id and id > ${afterId}
          order by id limit ${limit}
        ) e on true
        where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()
        order by e.id`,
  );
  if (result.rows.length === 0) return { alive: false, events: [] };
  return { alive: true, events: result.rows.filter((row) => row.id !== null).map(toStoredEvent) };
}

function toStoredEvent(row: { id: string | null; kind: string; payload: unknown }): StoredEvent {
  return { id: Number(row.id), kind: row.kind, payload: row.payload };
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
