import type { Rfq, RfqQuoteAs } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { RfqAttachmentFiles } from './attachments';
import { toAttachment, toBuyer, toRfq } from './mapper';
import * as quotes from './quote-repository';
import { countMonthQuotes, planOf, publicShownTo, type RfqReads } from './reads';
import * as repository from './repository';
import type { RfqRow } from './repository';

/** A request's page as its viewer sees it: the buyer, what its files and quotes show them, what they may quote as. */
export function createRfqViews({ db, files, reads }: { db: Db; files: RfqAttachmentFiles; reads: RfqReads }) {
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

  return { viewOf };
}
