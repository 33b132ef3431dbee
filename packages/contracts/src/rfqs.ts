import { Type, type Static } from 'typebox';
import { OperatorListQuery } from './operator';
import { StoredImage } from './profile';
import {
  CountryRef,
  Currency,
  Amount,
  DateOnly,
  Incoterm,
  Named,
  Nullable,
  RFQ_LIMITS,
  RfqAttachment,
  RfqQuoteState,
  RfqState,
  RfqVisibility,
  Unit,
  UploadToken,
  Uuid,
} from './rfq-common';
import { RfqQuote, RfqQuoteAs } from './rfq-quotes';
import { MAX_TRADE_AMOUNT } from './trade-terms';

export { RFQ_LIMITS, RFQ_STATES, RfqAttachment, RfqQuoteState, RfqState, RfqVisibility } from './rfq-common';
export * from './rfq-quotes';

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

export const RfqIdParams = Type.Object({ rfqID: Uuid });
export const RfqQuoteParams = Type.Object({ rfqID: Uuid, quoteID: Uuid });
export const RfqAttachmentParams = Type.Object({ attachmentID: Uuid });
export const RfqAttachmentQuery = Type.Object({
  exp: Type.Integer({ minimum: 0 }),
  sig: Type.String({ minLength: 1, maxLength: 100 }),
});

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
