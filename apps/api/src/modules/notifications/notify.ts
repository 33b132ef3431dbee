import type { Executor } from '@tradeforge/db';
import type { NotificationKind, NotificationObject } from '@tradeforge/contracts';
import { publishEvents } from '../../platform/events';
import { describeObject, type ObjectType } from './objects';
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
  /** Shown with the object: the recipients' inbox side of a thread, a membership event. */
  extra?: Pick<NotificationObject, 'side' | 'event'>;
}

/**
 * Writes a notification in the caller's transaction, so it exists exactly when the action does: one line per
 * recipient, grouped with the unread line of the same kind and object, the actor added to it. Recipients who
 * turned the kind off get nothing; the others get a live `notification.changed` event with their unread count.
 */
export async function notify(tx: Executor, notice: Notice): Promise<void> {
  const described = await describeObject(tx, notice.object.type, notice.object.id);
  if (!described) return;
  const actorId = notice.actor?.userId;
  // In one order everywhere, so two notices about one object lock the recipients' lines without deadlocking.
  const candidates = [...new Set(notice.recipients ?? described.owners)]
    .filter((id) => id !== actorId)
    .sort();
  if (candidates.length === 0) return;
  const deliveries = await repository.findDeliveries(tx, candidates, notice.kind);
  const recipients = candidates.filter((id) => deliveries.get(id) !== 'off');
  if (recipients.length === 0) return;
  const mail = (id: string) => {
    const delivery = deliveries.get(id);
    return delivery === 'mail' ? 'now' : delivery === 'digest' ? 'digest' : null;
  };
  const lines = await repository.upsertLines(tx, {
    kind: notice.kind,
    objectType: notice.object.type,
    objectId: notice.object.id,
    data: { ...described.data, ...notice.extra },
    recipients: recipients.map((userId) => ({ userId, mail: mail(userId) })),
  });
  if (notice.actor)
    await repository.addActor(
      tx,
      lines.map((line) => line.id),
      notice.actor.userId,
      notice.actor.businessId ?? null,
      notice.sourceId ?? null,
    );
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
