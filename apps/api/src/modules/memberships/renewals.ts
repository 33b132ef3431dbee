import { PRODUCT_LIMITS } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { notify } from '../notifications';
import { GRACE_DAYS, RENEWAL_WINDOW_DAYS } from './activation';
import { reminderMail, type MailContext } from './mails';
import * as repository from './repository';

const DAY_MS = 86_400_000;

export interface RenewalRun {
  /** False when another instance was running the job. */
  ran: boolean;
  reminded: string[];
  lapsed: string[];
}

/**
 * Renewal and expiry: a reminder to the owners 14 days before a paid membership ends (once per period), and, 7 days
 * after it ended unpaid, back to Standard without the badge, the products beyond Standard's 7 hidden (kept, shown
 * again on an upgrade). One instance at a time, through a transaction-scoped advisory lock.
 */
export function createRenewalJob(deps: { db: Db; mailer?: Mailer | undefined; mail: MailContext }) {
  const { db, mailer } = deps;

  async function run(now: Date): Promise<RenewalRun> {
    const work = await db.transaction(async (tx) => {
      if (!(await repository.tryRenewalLock(tx))) return undefined;
      const due = await repository.findRenewalsDue(
        tx,
        new Date(now.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS),
      );
      for (const business of due) {
        await repository.insertReminder(tx, business.id, business.expiresAt!);
        await notify(tx, {
          kind: 'membership',
          object: { type: 'business', id: business.id },
          extra: { event: 'reminder' },
        });
      }
      const lapsed = await repository.findLapsed(tx, new Date(now.getTime() - GRACE_DAYS * DAY_MS));
      for (const business of lapsed) {
        await repository.setMembership(tx, business.id, {
          tier: 'standard',
          verified: false,
          expiresAt: null,
        });
        await repository.fitProductsToLimit(tx, business.id, PRODUCT_LIMITS.standard);
        await notify(tx, {
          kind: 'membership',
          object: { type: 'business', id: business.id },
          extra: { event: 'expired' },
        });
      }
      // A membership that lapsed in this run needs no reminder any more.
      const reminders = due.filter((business) => !lapsed.some((gone) => gone.id === business.id));
      return {
        reminders,
        lapsed,
        owners: await repository.findOwnerEmails(
          tx,
          reminders.map((b) => b.id),
        ),
      };
    });
    if (!work) return { ran: false, reminded: [], lapsed: [] };
    for (const business of work.reminders)
      for (const owner of work.owners.filter((row) => row.businessId === business.id))
        await mailer?.send(
          reminderMail(
            { email: owner.email, locale: localeFromPreference(owner.language) },
            { ...business, expiresAt: business.expiresAt! },
            GRACE_DAYS,
            deps.mail,
          ),
        );
    return { ran: true, reminded: work.reminders.map((b) => b.id), lapsed: work.lapsed.map((b) => b.id) };
  }

  return {
    run,
    /** Runs every `intervalMs` (first after one interval) until `stop`; failures are logged, the timer goes on. */
    start(intervalMs: number, log: { error(object: object, message: string): void }) {
      const timer = setInterval(() => {
        run(new Date()).catch((err: unknown) => log.error({ err }, 'membership renewal job failed'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type RenewalJob = ReturnType<typeof createRenewalJob>;
