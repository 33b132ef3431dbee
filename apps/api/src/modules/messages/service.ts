import {
  type SendInquiryBody,
  type SendMessageBody,
  type ThreadList,
  type ThreadMessages,
  type ThreadSummary,
  type UnreadCount,
  visibleText,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { notify } from '../notifications';
import type { AttachmentService } from './attachments';
import { participants, publishThreadEvents, unreadCount } from './events';
import { preview, toThreadMessage, toThreadSummary } from './mapper';
import * as repository from './repository';
import type { Side, StoredAttachment, ThreadRow } from './repository';
import { refreshResponseStats } from './stats-repository';
import { commonErrors } from '../../lib/errors';
import { messageErrors } from './errors';

export interface MessageServiceOptions {
  db: Db;
  attachments: AttachmentService;
  limits: { perHour: number; perDay: number };
  /** Called after a new inquiry is committed (mails to the receiving members); failures are only logged. */
  onInquiry?: (threadId: string) => Promise<void>;
}

export type MessageService = ReturnType<typeof createMessageService>;
const other = (side: Side): Side => (side === 'S' ? 'R' : 'S');

/**
 * Inquiries and their conversations (spec part 2, section 2.11). Only the sender side and the receiving business's
 * members may see a thread; to everyone else it does not exist (404).
 */
export function createMessageService({ db, attachments, limits, onInquiry }: MessageServiceOptions) {
  /** Authorization: the viewer's side of the thread, chosen by `bid` when the viewer is on both. */
  async function requireSide(userId: string, threadId: string, bid?: string) {
    const found = await repository.findThreadFor(db, threadId, userId);
    if (!found) throw notFound(messageErrors.text('threadGone'));
    const { thread, receiver, sender } = found;
    let side: Side | undefined;
    if (bid === thread.receiverBusinessId) side = receiver ? 'R' : undefined;
    else if (bid && bid !== thread.senderBusinessId && bid !== userId) side = undefined;
    else side = sender ? 'S' : !bid && receiver ? 'R' : undefined;
    if (!side) throw notFound(messageErrors.text('threadGone'));
    return { thread, side };
  }

  function clean(text: string, field: string, required: boolean) {
    const value = visibleText(text);
    if (required && !value)
      throw new AppError('ValidationError', messageErrors.text('missingFields', { field }));
    return value;
  }

  async function processAll(userId: string, tokens: string[] | undefined) {
    const processed: { type: 'image' | 'file'; attachment: StoredAttachment }[] = [];
    for (const token of new Set(tokens ?? [])) processed.push(await attachments.process(userId, token));
    return processed;
  }

  async function summary(threadId: string, side: Side) {
    return toThreadSummary(await repository.listOne(db, threadId, side), side);
  }

  /** The text message (when any) and one message per attachment, oldest first. */
  function messageRows(
    threadId: string,
    side: Side,
    authorUserId: string,
    content: string,
    files: Awaited<ReturnType<typeof processAll>>,
  ) {
    const now = Date.now();
    const rows: { content: string; type: 'text' | 'image' | 'file'; attachment: StoredAttachment | null }[] =
      content ? [{ content, type: 'text', attachment: null }] : [];
    rows.push(...files.map(({ type, attachment }) => ({ content: '', type, attachment })));
    return rows.map((row, index) => ({
      ...row,
      threadId,
      fromSide: side,
      authorUserId,
      createdAt: new Date(now + index),
    }));
  }

  async function deliver(
    thread: ThreadRow,
    side: Side,
    rows: ReturnType<typeof messageRows>,
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  ) {
    const inserted = await repository.insertMessages(tx, rows);
    const sign = await attachments.signer();
    const last = inserted.at(-1)!;
    const firstReply = side === 'R' && !thread.firstReplyAt;
    const updated = await repository.updateThread(tx, thread.id, {
      lastMessageAt: last.createdAt,
      lastMessage: preview(last.content, last.attachment?.name),
      ...(firstReply ? { firstReplyAt: inserted[0]!.createdAt } : {}),
    });
    const people = await participants(tx, updated);
    for (const message of inserted)
      await publishThreadEvents(
        tx,
        people,
        'message.created',
        (viewer) => ({ requestID: thread.id, side: viewer, message: toThreadMessage(message, sign) }),
        message === last ? [other(side)] : [],
      );
    if (firstReply) await refreshResponseStats(tx, thread.receiverBusinessId);
    return inserted.map((message) => toThreadMessage(message, sign));
  }

  return {
    async sendInquiry(userId: string, body: SendInquiryBody): Promise<ThreadSummary> {
      if (body.from && body.from !== userId && !(await repository.isMember(db, body.from, userId)))
        throw new AppError('Forbidden', messageErrors.text('sendAs'));
      const senderBusinessId = body.from && body.from !== userId ? body.from : null;
      if (!(await repository.businessExists(db, body.to)))
        throw notFound(commonErrors.text('gone', { what: 'business' }));
      if (await repository.isMember(db, body.to, userId))
        throw new AppError('Forbidden', messageErrors.text('ownBusiness'));
      const subject = clean(body.subject, 'subject', true);
      const message = clean(body.message, 'message', true);
      const files = await processAll(userId, body.attachments);
      const threadId = await db.transaction(async (tx) => {
        await repository.lockSender(tx, userId);
        const sent = await repository.countSentSince(tx, userId);
        if (sent.hour >= limits.perHour || sent.day >= limits.perDay)
          throw new AppError(
            'TooManyRequests',
            messageErrors.text('rateLimited', { perHour: limits.perHour, perDay: limits.perDay }),
          );
        const thread = await repository.insertThread(tx, {
          senderUserId: userId,
          senderBusinessId,
          receiverBusinessId: body.to,
          subject,
        });
        // The new-inquiry mail covers the first messages; the unread-reply job leaves them alone.
        const rows = messageRows(thread.id, 'S', userId, message, files).map((row) => ({
          ...row,
          mailHandled: true,
        }));
        await deliver(thread, 'S', rows, tx);
        await refreshResponseStats(tx, body.to);
        await notify(tx, {
          kind: 'inquiry',
          object: { type: 'thread', id: thread.id },
          actor: { userId, businessId: senderBusinessId },
          extra: { side: 'R' },
        });
        return thread.id;
      });
      await onInquiry?.(threadId);
      return summary(threadId, 'S');
    },

    async listThreads(userId: string, ubid?: string): Promise<ThreadList> {
      if (ubid && ubid !== userId) {
        if (!(await repository.isMember(db, ubid, userId))) throw notFound(messageErrors.text('noInbox'));
        const rows = await repository.listInbox(db, ubid);
        return { side: 'R', threads: rows.map((row) => toThreadSummary(row, 'R')) };
      }
      const rows = await repository.listSent(db, userId);
      return { side: 'S', threads: rows.map((row) => toThreadSummary(row, 'S')) };
    },

    async getMessages(userId: string, threadId: string, bid?: string): Promise<ThreadMessages> {
      const { side } = await requireSide(userId, threadId, bid);
      const [rows, sign] = await Promise.all([repository.findMessages(db, threadId), attachments.signer()]);
      return {
        thread: await summary(threadId, side),
        messages: rows.map((row) => toThreadMessage(row, sign)),
      };
    },

    async sendMessage(userId: string, threadId: string, bid: string | undefined, body: SendMessageBody) {
      const { side, thread: current } = await requireSide(userId, threadId, bid);
      const content = clean(body.content, 'content', !body.attachments?.length);
      if (current.status === 'closed') throw new AppError('Conflict', messageErrors.text('chatEnded'));
      const files = await processAll(userId, body.attachments);
      const messages = await db.transaction(async (tx) => {
        const thread = (await repository.findThread(tx, threadId, true))!;
        if (thread.status === 'closed') throw new AppError('Conflict', messageErrors.text('chatEnded'));
        const delivered = await deliver(
          thread,
          side,
          messageRows(threadId, side, userId, content, files),
          tx,
        );
        await notify(tx, {
          kind: 'message',
          object: { type: 'thread', id: threadId },
          actor: { userId, businessId: side === 'R' ? thread.receiverBusinessId : thread.senderBusinessId },
          recipients: await repository.sideUsers(tx, thread, other(side)),
          extra: { side: other(side) },
        });
        return delivered;
      });
      return { messages };
    },

    async endThread(userId: string, threadId: string, bid?: string): Promise<ThreadSummary> {
      const { side } = await requireSide(userId, threadId, bid);
      await db.transaction(async (tx) => {
        const thread = (await repository.findThread(tx, threadId, true))!;
        if (thread.status === 'closed') return;
        const ended = await repository.updateThread(tx, threadId, {
          status: 'closed',
          endedAt: new Date(),
          endedByUserId: userId,
        });
        await publishThreadEvents(
          tx,
          await participants(tx, ended),
          'thread.updated',
          (viewer) => ({
            requestID: threadId,
            side: viewer,
            status: 'closed',
            endedAt: ended.endedAt!.toISOString(),
          }),
          [],
        );
      });
      return summary(threadId, side);
    },

    async markRead(userId: string, threadId: string, bid?: string): Promise<ThreadSummary> {
      const { side } = await requireSide(userId, threadId, bid);
      await db.transaction(async (tx) => {
        const at = new Date();
        if ((await repository.markSeen(tx, threadId, side, at)) === 0) return;
        const thread = (await repository.findThread(tx, threadId))!;
        await publishThreadEvents(
          tx,
          await participants(tx, thread),
          'thread.updated',
          (viewer) => ({
            requestID: threadId,
            side: viewer,
            status: thread.status,
            readBy: side,
            readAt: at.toISOString(),
            endedAt: thread.endedAt?.toISOString() ?? null,
          }),
          [side],
        );
      });
      return summary(threadId, side);
    },

    unreadCount: (userId: string): Promise<UnreadCount> => unreadCount(db, userId),

    /** Recomputes a business's response figures (the demo loader calls it after dating its conversations). */
    refreshResponseStats: (businessId: string) => refreshResponseStats(db, businessId),

    /** Reads an attachment for a signed URL: the file and how to serve it. */
    async readAttachment(messageId: string, expires: number, signature: string) {
      await attachments.verify(messageId, expires, signature);
      const message = await repository.findMessage(db, messageId);
      const bytes = message?.attachment ? await attachments.read(message.attachment) : undefined;
      if (!message?.attachment || !bytes) throw notFound(messageErrors.text('fileGone'));
      return { attachment: message.attachment, bytes };
    },
  };
}
