import type {
  BusinessSummary,
  Rfq,
  RfqAttachment,
  RfqBuyer,
  RfqCard,
  RfqQuote,
  RfqQuoteState,
  RfqSupplier,
  RfqViewer,
} from '@tradeforge/contracts';
import type { QuoteRow } from './quote-repository';
import type { AttachmentRow, RfqRow } from './repository';

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at ? iso(at) : null);

export type Signer = (attachmentId: string) => string;

export const toAttachment = (row: AttachmentRow, sign: Signer): RfqAttachment => ({
  attachmentID: row.id,
  name: row.name,
  contentType: row.content_type,
  size: row.size,
  url: sign(row.id),
});

export function toCard(
  row: RfqRow,
  inbox?: { matched: boolean; quote: { quoteID: string; state: RfqQuoteState } | null },
): RfqCard {
  return {
    rfqID: row.id,
    title: row.title,
    quantity: row.quantity,
    unit: row.unit,
    industry: { id: row.industry_id, name: row.industry_name },
    category: { id: row.category_id, name: row.category_name },
    incoterm: row.incoterm,
    destinationCountry: {
      code: row.destination_country,
      countryName: row.destination_country_name,
      emoji: row.destination_emoji,
    },
    visibility: row.visibility,
    state: row.state,
    quoteCount: row.quote_count,
    quotesUntil: iso(row.quotes_until),
    createdAt: iso(row.created_at),
    ...(inbox && { matched: inbox.matched, viewerQuote: inbox.quote }),
  };
}

/** Who asks, as the request's row holds it; null once their account and business are gone. */
export function toBuyer(row: RfqRow): RfqBuyer | null {
  if (!row.user_id) return null;
  return {
    userID: row.user_id,
    firstName: row.buyer_first_name ?? '',
    lastName: row.buyer_last_name ?? '',
    profilePhoto: row.buyer_photo,
    business: row.business_id
      ? {
          businessID: row.business_id,
          companyName: row.buyer_company_name ?? '',
          profilePhoto: row.buyer_business_photo,
          verified: row.buyer_business_verified === true,
          country: {
            code: row.buyer_country_code ?? '',
            countryName: row.buyer_country_name ?? '',
            emoji: row.buyer_emoji ?? '',
          },
        }
      : null,
  };
}

export function toRfq(
  row: RfqRow,
  parts: { buyer: RfqBuyer | null; attachments: RfqAttachment[]; viewer: RfqViewer },
): Rfq {
  return {
    ...toCard(row),
    description: row.description,
    destinationPlace: row.destination_place,
    modelNumbers: row.model_numbers,
    targetUnitPrice:
      row.target_unit_price !== null && row.currency
        ? { amount: row.target_unit_price, currency: row.currency }
        : null,
    neededBy: row.needed_by,
    hideIdentity: row.hide_identity,
    ...(row.is_buyer && { supplierCountries: row.supplier_countries, matchCount: row.match_count }),
    attachments: parts.attachments,
    buyer: parts.buyer,
    closedAt: isoOrNull(row.closed_at),
    viewer: parts.viewer,
    ...(row.hidden_at && row.is_buyer && { moderationReason: row.hidden_reason ?? '' }),
  };
}

/** The supplier's trust row, from its business card. */
export function toSupplier(card: BusinessSummary, now = new Date()): RfqSupplier {
  const founded = card.general.yearStablished;
  return {
    businessID: card.businessID,
    companyName: card.general.companyName,
    profilePhoto: card.general.profilePhoto,
    country: card.contactInfo.country,
    verified: card.verified,
    yearsInBusiness: founded ? Math.max(0, now.getUTCFullYear() - founded) : null,
    subscription: card.subscription,
    ...(card.responseStats && { responseStats: card.responseStats }),
  };
}

export function toQuote(row: QuoteRow, supplier: RfqSupplier, attachments: RfqAttachment[]): RfqQuote {
  return {
    quoteID: row.id,
    rfqID: row.rfq_id,
    supplier,
    unitPrice: row.unit_price,
    currency: row.currency,
    quantity: row.quantity,
    unit: row.unit,
    total: row.total,
    moq: row.moq,
    leadTimeDays: row.lead_time_days,
    incoterm: row.incoterm,
    paymentTerms: row.payment_terms,
    validUntil: row.valid_until,
    note: row.note,
    attachments,
    state: row.state,
    threadID: row.thread_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    decidedAt: isoOrNull(row.decided_at),
    ...(row.hidden_at && { moderationReason: row.hidden_reason ?? '' }),
  };
}
