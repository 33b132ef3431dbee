import { sql } from 'drizzle-orm';
import {
  isQueryFlagOn,
  RFQ_LIMITS,
  type BusinessRfqsQuery,
  type CreateRfqBody,
  type Rfq,
  type RfqAttachmentUploadBody,
  type RfqList,
  type RfqQuoteAs,
  type RfqsQuery,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, invalidField } from '../../lib/app-error';
import { optionalText, requiredText } from '../../lib/text';
import type { RfqAttachmentFiles, StoredRfqFile } from './attachments';
import { rfqErrors } from './errors';
import { toAttachment, toBuyer, toCard, toRfq } from './mapper';
import { matchSuppliers, type RankBusinessIds } from './matching';
import { notifySuppliers } from './notices';
import * as quotes from './quote-repository';
import { countMonthQuotes, planOf, publicShownTo, today, type RfqReads } from './reads';
import * as repository from './repository';
import type { RfqRow } from './repository';

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

/** Buying requests: posting (with matching), the request's page, the lists, closing, and their files. */
export function createRfqService({ db, files, reads, rankBusinessIds }: RfqServiceDependencies) {
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

  /** Processes upload tokens into stored files; those already stored go again when a later one fails. */
  async function processAll(userId: string, tokens: string[] | undefined) {
    const stored: StoredRfqFile[] = [];
    try {
      for (const token of new Set(tokens ?? [])) stored.push(await files.process(userId, token));
    } catch (error) {
      await files.remove(stored.map((file) => file.key));
      throw error;
    }
    return stored;
  }

  /** The businesses the viewer may quote as now, with what their tier leaves them this month. */
  async function quoteAs(row: RfqRow, viewerId: string, quoted: Set<string>): Promise<RfqQuoteAs[]> {
    if (row.is_buyer || row.state !== 'open' || row.hidden_at) return [];
    const businesses = (await repository.findMemberBusinesses(db, viewerId)).filter(
      (business) => !business.suspended && !quoted.has(business.id) && business.id !== row.business_id,
    );
    const ids = businesses.map((business) => business.id);
    const [matched, used] = await Promise.all([
      repository.findMatchedOf(db, row.id, ids),
      countMonthQuotes(db, ids),
    ]);
    return businesses.flatMap((business) => {
      const isMatched = matched.has(business.id);
      const open =
        isMatched || (row.visibility === 'public' && publicShownTo(business.subscription, row.created_at));
      if (!open) return [];
      const left = planOf(business.subscription).rfqQuotesPerMonth - (used.get(business.id) ?? 0);
      return [
        {
          businessID: business.id,
          companyName: business.company_name,
          matched: isMatched,
          quotesLeft: Math.max(0, left),
        },
      ];
    });
  }

  /** Shown to visitors without the buyer; to a supplier unless hidden until the buyer replies to its quote. */
  async function viewOf(row: RfqRow, viewerId: string | undefined): Promise<Rfq> {
    const own = viewerId && !row.is_buyer ? await quotes.findQuotesOfMember(db, row.id, viewerId) : [];
    const supplier =
      !!viewerId && !row.is_buyer && (await repository.findMemberBusinesses(db, viewerId)).length > 0;
    const revealed = !row.hide_identity || own.some((quote) => quote.buyer_revealed_at);
    const shareFiles = row.is_buyer || supplier;
    const [attachments, sign, quoted, canQuoteAs] = await Promise.all([
      shareFiles ? repository.findAttachments(db, 'rfq_id', [row.id]) : [],
      files.signer(),
      reads.toQuotes(own),
      viewerId ? quoteAs(row, viewerId, new Set(own.map((quote) => quote.business_id))) : [],
    ]);
    return toRfq(row, {
      buyer: row.is_buyer || (supplier && revealed) ? toBuyer(row) : null,
      attachments: attachments.map((file) => toAttachment(file, sign)),
      viewer: { isBuyer: row.is_buyer, quotes: quoted, canQuoteAs },
    });
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
    async createRfq(userId: string, body: CreateRfqBody): Promise<Rfq> {
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
      const matches = await matchSuppliers(db, rankBusinessIds, {
        title,
        modelNumbers,
        industryId: body.industryId,
        categoryId: body.categoryId,
        supplierCountries,
        buyerId: userId,
      });
      const stored = await processAll(userId, body.attachments);
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
      const [matched, own] = await Promise.all([
        Promise.all(rows.map((row) => repository.findMatchedOf(db, row.id, [businessId]))),
        Promise.all(rows.map((row) => quotes.findQuotes(db, row.id, sql`q.business_id = ${id}`))),
      ]);
      return {
        rfqs: rows.map((row, at) => {
          const quote = own[at]![0];
          return toCard(row, {
            matched: matched[at]!.has(businessId),
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
