import type { Executor } from '@tradeforge/db';
import { publishEvents, type NewEvent } from '../../platform/events';
import * as repository from './repository';
import type { Side, ThreadRow } from './repository';

/** Everyone on each side of a thread, with the side they are on. */
export const participants = (db: Executor, thread: ThreadRow) => repository.participants(db, thread);

/** Stores per-participant events and fresh unread counts for `unreadFor`, all in the caller's transaction. */
export async function publishThreadEvents(
  tx: Executor,
  people: { userId: string; side: Side }[],
  kind: 'message.created' | 'thread.updated',
  payload: (side: Side) => object,
  unreadFor: Side[],
) {
  const events: NewEvent[] = people.map(({ userId, side }) => ({ userId, kind, payload: payload(side) }));
  const counted = new Set<string>();
  for (const { userId, side } of people) {
    if (!unreadFor.includes(side) || counted.has(userId)) continue;
    counted.add(userId);
    events.push({ userId, kind: 'unread.changed', payload: await unreadCount(tx, userId) });
  }
  await publishEvents(tx, events);
}

export async function unreadCount(db: Executor, userId: string) {
  const rows = await repository.unreadCounts(db, userId);
  const sent = rows.find((row) => row.businessId === null)?.unread ?? 0;
  const businesses = rows
    .filter((row) => row.businessId !== null && row.unread > 0)
    .map((row) => ({ businessID: row.businessId!, unread: row.unread }));
  return { total: rows.reduce((sum, row) => sum + row.unread, 0), sent, businesses };
}
