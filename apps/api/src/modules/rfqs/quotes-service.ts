import { sql } from 'drizzle-orm';
import {
  RFQ_LIMITS,
  type AcceptRfqQuoteBody,
  type AskRfqQuoteBody,
  type CreateRfqQuoteBody,
  type DeclineRfqQuoteBody,
  type RfqQuote,
  type RfqQuoteList,
  type RfqQuotesQuery,
  type SiteLocale,
  type UpdateRfqQuoteBody,
} from '@tradeforge/contracts';
import type { Db, Executor } from '@tradeforge/db';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { optionalText } from '../../lib/text';
import type { RfqAttachmentFiles } from './attachments';
import { rfqErrors } from './errors';
import { notifyQuote, notifySuppliers } from './notices';
import * as quotes from './quote-repository';
import { checkOpenTo, monthStart, planOf, today, type RfqReads } from './reads';
import * as repository from './repository';
import { openQuoteThread, type QuoteThreads } from './threads';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const SORTS = {
  unitPrice: sql`q.unit_price`,
  total: sql`q.unit_price * r.quantity`,
  moq: sql`q.moq`,
  leadTimeDays: sql`q.lead_time_days`,
  validUntil: sql`q.valid_until`,
  createdAt: sql`q.created_at`,
};

export interface RfqQuoteServiceDependencies {
  db: Db;
  files: RfqAttachmentFiles;
  reads: RfqReads;
  threads: QuoteThreads;
}

export type RfqQuoteService = ReturnType<typeof createRfqQuoteService>;

/**
 * Quotes: a business quotes once per request, within its tier's quotes a month and, on a public request it was
 * not matched to, once its tier sees the request; it edits the quote until the buyer decides. The buyer reads all
 * quotes, a supplier its own; the buyer accepts one (awarding the request), declines, or asks about one in the
 * message center.
 */
export function createRfqQuoteService({ db, files, reads, threads }: RfqQuoteServiceDependencies) {
  function checkTerms(body: { currency: string; validUntil: string }) {
    if (!CURRENCIES.has(body.currency))
      throw invalidField('currency', rfqErrors.text('currency', { field: 'currency', code: body.currency }));
    if (body.validUntil < today()) throw invalidField('validUntil', rfqErrors.text('validUntil'));
  }

  /** The request as its buyer side reads it (403 for its other readers, 404 for everyone else). */
  async function requireBuyer(rfqId: string, userId: string) {
    const row = await reads.requireRfq(rfqId, userId);
    if (!row.is_buyer) throw new AppError('Forbidden', rfqErrors.text('buyerOnly'));
    return row;
  }

  /** A quote the buyer side may decide on: shown to it, on a request still open or past its date. */
  async function lockDecidable(tx: Executor, rfqId: string, quoteId: string) {
    const rfq = await repository.lockRfq(tx, rfqId);
    if (!rfq || (rfq.state !== 'open' && rfq.state !== 'expired'))
      throw new AppError('Conflict', rfqErrors.text('notDecidable'));
    const quote = (
      await quotes.findQuotes(tx, rfqId, sql`q.id = ${quoteId}::uuid and ${quotes.quoteShownSql}`)
    )[0];
    if (!quote) throw notFound(rfqErrors.text('quoteGone'));
    const locked = await quotes.lockQuote(tx, quoteId);
    if (locked?.state !== 'submitted') throw new AppError('Conflict', rfqErrors.text('quoteDecided'));
    return { rfq, quote };
  }

  async function answer(rfqId: string, quoteId: string): Promise<RfqQuote> {
    const [quote] = await reads.toQuotes([(await quotes.findQuote(db, quoteId, rfqId))!]);
    return quote!;
  }

  return {
    async createQuote(userId: string, rfqId: string, body: CreateRfqQuoteBody): Promise<RfqQuote> {
      const row = await reads.requireRfq(rfqId, userId);
      const business = (await repository.findMemberBusinesses(db, userId)).find(
        (b) => b.id === body.businessID,
      );
      if (!business || business.suspended) throw new AppError('Forbidden', rfqErrors.text('notMember'));
      if (row.is_buyer || business.id === row.business_id)
        throw new AppError('Forbidden', rfqErrors.text('ownRequest'));
      if (row.state !== 'open') throw new AppError('Conflict', rfqErrors.text('notOpen'));
      await checkOpenTo(db, row, business);
      checkTerms(body);
      const stored = await files.processAll(userId, body.attachments);
      try {
        const quoteId = await db.transaction(async (tx) => {
          const rfq = await repository.lockRfq(tx, rfqId);
          if (rfq?.state !== 'open' || rfq.quotes_until <= new Date())
            throw new AppError('Conflict', rfqErrors.text('notOpen'));
          // The business's quotes in turn, so two at once cannot both pass its month's count.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext('rfq_quotes'), hashtext(${business.id}))`,
          );
          const plan = planOf(business.subscription);
          const sent = await quotes.countQuotes(
            tx,
            sql`q.business_id = ${business.id}::uuid and q.created_at >= ${monthStart()}`,
          );
          if (sent >= plan.rfqQuotesPerMonth)
            throw new AppError(
              'Conflict',
              rfqErrors.text('quoteLimit', {
                company: business.company_name,
                limit: plan.rfqQuotesPerMonth,
                tier: plan.label,
              }),
            );
          const hour = new Date(Date.now() - 3_600_000);
          const max = RFQ_LIMITS.quotesPerSupplierPerHour;
          if (
            (await quotes.countQuotes(tx, sql`q.user_id = ${userId}::uuid and q.created_at > ${hour}`)) >= max
          )
            throw new AppError('TooManyRequests', rfqErrors.text('quotesPerHour', { max }));
          const full = RFQ_LIMITS.quotesPerRequest;
          if ((await quotes.countQuotes(tx, sql`q.rfq_id = ${rfqId}::uuid`)) >= full)
            throw new AppError('Conflict', rfqErrors.text('requestFull', { max: full }));
          const id = await quotes.insertQuote(tx, {
            rfqId,
            businessId: business.id,
            userId,
            unitPrice: body.unitPrice,
            currency: body.currency,
            moq: body.moq,
            leadTimeDays: body.leadTimeDays,
            incoterm: body.incoterm,
            paymentTerms: body.paymentTerms,
            validUntil: body.validUntil,
            note: optionalText(body.note) ?? null,
          });
          if (!id) throw new AppError('Conflict', rfqErrors.text('quotedAlready'));
          await repository.insertAttachments(tx, { quoteId: id }, stored);
          await notifyQuote(tx, rfqId, { quoteId: id, userId, businessId: business.id });
          return id;
        });
        return answer(rfqId, quoteId);
      } catch (error) {
        await files.remove(stored.map((file) => file.key));
        throw error;
      }
    },

    /** The supplier edits its whole quote while it waits for the buyer and the request takes quotes. */
    async updateQuote(userId: string, rfqId: string, quoteId: string, body: UpdateRfqQuoteBody) {
      await reads.requireRfq(rfqId, userId);
      const current = await quotes.findQuote(db, quoteId, rfqId);
      if (!current || !(await repository.isMember(db, current.business_id, userId)))
        throw notFound(rfqErrors.text('quoteGone'));
      checkTerms(body);
      const refs = body.attachments ?? [];
      const kept = new Set(refs.flatMap((ref) => ('attachmentID' in ref ? [ref.attachmentID] : [])));
      const existing = await repository.findAttachments(db, 'quote_id', [quoteId]);
      if ([...kept].some((id) => !existing.some((file) => file.id === id)))
        throw invalidField('attachments', rfqErrors.text('attachmentGone'));
      const stored = await files.processAll(
        userId,
        refs.flatMap((ref) => ('token' in ref ? [ref.token] : [])),
      );
      const dropped = existing.filter((file) => !kept.has(file.id));
      try {
        await db.transaction(async (tx) => {
          const rfq = await repository.lockRfq(tx, rfqId);
          if (rfq?.state !== 'open' || rfq.quotes_until <= new Date())
            throw new AppError('Conflict', rfqErrors.text('notOpen'));
          const locked = await quotes.lockQuote(tx, quoteId);
          if (locked?.state !== 'submitted') throw new AppError('Conflict', rfqErrors.text('quoteDecided'));
          await quotes.updateQuote(tx, quoteId, {
            unitPrice: body.unitPrice,
            currency: body.currency,
            moq: body.moq,
            leadTimeDays: body.leadTimeDays,
            incoterm: body.incoterm,
            paymentTerms: body.paymentTerms,
            validUntil: body.validUntil,
            note: optionalText(body.note) ?? null,
            updatedAt: new Date(),
          });
          if (dropped.length > 0)
            await tx.execute(sql`delete from rfq_attachments
              where id = any(${sql.param(dropped.map((file) => file.id))}::uuid[])`);
          await repository.insertAttachments(tx, { quoteId }, stored);
        });
      } catch (error) {
        await files.remove(stored.map((file) => file.key));
        throw error;
      }
      await files.remove(dropped.map((file) => file.key));
      return answer(rfqId, quoteId);
    },

    /** The buyer side reads every quote shown to it, sorted; a supplier its own businesses' quotes. */
    async listQuotes(userId: string, rfqId: string, query: RfqQuotesQuery): Promise<RfqQuoteList> {
      const row = await reads.requireRfq(rfqId, userId);
      if (!row.is_buyer)
        return { quotes: await reads.toQuotes(await quotes.findQuotesOfMember(db, rfqId, userId)) };
      const order = sql`${SORTS[query.sort ?? 'createdAt']} ${query.order === 'desc' ? sql`desc` : sql`asc`}`;
      return {
        quotes: await reads.toQuotes(await quotes.findQuotes(db, rfqId, quotes.quoteShownSql, order)),
      };
    },

    /**
     * The buyer accepts a quote: the request is awarded, the other waiting quotes are not selected (their
     * suppliers told politely), the supplier sees who the buyer is, and a message-center thread with it opens.
     */
    async acceptQuote(
      userId: string,
      rfqId: string,
      quoteId: string,
      body: AcceptRfqQuoteBody,
      locale: SiteLocale,
    ): Promise<RfqQuote> {
      const row = await requireBuyer(rfqId, userId);
      const quote = await db.transaction(async (tx) => {
        const { quote: accepted } = await lockDecidable(tx, rfqId, quoteId);
        await quotes.updateQuote(tx, quoteId, {
          state: 'accepted',
          decidedAt: new Date(),
          buyerRevealedAt: new Date(),
        });
        await repository.setRfqState(tx, rfqId, 'awarded');
        const others = await quotes.markOthersNotSelected(tx, rfqId, quoteId);
        await notifySuppliers(tx, rfqId, 'accepted', [{ businessId: accepted.business_id, quoteId }]);
        await notifySuppliers(
          tx,
          rfqId,
          'not-selected',
          others.map((other) => ({ businessId: other.business_id, quoteId: other.id })),
        );
        return accepted;
      });
      await openQuoteThread(db, threads, {
        userId,
        rfq: row,
        quote,
        message: body.message,
        locale,
        accepted: true,
      }).catch((error: unknown) => {
        // The award stands; past the buyer's inquiry limit the thread opens with their next question instead.
        if (!(error instanceof AppError && error.code === 'TooManyRequests')) throw error;
      });
      return answer(rfqId, quoteId);
    },

    async declineQuote(userId: string, rfqId: string, quoteId: string, body: DeclineRfqQuoteBody) {
      await requireBuyer(rfqId, userId);
      await db.transaction(async (tx) => {
        const { quote } = await lockDecidable(tx, rfqId, quoteId);
        await quotes.updateQuote(tx, quoteId, {
          state: 'declined',
          decidedAt: new Date(),
          declineReason: optionalText(body.reason) ?? null,
        });
        await notifySuppliers(tx, rfqId, 'declined', [{ businessId: quote.business_id, quoteId }]);
      });
      return answer(rfqId, quoteId);
    },

    /** The buyer's question about a quote, in the thread with its supplier (opened the first time). */
    async askQuote(
      userId: string,
      rfqId: string,
      quoteId: string,
      body: AskRfqQuoteBody,
      locale: SiteLocale,
    ) {
      const row = await requireBuyer(rfqId, userId);
      const [quote] = await quotes.findQuotes(
        db,
        rfqId,
        sql`q.id = ${quoteId}::uuid and ${quotes.quoteShownSql}`,
      );
      if (!quote) throw notFound(rfqErrors.text('quoteGone'));
      await openQuoteThread(db, threads, {
        userId,
        rfq: row,
        quote,
        message: body.message,
        locale,
        accepted: false,
      });
      return answer(rfqId, quoteId);
    },
  };
}
