import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldError, Resolver } from 'react-hook-form';
import { UpdateRfqQuoteBody, visibleText, type Rfq, type RfqQuote } from '@tradeforge/contracts';
import { bodyResolver } from '@/lib/form-resolver';
import { dayAfter, localDay } from './form-dates';

/** What the quote form holds: numbers and the date as their inputs give them. */
export interface QuoteFormValues {
  /** The business quoting (a new quote only). */
  businessID: string;
  unitPrice: string;
  currency: string;
  moq: string;
  leadTimeDays: string;
  incoterm: string;
  paymentTerms: string[];
  validUntil: string;
  note: string;
}

/** How long a new quote's price holds unless the supplier says otherwise. */
const DEFAULT_VALID_DAYS = 30;

/** A new quote starts in the request's currency and Incoterm; an edit with the quote as it is. */
export const quoteValues = (rfq: Rfq, quote: RfqQuote | undefined, businessID: string, now: Date) =>
  quote
    ? {
        businessID: quote.supplier.businessID,
        unitPrice: String(quote.unitPrice),
        currency: quote.currency,
        moq: String(quote.moq),
        leadTimeDays: String(quote.leadTimeDays),
        incoterm: quote.incoterm,
        paymentTerms: quote.paymentTerms,
        validUntil: quote.validUntil,
        note: quote.note ?? '',
      }
    : {
        businessID,
        unitPrice: '',
        currency: rfq.targetUnitPrice?.currency ?? 'USD',
        moq: '',
        leadTimeDays: '',
        incoterm: rfq.incoterm,
        paymentTerms: [],
        validUntil: dayAfter(now, DEFAULT_VALID_DAYS),
        note: '',
      };

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The quote's fields as both POST and PUT take them: the files and, for a new one, the business go beside. */
export type QuoteFields = Omit<UpdateRfqQuoteBody, 'attachments'>;

export function toQuoteFields(values: QuoteFormValues): QuoteFields {
  const unitPrice = number(values.unitPrice);
  const moq = number(values.moq);
  const leadTimeDays = number(values.leadTimeDays);
  const note = visibleText(values.note);
  return {
    ...(unitPrice === undefined ? {} : { unitPrice }),
    currency: values.currency,
    ...(moq === undefined ? {} : { moq }),
    ...(leadTimeDays === undefined ? {} : { leadTimeDays }),
    ...(values.incoterm ? { incoterm: values.incoterm } : {}),
    paymentTerms: values.paymentTerms,
    ...(values.validUntil ? { validUntil: values.validUntil } : {}),
    ...(note ? { note } : {}),
  } as QuoteFields;
}

const MESSAGES: Record<string, MessageDescriptor | Record<string, MessageDescriptor>> = {
  unitPrice: msg`Please enter a unit price above 0.`,
  moq: msg`Please enter the minimum order: a whole number of at least 1.`,
  leadTimeDays: msg`Please enter the lead time in days, from 0 to 365.`,
  incoterm: msg`Please choose an Incoterm.`,
  paymentTerms: {
    minItems: msg`Please choose at least one payment term.`,
    maxItems: msg`Please choose at most 4 payment terms.`,
  },
  validUntil: msg`Please choose a day from today on.`,
};

/**
 * The quote form's resolver: the fields checked against the contract (`UpdateRfqQuoteBody`, whose rules a new
 * quote shares), a business chosen for a new one, and a price valid from today on.
 */
export function quoteFormResolver(
  i18n: I18n,
  isNew: boolean,
  now: () => Date = () => new Date(),
): Resolver<QuoteFormValues> {
  const contract = bodyResolver<QuoteFormValues, QuoteFields>(
    UpdateRfqQuoteBody,
    toQuoteFields,
    {},
    { i18n },
  );
  return async (values, context, options) => {
    const checked = await contract(values, context, options);
    const errors = { ...checked.errors } as Record<string, FieldError>;
    if (isNew && !values.businessID)
      errors.businessID = { type: 'required', message: i18n._(msg`Please choose the business that quotes.`) };
    if (values.validUntil && values.validUntil < localDay(now())) errors.validUntil = { type: 'min' };
    for (const [field, error] of Object.entries(errors)) {
      const wording = MESSAGES[field];
      const message = wording && ('id' in wording ? wording : wording[error.type as string]);
      if (message) errors[field] = { ...error, message: i18n._(message as MessageDescriptor) };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
