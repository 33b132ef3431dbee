import type { SiteLocale } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { siteLink } from '../../lib/mail-locale';
import { pruneEvents } from '../../platform/events';
import { messageMailMessages } from './mail-messages';
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

/** Where each side opens the conversation in the web app, in the recipient's language. */
function threadLink(webUrl: string, locale: SiteLocale, thread: repository.ThreadRow, side: Side) {
  return siteLink(
    webUrl,
    locale,
    side === 'R'
      ? `/business/${thread.receiverBusinessId}/requests/${thread.id}`
      : `/my-messages/${thread.id}`,
  );
}

type Translate = ReturnType<typeof messageMailMessages.in>;

async function names(db: Db, thread: repository.ThreadRow) {
  const row = await repository.listOne(db, thread.id, 'S');
  return { sender: row.sender_business_name ?? row.user_name, receiver: row.receiver_name };
}

/** Mails about messages: a new inquiry to the receiving members, unread replies after 15 minutes. */
export function createMessageMails({ db, mailer, siteName, webUrl, log }: MessageMailOptions) {
  /** Each person of a side gets the mail in their preferred language, read with their address. */
  async function mailSide(
    thread: repository.ThreadRow,
    side: Side,
    kind: string,
    words: (t: Translate) => { subject: string; intro: string },
  ) {
    const people = await repository.mailRecipients(db, await repository.sideUsers(db, thread, side));
    for (const person of people) {
      const locale = localeFromPreference(person.language);
      const t = messageMailMessages.in(locale);
      const { subject, intro } = words(t);
      await mailer.send({
        to: person.email,
        kind,
        subject,
        text: t('body', {
          firstName: person.firstName,
          intro,
          subject: thread.subject,
          link: threadLink(webUrl, locale, thread, side),
          siteName,
        }),
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
        await mailSide(thread, 'R', 'inquiry-new', (t) => ({
          subject: t('inquiry.subject', { receiver, sender }),
          intro: t('inquiry.intro', { sender, receiver, siteName }),
        }));
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
        await mailSide(thread, to, 'inquiry-unread', (t) => ({
          subject: t('unread.subject', { from }),
          intro: t('unread.intro', { from, siteName }),
        }));
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
