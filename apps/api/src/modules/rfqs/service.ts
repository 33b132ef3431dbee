import { sql } from 'drizzle-orm';
import {
  isQueryFlagOn,
  RFQ_LIMITS,
  type BusinessRfqsQuery,
  type CreateRfqBody,
  type Rfq,
  type RfqAttachmentUploadBody,
  type RfqList,
  type RfqsQuery,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, invalidField } from '../../lib/app-error';
import { optionalText, requiredText } from '../../lib/text';
import type { RfqAttachmentFiles } from './attachments';
import { rfqErrors } from './errors';
import { toCard } from './mapper';
import { matchSuppliers, type RankBusinessIds } from './matching';
import { notifySuppliers } from './notices';
import * as quotes from './quote-repository';
import { planOf, today, type RfqReads } from './reads';
import * as repository from './repository';
import { createRfqViews } from './view';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const DAY_MS = 86_400_000;

export interface RfqServiceDependencies {
  db: Db;
  files: RfqAttachmentFiles;
  reads: RfqReads;
  /** Search's ranking of businesses for a text (search/index.ts). */
  rankBusinessIds: RankBusinessIds;
}

export type RfqService = ReturnType<typeof createRfqService>;

/** Where a post's time went, filled by `createRfq` for the route's Server-Timing header. */
export interface RfqTimings {
  matchMs?: number;
}

/** Buying requests: posting (with matching), the request's page, the lists, closing, and their files. */
export function createRfqService({ db, files, reads, rankBusinessIds }: RfqServiceDependencies) {
  const { viewOf } = createRfqViews({ db, files, reads });
  async function checkBody(body: CreateRfqBody, now: Date) {
    const taxonomy = await repository.checkTaxonomy(db, body.industryId, body.categoryId);
    if (!taxonomy.industry) throw invalidField('industryId', rfqErrors.text('industry'));
    if (!taxonomy.category) throw invalidField('categoryId', rfqErrors.text('category'));
    const countries = [body.destinationCountry, ...(body.supplierCountries ?? [])];
    const [unknown] = await repository.findUnknownCountries(db, countries);
    if (unknown) {
      const field = unknown === body.destinationCountry ? 'destinationCountry' : 'supplierCountries';
      throw invalidField(field, rfqErrors.text('country', { field, code: unknown }));
    }
    if (body.targetUnitPrice !== undefined && !body.currency)
      throw invalidField('currency', rfqErrors.text('currencyNeeded'));
    if (body.currency && !CURRENCIES.has(body.currency))
      throw invalidField('currency', rfqErrors.text('currency', { field: 'currency', code: body.currency }));
    if (body.neededBy && body.neededBy < today(now))
      throw invalidField('neededBy', rfqErrors.text('neededBy'));
    const until = body.quotesUntil
      ? new Date(body.quotesUntil)
      : new Date(now.getTime() + RFQ_LIMITS.quotesDefaultDays * DAY_MS);
    if (
      until.getTime() <= now.getTime() ||
      until.getTime() > now.getTime() + RFQ_LIMITS.quotesMaxDays * DAY_MS
    )
      throw invalidField('quotesUntil', rfqErrors.text('quotesUntil', { days: RFQ_LIMITS.quotesMaxDays }));
    return until;
  }

  /** The delay of the viewer's best tier for public requests (a visitor's or person's: Standard). */
  async function publicDelayHours(viewerId: string | undefined) {
    const businesses = viewerId ? await repository.findMemberBusinesses(db, viewerId) : [];
    return Math.min(
      planOf('standard').rfqPublicDelayHours,
      ...businesses.map((business) => planOf(business.subscription).rfqPublicDelayHours),
    );
  }

  return {
    requestUpload: (userId: string, body: RfqAttachmentUploadBody) => files.requestUpload(userId, body),

    /**
     * Posts a request as the user or a business they belong to, matched at once: the matched businesses are
     * stored, best first, and their members told, in the transaction that writes the request.
     */
    async createRfq(userId: string, body: CreateRfqBody, timings: RfqTimings = {}): Promise<Rfq> {
      const now = new Date();
      if (body.businessID && !(await repository.isMember(db, body.businessID, userId)))
        throw new AppError('Forbidden', rfqErrors.text('notMember'));
      const quotesUntil = await checkBody(body, now);
      const title = requiredText('title', body.title, RFQ_LIMITS.titleMin);
      const description = requiredText('description', body.description, RFQ_LIMITS.descriptionMin);
      const modelNumbers = [
        ...new Set((body.modelNumbers ?? []).flatMap((number) => optionalText(number) ?? [])),
      ];
      const supplierCountries = body.supplierCountries ?? [];
      const matchStarted = performance.now();
      const matches = await matchSuppliers(db, rankBusinessIds, {
        title,
        modelNumbers,
        industryId: body.industryId,
        categoryId: body.categoryId,
        supplierCountries,
        buyerId: userId,
      });
      timings.matchMs = performance.now() - matchStarted;
      const stored = await files.processAll(userId, body.attachments);
      try {
        const rfqId = await db.transaction(async (tx) => {
          // One person's requests in turn, so two at once cannot both pass the day's count.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rfqs_posted'), hashtext(${userId}))`);
          const max = RFQ_LIMITS.requestsPerBuyerPerDay;
          if ((await repository.countRfqsSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= max)
            throw new AppError('TooManyRequests', rfqErrors.text('requestsPerDay', { max }));
          const id = await repository.insertRfq(tx, {
            userId,
            businessId: body.businessID ?? null,
            title,
            description,
            quantity: body.quantity,
            unit: body.unit,
            industryId: body.industryId,
            categoryId: body.categoryId,
            incoterm: body.incoterm,
            destinationCountry: body.destinationCountry,
            destinationPlace: optionalText(body.destinationPlace) ?? null,
            modelNumbers,
            targetUnitPrice: body.targetUnitPrice ?? null,
            currency: body.targetUnitPrice !== undefined ? (body.currency ?? null) : null,
            neededBy: body.neededBy ?? null,
            quotesUntil,
            visibility: body.visibility ?? 'public',
            hideIdentity: body.hideIdentity ?? false,
            supplierCountries,
          });
          await repository.insertAttachments(tx, { rfqId: id }, stored);
          await repository.insertMatches(tx, id, matches);
          await notifySuppliers(
            tx,
            id,
            'matched',
            matches.map((businessId) => ({ businessId })),
          );
          return id;
        });
        return viewOf((await repository.findRfq(db, rfqId, userId))!, userId);
      } catch (error) {
        await files.remove(stored.map((file) => file.key));
        throw error;
      }
    },

    async getRfq(rfqId: string, viewerId: string | undefined): Promise<Rfq> {
      return viewOf(await reads.requireRfq(rfqId, viewerId), viewerId);
    },

    /** `mine=1`: the viewer's requests (the route asks for a login); otherwise the open public ones. */
    async listRfqs(viewerId: string | undefined, query: RfqsQuery): Promise<RfqList> {
      const page = { skip: query.skip, size: query.size };
      if (isQueryFlagOn(query.mine) && viewerId) {
        const state = query.state ? sql`and r.state = ${query.state}` : sql``;
        const { rows, total } = await repository.findRfqPage(
          db,
          viewerId,
          { filter: sql`rfq_buyer(r.id, ${viewerId}::uuid) ${state}`, order: sql`r.created_at desc, r.id` },
          page,
        );
        return { rfqs: rows.map((row) => toCard(row)), total };
      }
      const hours = await publicDelayHours(viewerId);
      const filters = [
        sql`r.state = 'open' and r.visibility = 'public' and ${repository.shownSql}`,
        sql`r.created_at <= now() - make_interval(hours => ${hours})`,
        ...(query.industryId ? [sql`r.industry_id = ${query.industryId}`] : []),
        ...(query.categoryId ? [sql`r.category_id = ${query.categoryId}`] : []),
      ];
      const { rows, total } = await repository.findRfqPage(
        db,
        viewerId,
        { filter: sql.join(filters, sql` and `), order: sql`r.created_at desc, r.id` },
        page,
      );
      return { rfqs: rows.map((row) => toCard(row)), total };
    },

    /** A business's RFQ inbox (its members only): matched, public of its categories, or quoted. */
    async listBusinessRfqs(userId: string, businessId: string, query: BusinessRfqsQuery): Promise<RfqList> {
      const business = (await repository.findMemberBusinesses(db, userId)).find((b) => b.id === businessId);
      if (!business) throw new AppError('Forbidden', rfqErrors.text('notMember'));
      const page = { skip: query.skip, size: query.size };
      const id = sql`${businessId}::uuid`;
      const kind = query.kind ?? 'matched';
      const hours = planOf(business.subscription).rfqPublicDelayHours;
      const shape =
        kind === 'matched'
          ? {
              join: sql`join rfq_matches x on x.rfq_id = r.id and x.business_id = ${id}`,
              filter: sql`r.state = 'open' and ${repository.shownSql}`,
              order: sql`x.created_at desc, r.id`,
            }
          : kind === 'public'
            ? {
                filter: sql`r.state = 'open' and r.visibility = 'public' and ${repository.shownSql}
                  and r.created_at <= now() - make_interval(hours => ${hours})
                  and r.business_id is distinct from ${id}
                  and not exists (select 1 from rfq_matches x where x.rfq_id = r.id and x.business_id = ${id})
                  and r.category_id in (select category_id from business_categories where business_id = ${id}
                    union select category_id from products where business_id = ${id} and not hidden)`,
                order: sql`r.created_at desc, r.id`,
              }
            : {
                join: sql`join rfq_quotes q on q.rfq_id = r.id and q.business_id = ${id}`,
                filter: repository.shownSql,
                order: sql`q.created_at desc, r.id`,
              };
      const { rows, total } = await repository.findRfqPage(db, userId, shape, page);
      const { matched, quoted } = await repository.findInboxMarks(
        db,
        businessId,
        rows.map((row) => row.id),
      );
      return {
        rfqs: rows.map((row) => {
          const quote = quoted.get(row.id);
          return toCard(row, {
            matched: matched.has(row.id),
            quote: quote ? { quoteID: quote.id, state: quote.state } : null,
          });
        }),
        total,
      };
    },

    /** The buyer ends quoting; quotes still waiting are not selected, and their suppliers told. */
    async closeRfq(userId: string, rfqId: string): Promise<Rfq> {
      const row = await reads.requireRfq(rfqId, userId);
      if (!row.is_buyer) throw new AppError('Forbidden', rfqErrors.text('buyerOnly'));
      await db.transaction(async (tx) => {
        const locked = await repository.lockRfq(tx, rfqId);
        if (!locked || locked.state === 'closed' || locked.state === 'awarded')
          throw new AppError('Conflict', rfqErrors.text('notOpen'));
        await repository.setRfqState(tx, rfqId, 'closed');
        const others = await quotes.markOthersNotSelected(tx, rfqId);
        await notifySuppliers(
          tx,
          rfqId,
          'not-selected',
          others.map((quote) => ({ businessId: quote.business_id, quoteId: quote.id })),
        );
      });
      return viewOf((await repository.findRfq(db, rfqId, userId))!, userId);
    },

    /** A file through its signed URL (the signature is the authorization: only readers were given it). */
    async readAttachment(attachmentId: string, expires: number, signature: string) {
      await files.verify(attachmentId, expires, signature);
      const row = await repository.findAttachment(db, attachmentId);
      const bytes = row && (await files.read(row.key));
      if (!row || !bytes) throw new AppError('NotFound', rfqErrors.text('fileGone'));
      return { bytes, name: row.name, contentType: row.content_type };
    },
  };
}
