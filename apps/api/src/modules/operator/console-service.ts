import type {
  Dashboard,
  EnquiryListQuery,
  EnquiryReplyBody,
  OperatorBusinessRow,
  OperatorEnquiry,
  OperatorListQuery,
  OperatorPage,
  OperatorUserRow,
} from '@tradeforge/contracts';
import { OPERATOR_PAGE_SIZE } from '@tradeforge/contracts';
import { appendAudit, type AuditActor, type Db } from '@tradeforge/db';
import type { Mailer } from '@tradeforge/mail';
import { notFound } from '../../lib/app-error';
import * as repository from './console-repository';
import { requiredText } from '../../lib/text';
import { operatorErrors } from './errors';

type EnquiryRow = NonNullable<Awaited<ReturnType<typeof repository.findEnquiry>>>;

function toEnquiry(row: EnquiryRow): OperatorEnquiry {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    enquiryID: row.id,
    name: name || row.email,
    businessName: row.businessName,
    email: row.email,
    companyPhone: row.companyPhone,
    buyProducts: row.buyProducts,
    sellProducts: row.sellProducts,
    moreInfo: [row.moreInfoBuy, row.moreInfoSell].filter(Boolean).join('\n'),
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

const paged = <T>(result: { items: T[]; total: number }, pageNumber: number): OperatorPage<T> => ({
  ...result,
  page: pageNumber,
  pageSize: OPERATOR_PAGE_SIZE,
});

export type ConsoleService = ReturnType<typeof createConsoleService>;

export interface ConsoleDeps {
  db: Db;
  mailer: Mailer;
  operatorEmail: string;
  siteName: string;
}

/** A list row's timestamps as the API answers them. */
const withDates = <T extends { createdAt: Date; suspendedAt: Date | null }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
});

/** The console's dashboard and lists, and the need-help enquiries' handling (mark handled, reply by mail). */
export function createConsoleService({ db, mailer, operatorEmail, siteName }: ConsoleDeps) {
  return {
    async dashboard(): Promise<Dashboard> {
      return { days: await repository.countPerDay(db) };
    },

    async listUsers({ q, page }: OperatorListQuery): Promise<OperatorPage<OperatorUserRow>> {
      const result = await repository.findUsers(db, q, page);
      const items = result.items.map(withDates);
      return paged({ items, total: result.total }, page);
    },

    async listBusinesses({ q, page }: OperatorListQuery): Promise<OperatorPage<OperatorBusinessRow>> {
      const result = await repository.findBusinesses(db, q, page);
      const items = result.items.map(withDates);
      return paged({ items, total: result.total }, page);
    },

    async listEnquiries(query: EnquiryListQuery): Promise<OperatorPage<OperatorEnquiry>> {
      const result = await repository.findEnquiries(db, query, query.page);
      return paged({ items: result.items.map(toEnquiry), total: result.total }, query.page);
    },

    async markHandled(actor: AuditActor, enquiryId: string): Promise<OperatorEnquiry> {
      return db.transaction(async (tx) => {
        const before = await repository.findEnquiry(tx, enquiryId);
        if (!before) throw notFound(operatorErrors.text('enquiryGone'));
        const row = (await repository.markEnquiryHandled(tx, enquiryId, actor.id))!;
        if (!before.handledAt)
          await appendAudit(tx, actor, {
            action: 'enquiry.handled',
            objectType: 'enquiry',
            objectId: enquiryId,
            before: { handledAt: null },
            after: { handledAt: row.handledAt!.toISOString() },
          });
        return toEnquiry(row);
      });
    },

    /** Answers the enquirer by mail (through the outbox, Reply-To the operator address) and marks it handled. */
    async reply(actor: AuditActor, enquiryId: string, body: EnquiryReplyBody): Promise<OperatorEnquiry> {
      const subject = requiredText('subject', body.subject);
      const message = requiredText('message', body.message);
      const enquiry = await repository.findEnquiry(db, enquiryId);
      if (!enquiry) throw notFound(operatorErrors.text('enquiryGone'));
      const row = await db.transaction(async (tx) => {
        const updated = (await repository.markEnquiryHandled(tx, enquiryId, actor.id, true))!;
        await appendAudit(tx, actor, {
          action: 'enquiry.reply',
          objectType: 'enquiry',
          objectId: enquiryId,
          before: { repliedAt: enquiry.repliedAt?.toISOString() ?? null },
          after: { repliedAt: updated.repliedAt!.toISOString(), subject },
        });
        return updated;
      });
      await mailer.send({
        to: enquiry.email,
        replyTo: operatorEmail,
        kind: 'needhelp-reply',
        metadata: { enquiryID: enquiryId },
        subject,
        text: `${message}\n\n-- \n${siteName}`,
      });
      return toEnquiry(row);
    },
  };
}
