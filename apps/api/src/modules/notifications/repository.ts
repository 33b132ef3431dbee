import { sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';
import type { NotificationDelivery, NotificationObject } from '@tradeforge/contracts';

const { notificationSettings } = schema;
const uuids = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

export async function findDeliveries(db: Executor, userIds: string[], kind: string) {
  const result = await db.execute<{ user_id: string; delivery: NotificationDelivery }>(
    sql`select user_id, delivery from notification_settings where kind = ${kind} and user_id = any(${uuids(userIds)})`,
  );
  return new Map(result.rows.map((row) => [row.user_id, row.delivery]));
}

export interface Line {
  userId: string;
  kind: string;
  objectType: string;
  objectId: string;
  data: object;
  mail: 'now' | 'digest' | null;
}

/**
 * Opens a line per recipient, kind and object, or moves their unread line of the same kind and object to the top.
 * Lines are written in the order given, one statement for all of them; each key at most once.
 */
export async function upsertLines(db: Executor, lines: Line[]) {
  const rows = lines.map((line) => ({
    user_id: line.userId,
    kind: line.kind,
    object_type: line.objectType,
    object_id: line.objectId,
    data: line.data,
    mail: line.mail,
  }));
  const result = await db.execute<{ id: string; user_id: string; kind: string; object_id: string }>(sql`
    insert into notifications (user_id, kind, object_type, object_id, data, mail)
    select r.user_id, r.kind, r.object_type, r.object_id, r.data, r.mail
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(user_id uuid, kind text, object_type text, object_id uuid, data jsonb, mail text)
    on conflict (user_id, kind, object_id) where read_at is null do update
      set updated_at = clock_timestamp(), data = excluded.data, mail = excluded.mail, mailed_at = null
    returning id, user_id, kind, object_id`);
  return result.rows;
}

export interface Actor {
  lineId: string;
  userId: string;
  businessId: string | null;
  sourceId: string | null;
}

/** Adds who acted to lines (each line, user and business at most once), then recounts those lines' actors. */
export async function addActors(db: Executor, actors: Actor[]) {
  if (actors.length === 0) return;
  const column = (pick: (actor: Actor) => string | null) => sql.param(actors.map(pick));
  await db.execute(sql`
    insert into notification_actors (notification_id, user_id, business_id, source_id)
    select * from unnest(${column((a) => a.lineId)}::bigint[], ${column((a) => a.userId)}::uuid[],
      ${column((a) => a.businessId)}::uuid[], ${column((a) => a.sourceId)}::uuid[])
    on conflict (notification_id, user_id, business_id)
      do update set source_id = excluded.source_id, created_at = clock_timestamp()`);
  await db.execute(sql`
    update notifications n set actor_count = (select count(*) from notification_actors a where a.notification_id = n.id)
    where n.id = any(${sql.param([...new Set(actors.map((actor) => actor.lineId))])}::bigint[])`);
}

export async function countUnread(db: Executor, userIds: string[]) {
  const result = await db.execute<{ user_id: string; unread: number }>(sql`
    select user_id, count(*)::int as unread from notifications
    where user_id = any(${uuids(userIds)}) and read_at is null group by user_id`);
  return new Map(result.rows.map((row) => [row.user_id, row.unread]));
}

export type LineRow = {
  id: string;
  kind: string;
  object_type: NotificationObject['type'];
  object_id: string;
  data: Omit<NotificationObject, 'type' | 'id'>;
  actor_count: string;
  read_at: Date | null;
  created_at: Date;
  updated_at: Date;
  at_us: string;
  actors: {
    user_id: string;
    first_name: string;
    last_name: string;
    business_id: string | null;
    company_name: string | null;
  }[];
};

const lineColumns = sql`n.id, n.kind, n.object_type, n.object_id, n.data, n.actor_count, n.read_at, n.created_at,
  n.updated_at, (extract(epoch from n.updated_at) * 1000000)::bigint as at_us,
  coalesce((select json_agg(x) from (
    select a.user_id, u.first_name, u.last_name, a.business_id, b.company_name from notification_actors a
    join users u on u.id = a.user_id left join businesses b on b.id = a.business_id
    where a.notification_id = n.id order by a.created_at desc limit 3) x), '[]') as actors`;

/** A page of a user's lines, newest activity first, after the cursor (`<updated_at µs>-<id>`). */
export async function findPage(
  db: Executor,
  userId: string,
  cursor: { us: string; id: string } | undefined,
  size: number,
) {
  const after = cursor
    ? sql`and (n.updated_at, n.id) < (timestamptz 'epoch' + ${cursor.us}::bigint * interval '1 microsecond', ${cursor.id}::bigint)`
    : sql``;
  const result = await db.execute<LineRow>(sql`select ${lineColumns} from notifications n
    where n.user_id = ${userId} ${after} order by n.updated_at desc, n.id desc limit ${size + 1}`);
  return result.rows;
}

export async function markRead(db: Executor, userId: string, ids: string[] | 'all') {
  const which = ids === 'all' ? sql`` : sql`and id = any(${sql.param(ids)}::bigint[])`;
  await db.execute(
    sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null ${which}`,
  );
}

export async function findSettings(db: Executor, userId: string) {
  const result = await db.execute<{ kind: string; delivery: NotificationDelivery }>(
    sql`select kind, delivery from notification_settings where user_id = ${userId}`,
  );
  return new Map(result.rows.map((row) => [row.kind, row.delivery]));
}

export async function saveSettings(
  db: Executor,
  userId: string,
  settings: { kind: string; delivery: NotificationDelivery }[],
) {
  await db
    .insert(notificationSettings)
    .values(settings.map((setting) => ({ userId, ...setting })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { delivery: sql`excluded.delivery` },
    });
}
