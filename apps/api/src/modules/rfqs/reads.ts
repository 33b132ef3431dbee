import { sql } from 'drizzle-orm';
import { MEMBERSHIP_PLANS, type RfqQuote, type SubscriptionTier } from '@tradeforge/contracts';
import type { Db, Executor } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { findBusinessCards } from '../businesses';
import type { RfqAttachmentFiles } from './attachments';
import { rfqErrors } from './errors';
import { toAttachment, toQuote, toSupplier } from './mapper';
import type { QuoteRow } from './quote-repository';
import * as repository from './repository';
import type { RfqRow } from './repository';

export const planOf = (tier: SubscriptionTier | null | undefined) =>
  MEMBERSHIP_PLANS.find((plan) => plan.type === (tier ?? 'standard'))!;

/** The first moment of this calendar month in UTC: quotes count against the tier from then. */
export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Today in UTC, as `YYYY-MM-DD`: a quote's validity and a request's need date are days. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whether a public request shows to a business of this tier yet (paid tiers at once, Standard after a delay). */
export const publicShownTo = (tier: SubscriptionTier, createdAt: Date, now = new Date()) =>
  new Date(createdAt).getTime() + planOf(tier).rfqPublicDelayHours * 3_600_000 <= now.getTime();

/** Quotes each business sent this month (the tier's limit counts them), by business. */
export async function countMonthQuotes(db: Executor, businessIds: string[], now = new Date()) {
  if (businessIds.length === 0) return new Map<string, number>();
  const result = await db.execute<{ business_id: string; count: number }>(sql`
    select business_id, count(*)::int as count from rfq_quotes
     where business_id = any(${sql.param(businessIds)}::uuid[]) and created_at >= ${monthStart(now)}
     group by business_id`);
  return new Map(result.rows.map((row) => [row.business_id, row.count]));
}

/** Whether a business may quote on the request now: matched to it, or public and shown to its tier by now. */
export async function checkOpenTo(
  db: Executor,
  row: RfqRow,
  business: { id: string; subscription: SubscriptionTier },
) {
  if ((await repository.findMatchedOf(db, row.id, [business.id])).has(business.id)) return;
  if (row.visibility !== 'public') throw new AppError('Forbidden', rfqErrors.text('notMatched'));
  if (!publicShownTo(business.subscription, row.created_at)) {
    const plan = planOf(business.subscription);
    throw new AppError(
      'Forbidden',
      rfqErrors.text('publicDelay', { tier: plan.label, hours: plan.rfqPublicDelayHours }),
    );
  }
}

/** What the request's and quotes' pages read, shared by the request and quote services. */
export function createRfqReads({ db, files }: { db: Db; files: RfqAttachmentFiles }) {
  return {
    /** The request if the viewer reads it (`rfq_readable`); 404 otherwise, whether it exists or not. */
    async requireRfq(rfqId: string, viewerId: string | undefined) {
      const row = await repository.findRfq(db, rfqId, viewerId);
      if (!row || !row.readable) throw notFound(rfqErrors.text('gone'));
      return row;
    },

    /** Quote rows as answers: each with its supplier's trust row and its files. */
    async toQuotes(rows: QuoteRow[]): Promise<RfqQuote[]> {
      if (rows.length === 0) return [];
      const [cards, attachments, sign] = await Promise.all([
        findBusinessCards(db, [...new Set(rows.map((row) => row.business_id))]),
        repository.findAttachments(
          db,
          'quote_id',
          rows.map((row) => row.id),
        ),
        files.signer(),
      ]);
      const suppliers = new Map(cards.map((card) => [card.businessID, toSupplier(card)]));
      return rows.flatMap((row) => {
        const supplier = suppliers.get(row.business_id);
        if (!supplier) return [];
        const own = attachments.filter((file) => file.quote_id === row.id);
        return [
          toQuote(
            row,
            supplier,
            own.map((file) => toAttachment(file, sign)),
          ),
        ];
      });
    },
  };
}

export type RfqReads = ReturnType<typeof createRfqReads>;
