import { Type, type Static } from 'typebox';
import { Subscription } from './business';
import { ResponseStats } from './messages';
import { StoredImage } from './profile';
import {
  Amount,
  CountryRef,
  Currency,
  DateOnly,
  Incoterm,
  literals,
  Nullable,
  RFQ_LIMITS,
  RfqAttachment,
  RfqQuoteState,
  UploadToken,
  Uuid,
} from './rfq-common';
import { MAX_TRADE_AMOUNT, PAYMENT_TERMS } from './trade-terms';

/* A supplier's quotes on a buying request, as rfqs.ts describes their routes. */

/**
 * The supplier's trust row in a comparison: the verified badge, years in business (from the year established),
 * response time (once the business has enough inquiries, as its cards show) and membership tier.
 */
export const RfqSupplier = Type.Object({
  businessID: Uuid,
  companyName: Type.String(),
  profilePhoto: Nullable(StoredImage),
  country: CountryRef,
  verified: Type.Boolean(),
  yearsInBusiness: Nullable(Type.Integer({ minimum: 0 })),
  subscription: Subscription,
  responseStats: Type.Optional(ResponseStats),
});
export type RfqSupplier = Static<typeof RfqSupplier>;

const quoteFields = {
  unitPrice: Amount,
  currency: Currency,
  /** The minimum order, in the request's unit. */
  moq: Type.Integer({ minimum: 1, maximum: MAX_TRADE_AMOUNT }),
  leadTimeDays: Type.Integer({ minimum: 0, maximum: RFQ_LIMITS.leadTimeDaysMax }),
  incoterm: Incoterm,
  paymentTerms: Type.Array(literals(PAYMENT_TERMS), { minItems: 1, maxItems: 4, uniqueItems: true }),
  /** The quoted price holds until this day (today or later). */
  validUntil: DateOnly,
  note: Type.Optional(Type.String({ maxLength: RFQ_LIMITS.quoteNoteMax })),
};

/** POST /api/rfqs/{rfqID}/quotes: one per business and request. */
export const CreateRfqQuoteBody = Type.Object(
  {
    businessID: Uuid,
    ...quoteFields,
    attachments: Type.Optional(
      Type.Array(UploadToken, { maxItems: RFQ_LIMITS.attachmentsMax, uniqueItems: true }),
    ),
  },
  { additionalProperties: false },
);
export type CreateRfqQuoteBody = Static<typeof CreateRfqQuoteBody>;

/** A quote's file in an edit: a new upload (its token) or one the quote has (its id); those left out are removed. */
export const RfqAttachmentRef = Type.Union([
  Type.Object({ token: UploadToken }, { additionalProperties: false }),
  Type.Object({ attachmentID: Uuid }, { additionalProperties: false }),
]);
export type RfqAttachmentRef = Static<typeof RfqAttachmentRef>;

/** PUT /api/rfqs/{rfqID}/quotes/{quoteID}: the whole quote again, while it is `submitted` and the request open. */
export const UpdateRfqQuoteBody = Type.Object(
  {
    ...quoteFields,
    attachments: Type.Optional(Type.Array(RfqAttachmentRef, { maxItems: RFQ_LIMITS.attachmentsMax })),
  },
  { additionalProperties: false },
);
export type UpdateRfqQuoteBody = Static<typeof UpdateRfqQuoteBody>;

/** A quote as the buyer and its own supplier see it. `total` is unitPrice × the request's quantity. */
export const RfqQuote = Type.Object({
  quoteID: Uuid,
  rfqID: Uuid,
  supplier: RfqSupplier,
  unitPrice: Type.Number(),
  currency: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  total: Type.Number(),
  moq: Type.Integer(),
  leadTimeDays: Type.Integer(),
  incoterm: Type.String(),
  paymentTerms: Type.Array(Type.String()),
  validUntil: Type.String({ format: 'date' }),
  note: Nullable(Type.String()),
  attachments: Type.Array(RfqAttachment),
  state: RfqQuoteState,
  /** The message-center thread between the buyer and the supplier about it, once one was opened. */
  threadID: Nullable(Uuid),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
  /** Why an operator hid it: only its supplier still sees a hidden quote, with the reason. */
  moderationReason: Type.Optional(Type.String()),
});
export type RfqQuote = Static<typeof RfqQuote>;

/** How the buyer sorts the comparison table (ascending by default, ties by the oldest quote). */
export const RfqQuoteSort = Type.Union([
  Type.Literal('unitPrice'),
  Type.Literal('total'),
  Type.Literal('moq'),
  Type.Literal('leadTimeDays'),
  Type.Literal('validUntil'),
  Type.Literal('createdAt'),
]);
export const RfqQuotesQuery = Type.Object({
  sort: Type.Optional(RfqQuoteSort),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});
export type RfqQuotesQuery = Static<typeof RfqQuotesQuery>;

export const RfqQuoteList = Type.Object({ quotes: Type.Array(RfqQuote) });
export type RfqQuoteList = Static<typeof RfqQuoteList>;

/** POST .../decline: a short reason the supplier reads (optional). */
export const DeclineRfqQuoteBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type DeclineRfqQuoteBody = Static<typeof DeclineRfqQuoteBody>;

/** POST .../accept: an optional first message to the supplier in the thread accepting opens. */
export const AcceptRfqQuoteBody = Type.Object(
  { message: Type.Optional(Type.String({ maxLength: 5000 })) },
  { additionalProperties: false },
);
export type AcceptRfqQuoteBody = Static<typeof AcceptRfqQuoteBody>;

/** POST .../ask: the buyer's question, sent in the thread with the supplier. */
export const AskRfqQuoteBody = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: 5000 }) },
  { additionalProperties: false },
);
export type AskRfqQuoteBody = Static<typeof AskRfqQuoteBody>;

/**
 * A business of the viewer that may quote on this request: matched to it, or the request is public and shown to
 * its tier by now; not the buyer's, not quoted yet. `quotesLeft` 0: its tier's quotes this month are used up.
 */
export const RfqQuoteAs = Type.Object({
  businessID: Uuid,
  companyName: Type.String(),
  /** Whether the request was matched to it (otherwise it sees the request as a public one of its category). */
  matched: Type.Boolean(),
  /** Quotes it may still send this calendar month (UTC) under its tier. */
  quotesLeft: Type.Integer({ minimum: 0 }),
});
export type RfqQuoteAs = Static<typeof RfqQuoteAs>;
