import type { NotificationItem, NotificationKind } from '@tradeforge/contracts';
import type { LineRow } from './repository';

export function toItem(row: LineRow): NotificationItem {
  return {
    id: String(row.id),
    kind: row.kind as NotificationKind,
    object: { ...row.data, type: row.object_type, id: row.object_id },
    actors: row.actors.map((actor) => ({
      userID: actor.user_id,
      name: `${actor.first_name} ${actor.last_name}`.trim(),
      businessID: actor.business_id,
      companyName: actor.company_name,
    })),
    actorCount: Number(row.actor_count),
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export const cursorOf = (row: LineRow) => `${row.at_us}-${row.id}`;

export function parseCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [us, id] = cursor.split('-') as [string, string];
  return { us, id };
}
