import { Type, type Static, type TSchema } from 'typebox';
import { INCOTERMS, MAX_TRADE_AMOUNT, TRADE_UNIT_CODES } from './trade-terms';

/*
 * What buying requests (rfqs.ts) and their quotes (rfq-quotes.ts) share: the limits, the states, a file on either,
 * and the small schemas both are built of. The package exports the public names through rfqs.ts.
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
export const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
export const Uuid = Type.String({ format: 'uuid' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. USD' });
export const Amount = Type.Number({ exclusiveMinimum: 0, maximum: MAX_TRADE_AMOUNT });
export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const Unit = literals(TRADE_UNIT_CODES);
export const Incoterm = literals(INCOTERMS);
export const UploadToken = Type.String({ format: 'uuid', description: 'Token of an RFQ attachment upload' });
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

/** A file on a request or quote: images re-encoded (WebP), PDFs as sent; `url` is signed and expires. */
export const RfqAttachment = Type.Object({
  attachmentID: Uuid,
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  url: Type.String(),
});
export type RfqAttachment = Static<typeof RfqAttachment>;

export const Named = Type.Object({ id: Type.String(), name: Type.String() });
export const CountryRef = Type.Object({
  code: Type.String(),
  countryName: Type.String(),
  emoji: Type.String(),
});
