import type { Executor } from '@tradeforge/db';
import type { NotificationDelivery, NotificationKind, NotificationObject } from '@tradeforge/contracts';
import { publishEvents } from '../../platform/events';
import { describeObjects, type Described, type ObjectType } from './objects';
import * as repository from './repository';

export interface Notice {
  kind: NotificationKind;
  object: { type: ObjectType; id: string };
  /** Who did it: a user, maybe acting as one of their businesses. None for the platform's own events. */
  actor?: { userId: string; businessId?: string | null | undefined };
  /** The like, comment or message that caused it: undoing that removes the actor again. */
  sourceId?: string;
  /** Who hears about it; by default the object's owners. The actor never does. */
  recipients?: string[];
  /**
   * Shown with the object: the recipients' inbox side of a thread, a membership or group event (a post's id), a
   * buying request's event (the business concerned, the quote).
   */
  extra?: Pick<NotificationObject, 'side' | 'event' | 'postID' | 'businessID' | 'companyName' | 'quoteID'>;
}

/**
 * Writes a notification in the caller's transaction, so it exists exactly when the action does: one line per
 * recipient, grouped with the unread line of the same kind and object, the actor added to it. Recipients who
 * turned the kind off get nothing; the others get a live `notification.changed` event with their unread count.
 */
export async function notify(tx: Executor, notice: Notice): Promise<void> {
  await notifyAll(tx, [notice]);
}

/**
 * `notify` for many notices at once (a batch of likes, follows or comments), in a few statements: the same lines
 * and actors as one call per notice in that order, and one `notification.changed` event per recipient with the
 * unread count once all are written.
 */
export async function notifyAll(tx: Executor, given: Notice[]): Promise<void> {
  // Ids as the database writes them, so what it answers is found by key.
  const notices = given.map((notice) => ({
    ...notice,
    object: { ...notice.object, id: notice.object.id.toLowerCase() },
    recipients: notice.recipients?.map((id) => id.toLowerCase()),
  }));
  const described = await describeAll(tx, notices);
  const planned = notices.flatMap((notice) => {
    const object = described.get(`${notice.object.type}:${notice.object.id}`);
    if (!object) return [];
    const actorId = notice.actor?.userId.toLowerCase();
    const candidates = [...new Set(notice.recipients ?? object.owners)].filter((id) => id !== actorId);
    return candidates.length > 0 ? [{ notice, object, candidates }] : [];
  });
  if (planned.length === 0) return;
  const deliveries = new Map<string, Map<string, NotificationDelivery>>();
  for (const kind of new Set(planned.map(({ notice }) => notice.kind))) {
    const users = [
      ...new Set(planned.filter(({ notice }) => notice.kind === kind).flatMap((p) => p.candidates)),
    ];
    deliveries.set(kind, await repository.findDeliveries(tx, users, kind));
  }
  const mail = (kind: string, userId: string) => {
    const delivery = deliveries.get(kind)?.get(userId);
    return delivery === 'mail' ? 'now' : delivery === 'digest' ? 'digest' : null;
  };
  // A line several notices touch is written once, where the last of them puts it, with what that one shows.
  const lines = new Map<string, repository.Line>();
  const touched = planned.map(({ notice, object, candidates }) => {
    const recipients = candidates.filter((id) => deliveries.get(notice.kind)?.get(id) !== 'off');
    for (const userId of recipients) {
      const key = `${userId}|${notice.kind}|${notice.object.id}`;
      lines.delete(key);
      lines.set(key, {
        userId,
        kind: notice.kind,
        objectType: notice.object.type,
        objectId: notice.object.id,
        data: { ...object.data, ...notice.extra },
        mail: mail(notice.kind, userId),
      });
    }
    return { notice, recipients };
  });
  if (lines.size === 0) return;
  // In one order everywhere (by recipient), so two writers lock the recipients' lines without deadlocking.
  const ordered = [...lines.values()].sort((a, b) =>
    a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0,
  );
  const written = new Map(
    (await repository.upsertLines(tx, ordered)).map((line) => [
      `${line.user_id}|${line.kind}|${line.object_id}`,
      line.id,
    ]),
  );
  const actors = new Map<string, repository.Actor>();
  for (const { notice, recipients } of touched) {
    if (!notice.actor) continue;
    for (const userId of recipients) {
      const lineId = written.get(`${userId}|${notice.kind}|${notice.object.id}`)!;
      const businessId = notice.actor.businessId ?? null;
      const key = `${lineId}|${notice.actor.userId}|${businessId}`;
      actors.delete(key);
      actors.set(key, { lineId, userId: notice.actor.userId, businessId, sourceId: notice.sourceId ?? null });
    }
  }
  await repository.addActors(tx, [...actors.values()]);
  const recipients = [...new Set(ordered.map((line) => line.userId))];
  const unread = await repository.countUnread(tx, recipients);
  await publishEvents(
    tx,
    recipients.map((userId) => ({
      userId,
      kind: 'notification.changed',
      payload: { unread: unread.get(userId) ?? 0 },
    })),
  );
}

/** The notices' objects, described with one query per type, by `type:id`. */
async function describeAll(tx: Executor, notices: Notice[]) {
  const described = new Map<string, Described>();
  for (const type of new Set(notices.map((notice) => notice.object.type))) {
    const ids = [...new Set(notices.filter((n) => n.object.type === type).map((n) => n.object.id))];
    for (const [id, object] of await describeObjects(tx, type, ids)) described.set(`${type}:${id}`, object);
  }
  return described;
}
