import type { Db } from '@tradeforge/db';
import type { Mailer } from '@tradeforge/mail';
import { pruneEvents } from '../../platform/events';
import * as repository from './repository';
import type { Side } from './repository';
import { refreshStaleResponseStats } from './stats-repository';

export interface MessageMailOptions {
  db: Db;
  mailer: Mailer;
  siteName: string;
  /** The web app's origin, for links in mails. */
  webUrl: string;
  log: { error(object: object, message: string): void; info(object: object, message: string): void };
}

/** Where each side opens the conversation in the web app. */
function threadLink(webUrl: string, thread: repository.ThreadRow, side: Side) {
  return side === 'R'
    ? `${webUrl}/business/${thread.receiverBusinessId}/requests/${thread.id}`
    : `${webUrl}/my-messages/${thread.id}`;
}

async function names(db: Db, thread: repository.ThreadRow) {
  const row = await repository.listOne(db, thread.id, 'S');
  return { sender: row.sender_business_name ?? row.user_name, receiver: row.receiver_name };
}

/** Mails about messages: a new inquiry to the receiving members, unread replies after 15 minutes. */
export function createMessageMails({ db, mailer, siteName, webUrl, log }: MessageMailOptions) {
  async function mailSide(
    thread: repository.ThreadRow,
    side: Side,
    kind: string,
    subject: string,
    intro: string,
  ) {
    const people = await repository.mailRecipients(db, await repository.sideUsers(db, thread, side));
    const link = threadLink(webUrl, thread, side);
    for (const person of people) {
      await mailer.send({
        to: person.email,
        kind,
        subject,
        text: `Hello ${person.firstName},\n\n${intro}\n\nSubject: ${thread.subject}\n\nOpen the conversation: ${link}\n\nYou can turn these mails off in your profile settings on ${siteName}.\n`,
        metadata: { requestID: thread.id, userID: person.id },
      });
    }
  }

  return {
    /** After a new inquiry is committed; a failure is logged, never undoes the inquiry. */
    async newInquiry(threadId: string) {
      try {
        const thread = (await repository.findThread(db, threadId))!;
        const { sender, receiver } = await names(db, thread);
        await mailSide(
          thread,
          'R',
          'inquiry-new',
          `New inquiry for ${receiver} from ${sender}`,
          `${sender} sent ${receiver} an inquiry on ${siteName}.`,
        );
      } catch (error) {
        log.error({ err: error, threadId }, 'new inquiry mail failed');
      }
    },

    /**
     * Messages unread for 15 minutes mail the other side once per thread and batch; every message is looked at
     * once (read, muted or mailed). Answers how many mails went out.
     */
    async mailUnreadReplies(olderThanMinutes = 15) {
      const due = await repository.takeDueUnreadMail(db, olderThanMinutes);
      let sent = 0;
      for (const row of due) {
        if (Number(row.unread) === 0) continue;
        const thread = await repository.findThread(db, row.thread_id);
        if (!thread) continue;
        const { sender, receiver } = await names(db, thread);
        const from = row.from_side === 'R' ? receiver : sender;
        const to: Side = row.from_side === 'R' ? 'S' : 'R';
        await mailSide(
          thread,
          to,
          'inquiry-unread',
          `Unread message from ${from}`,
          `${from} wrote to you on ${siteName} and the message is still unread.`,
        );
        sent += 1;
      }
      return sent;
    },
  };
}

export type MessageMails = ReturnType<typeof createMessageMails>;

/**
 * The periodic work of the message center, run by one instance at a time (a transaction-scoped advisory lock;
 * the others skip that round): unread-reply mails, pruning old live events, sliding response-time windows.
 */
export async function runMessageJobs(db: Db, mails: MessageMails | undefined, retentionHours: number) {
  return db.transaction(async (tx) => {
    if (!(await repository.tryJobLock(tx))) return undefined;
    const mailed = mails ? await mails.mailUnreadReplies() : 0;
    const pruned = await pruneEvents(tx, retentionHours);
    const refreshed = await refreshStaleResponseStats(tx);
    return { mailed, pruned, refreshed };
  });
}
