import { Type, type Static, type TSchema } from 'typebox';
import { Subscription } from './business';
import { OperatorListQuery } from './operator';
import { ResponseStats } from './messages';
import { StoredImage } from './profile';
import { INCOTERMS, MAX_TRADE_AMOUNT, PAYMENT_TERMS, TRADE_UNIT_CODES } from './trade-terms';

/**
 * Buying requests (issue 50): a buyer describes a need once (an RFQ), the best-matching suppliers are told, they
 * quote, the buyer compares the quotes and accepts one. Every path is under `/api`, every answer `{ success, data }`.
 *
 * - POST /rfqs (signed in, e-mail verified): a new request, as the user or as a business they belong to. Matching
 *   runs at once: up to `RFQ_LIMITS.matchesPerRequest` businesses, best first, are told. 429 past
 *   `requestsPerBuyerPerDay`.
 * - GET /rfqs?mine=1: the viewer's requests (every state); without `mine`, the open public requests (anyone).
 * - GET /rfqs/{rfqID}: the request. Visitors see public ones without the buyer; suppliers see it when it is public
 *   or matched to one of their businesses; the buyer sees everything. 404 for anyone else.
 * - POST /rfqs/{rfqID}/close (buyer): ends quoting; the request is `closed`.
 * - GET /business/{id}/rfqs?kind=matched|public|quoted (members of the business): its RFQ inbox.
 * - POST /rfqs/{rfqID}/quotes (members of `businessID`): one quote per business and request, within the tier's
 *   quotes per month (`MembershipPlan.rfqQuotesPerMonth`). PUT /rfqs/{rfqID}/quotes/{quoteID}: edit it until the
 *   buyer decides on it.
 * - GET /rfqs/{rfqID}/quotes: the buyer gets every quote, a supplier its own businesses' quotes only.
 * - POST /rfqs/{rfqID}/quotes/{quoteID}/accept (buyer): awards the request; the other quotes become
 *   `not-selected` (their suppliers are told politely) and a message-center thread with the supplier opens (the
 *   quote's `threadID`; null only when the buyer is past their inquiry limit, and then `ask` opens it).
 * - POST /rfqs/{rfqID}/quotes/{quoteID}/decline (buyer): declines one quote; the request stays open.
 * - POST /rfqs/{rfqID}/quotes/{quoteID}/ask (buyer): a question about the quote, in the message-center thread
 *   with that supplier (opened the first time, reused after; the answer's `threadID`).
 * - The buyer side of a request is the person who posted it and, when posted as a business, every member of it.
 *   A quote is decided on (accepted or declined) while the request is open or expired; closing or awarding ends
 *   that. Attachments are shown to the buyer side and to signed-in members of businesses, never to visitors.
 * - POST /rfqs/attachments/upload-request: a signed upload for a drawing or specification (PDF or image); name
 *   its token in `attachments` of a request or quote. GET /rfqs/attachments/{attachmentID}?exp=&sig=: the file,
 *   through a signed, expiring URL given only to those who may read the request or quote.
 */

export const RFQ_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  descriptionMin: 20,
  descriptionMax: 5000,
  /** Model or part numbers a request may name, and the length of each. */
  modelNumbersMax: 20,
  modelNumberMax: 60,
  destinationPlaceMax: 120,
  /** Files (drawings, specifications) on one request or one quote. */
  attachmentsMax: 5,
  attachmentBytes: 10 * 1024 * 1024,
  /** Businesses matched to one request and told about it, best first. */
  matchesPerRequest: 50,
  /** Quotes one request may receive (abuse control; a buyer compares them in one table). */
  quotesPerRequest: 100,
  pageSize: 20,
  quoteNoteMax: 2000,
  /** How long a request accepts quotes: `quotesUntil` defaults to 14 days ahead and may be at most 90. */
  quotesDefaultDays: 14,
  quotesMaxDays: 90,
  /** Requests one buyer (a person, whatever business they ask as) may post per day. */
  requestsPerBuyerPerDay: 10,
  /** Quotes one person may send or edit per hour, across businesses (the tier's monthly limit counts too). */
  quotesPerSupplierPerHour: 30,
  /** Lead times in days a quote may state. */
  leadTimeDaysMax: 365,
} as const;

/** One of `values`, typed as their union (a mapped array of literals would lose it). */
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. USD' });
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: MAX_TRADE_AMOUNT });
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Unit = literals(TRADE_UNIT_CODES);
const Incoterm = literals(INCOTERMS);
const UploadToken = Type.String({ format: 'uuid', description: 'Token of an RFQ attachment upload' });

/** `public`: listed to every supplier of its category (and to visitors); `matched`: only its matched suppliers. */
export const RfqVisibility = Type.Union([Type.Literal('public'), Type.Literal('matched')]);
export type RfqVisibility = Static<typeof RfqVisibility>;

/** `open` accepts quotes; `closed` by its buyer; `expired` at `quotesUntil`; `awarded` a quote was accepted. */
export const RfqState = Type.Union([
  Type.Literal('open'),
  Type.Literal('closed'),
  Type.Literal('expired'),
  Type.Literal('awarded'),
]);
export type RfqState = Static<typeof RfqState>;
export const RFQ_STATES = ['open', 'closed', 'expired', 'awarded'] as const;

/**
 * `submitted` waits for the buyer (and may be edited); `accepted` won; `declined` by the buyer; `not-selected`
 * another quote won, or the request closed or expired without one.
 */
export const RfqQuoteState = Type.Union([
  Type.Literal('submitted'),
  Type.Literal('accepted'),
  Type.Literal('declined'),
  Type.Literal('not-selected'),
]);
export type RfqQuoteState = Static<typeof RfqQuoteState>;

/** POST /api/rfqs. `currency` is needed with `targetUnitPrice`; `quotesUntil` defaults to 14 days ahead. */
export const CreateRfqBody = Type.Object(
  {
    title: Type.String({ minLength: RFQ_LIMITS.titleMin, maxLength: RFQ_LIMITS.titleMax }),
    description: Type.String({ minLength: RFQ_LIMITS.descriptionMin, maxLength: RFQ_LIMITS.descriptionMax }),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_TRADE_AMOUNT }),
    unit: Unit,
    industryId: Type.String({ pattern: '^\\d{4}$' }),
    categoryId: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'A category of that industry' }),
    incoterm: Incoterm,
    destinationCountry: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code' }),
    /** A state, port or city of the destination country. */
    destinationPlace: Type.Optional(Type.String({ maxLength: RFQ_LIMITS.destinationPlaceMax })),
    modelNumbers: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: RFQ_LIMITS.modelNumberMax }), {
        maxItems: RFQ_LIMITS.modelNumbersMax,
        uniqueItems: true,
      }),
    ),
    targetUnitPrice: Type.Optional(Amount),
    currency: Type.Optional(Currency),
    neededBy: Type.Optional(DateOnly),
    quotesUntil: Type.Optional(
      Type.String({ format: 'date-time', description: 'Quotes are accepted until then (at most 90 days)' }),
    ),
    visibility: Type.Optional(RfqVisibility),
    /** Ask as a business the user belongs to; left out, the user asks as a person. */
    businessID: Type.Optional(Uuid),
    /**
     * Match only suppliers based in one of these countries or naming one of them among their main markets (the
     * country's English name, as businesses write their markets).
     */
    supplierCountries: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 20, uniqueItems: true }),
    ),
    /** Suppliers see who asks only once the buyer replies to or accepts their quote. */
    hideIdentity: Type.Optional(Type.Boolean({ default: false })),
    attachments: Type.Optional(
      Type.Array(UploadToken, { maxItems: RFQ_LIMITS.attachmentsMax, uniqueItems: true }),
    ),
  },
  { additionalProperties: false },
);
export type CreateRfqBody = Static<typeof CreateRfqBody>;

/** POST /api/rfqs/attachments/upload-request: a drawing or specification, as a PDF or an image. */
export const RfqAttachmentUploadBody = Type.Object(
  {
    contentType: Type.Union([
      Type.Literal('application/pdf'),
      Type.Literal('image/jpeg'),
      Type.Literal('image/png'),
      Type.Literal('image/webp'),
    ]),
    fileSize: Type.Integer({ minimum: 1, maximum: RFQ_LIMITS.attachmentBytes }),
    fileName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type RfqAttachmentUploadBody = Static<typeof RfqAttachmentUploadBody>;

/** A file on a request or quote: images re-encoded (WebP), PDFs as sent; `url` is signed and expires. */
export const RfqAttachment = Type.Object({
  attachmentID: Uuid,
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  url: Type.String(),
});
export type RfqAttachment = Static<typeof RfqAttachment>;

export const RfqIdParams = Type.Object({ rfqID: Uuid });
export const RfqQuoteParams = Type.Object({ rfqID: Uuid, quoteID: Uuid });
export const RfqAttachmentParams = Type.Object({ attachmentID: Uuid });
export const RfqAttachmentQuery = Type.Object({
  exp: Type.Integer({ minimum: 0 }),
  sig: Type.String({ minLength: 1, maxLength: 100 }),
});

const Named = Type.Object({ id: Type.String(), name: Type.String() });
const CountryRef = Type.Object({ code: Type.String(), countryName: Type.String(), emoji: Type.String() });

/** Who asks: shown to the buyer, to suppliers (unless hidden until a reply), never to visitors. */
export const RfqBuyer = Type.Object({
  userID: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  profilePhoto: Nullable(StoredImage),
  /** The business the request was posted as; null when posted as a person. */
  business: Nullable(
    Type.Object({
      businessID: Uuid,
      companyName: Type.String(),
      profilePhoto: Nullable(StoredImage),
      verified: Type.Boolean(),
      country: CountryRef,
    }),
  ),
});
export type RfqBuyer = Static<typeof RfqBuyer>;

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

/** The viewer's standing: the buyer, a supplier with its own quotes, or neither (a visitor). */
export const RfqViewer = Type.Object({
  isBuyer: Type.Boolean(),
  /** The quotes of the viewer's businesses on this request (a supplier sees only these). */
  quotes: Type.Array(RfqQuote),
  /** The viewer's businesses that may quote on it (see RfqQuoteAs). */
  canQuoteAs: Type.Array(RfqQuoteAs),
});
export type RfqViewer = Static<typeof RfqViewer>;

const rfqCardFields = {
  rfqID: Uuid,
  title: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  industry: Named,
  category: Named,
  incoterm: Type.String(),
  destinationCountry: CountryRef,
  visibility: RfqVisibility,
  state: RfqState,
  quoteCount: Type.Integer({ minimum: 0 }),
  quotesUntil: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
};

/** A request in lists; `viewerQuote` in a business's inbox: that business's quote, if it sent one. */
export const RfqCard = Type.Object({
  ...rfqCardFields,
  matched: Type.Optional(Type.Boolean()),
  viewerQuote: Type.Optional(Nullable(Type.Object({ quoteID: Uuid, state: RfqQuoteState }))),
});
export type RfqCard = Static<typeof RfqCard>;

/** GET /api/rfqs/{rfqID}. */
export const Rfq = Type.Object({
  ...rfqCardFields,
  description: Type.String(),
  destinationPlace: Nullable(Type.String()),
  modelNumbers: Type.Array(Type.String()),
  targetUnitPrice: Nullable(Type.Object({ amount: Type.Number(), currency: Type.String() })),
  neededBy: Nullable(Type.String({ format: 'date' })),
  hideIdentity: Type.Boolean(),
  /** The buyer only: the countries matching was limited to, and how many businesses were matched. */
  supplierCountries: Type.Optional(Type.Array(Type.String())),
  matchCount: Type.Optional(Type.Integer({ minimum: 0 })),
  attachments: Type.Array(RfqAttachment),
  /** Null for visitors, and for suppliers while the buyer hides their identity and has not replied to them. */
  buyer: Nullable(RfqBuyer),
  closedAt: Nullable(Type.String({ format: 'date-time' })),
  viewer: RfqViewer,
  /** Why an operator hid it: only its buyer still sees a hidden request, with the reason. */
  moderationReason: Type.Optional(Type.String()),
});
export type Rfq = Static<typeof Rfq>;

/** A switch in a query string: `1` or `true` turns it on. */
const QueryFlag = Type.Union([
  Type.Literal('1'),
  Type.Literal('true'),
  Type.Literal('0'),
  Type.Literal('false'),
]);
const Paging = {
  skip: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: RFQ_LIMITS.pageSize }),
};

/**
 * GET /api/rfqs: `mine=1` the viewer's requests, newest first, optionally of one `state`; otherwise open public
 * requests, newest first, optionally of one industry or category.
 */
export const RfqsQuery = Type.Object({
  mine: Type.Optional(QueryFlag),
  state: Type.Optional(RfqState),
  industryId: Type.Optional(Type.String({ pattern: '^\\d{4}$' })),
  categoryId: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$' })),
  ...Paging,
});
export type RfqsQuery = Static<typeof RfqsQuery>;

/**
 * GET /api/business/{id}/rfqs: `matched` open requests matched to it (the default); `public` open public requests
 * of its categories (shown to a Standard business `rfqPublicDelayHours` after they were posted); `quoted` the
 * requests it quoted on, whatever their state.
 */
export const BusinessRfqsQuery = Type.Object({
  kind: Type.Optional(Type.Union([Type.Literal('matched'), Type.Literal('public'), Type.Literal('quoted')])),
  ...Paging,
});
export type BusinessRfqsQuery = Static<typeof BusinessRfqsQuery>;

export const RfqList = Type.Object({ rfqs: Type.Array(RfqCard), total: Type.Integer({ minimum: 0 }) });
export type RfqList = Static<typeof RfqList>;

/** GET /api/operator/rfqs: a row of the operators' list (hidden ones too). */
export const OperatorRfqRow = Type.Object({
  rfqID: Uuid,
  title: Type.String(),
  state: RfqState,
  visibility: RfqVisibility,
  quoteCount: Type.Integer({ minimum: 0 }),
  buyerEmail: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  hiddenAt: Nullable(Type.String({ format: 'date-time' })),
  hiddenReason: Nullable(Type.String()),
});
export type OperatorRfqRow = Static<typeof OperatorRfqRow>;

export const OperatorRfqsQuery = Type.Object({
  ...OperatorListQuery.properties,
  status: Type.Optional(Type.Union([Type.Literal('visible'), Type.Literal('hidden')])),
});
export type OperatorRfqsQuery = Static<typeof OperatorRfqsQuery>;

/** POST /api/operator/rfqs/{rfqID}/hide and .../quotes/{quoteID}/hide: only its author still sees it. */
export const HideRfqBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type HideRfqBody = Static<typeof HideRfqBody>;
