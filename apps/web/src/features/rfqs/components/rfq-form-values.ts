import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  CreateRfqBody,
  RFQ_LIMITS,
  visibleText,
  type RfqVisibility,
  type TradeUnit,
} from '@tradeforge/contracts';
import { bodyResolver } from '@/lib/form-resolver';
import { dayAfter, endOfDay, localDay } from './form-dates';

/** What the request form holds: numbers and dates as their inputs give them, model numbers as one text. */
export interface RfqFormValues {
  title: string;
  description: string;
  industryId: string;
  categoryId: string;
  /** Model or part numbers, separated by commas or lines. */
  modelNumbers: string;
  quantity: string;
  unit: TradeUnit;
  targetUnitPrice: string;
  currency: string;
  incoterm: string;
  destinationCountry: string;
  destinationPlace: string;
  neededBy: string;
  /** The last day quotes are accepted (YYYY-MM-DD). */
  quotesUntil: string;
  visibility: RfqVisibility;
  /** The business to ask as; empty to ask as oneself. */
  askAs: string;
  supplierCountries: string[];
  hideIdentity: boolean;
}

export const emptyRfq = (now: Date): RfqFormValues => ({
  title: '',
  description: '',
  industryId: '',
  categoryId: '',
  modelNumbers: '',
  quantity: '',
  unit: 'piece',
  targetUnitPrice: '',
  currency: 'USD',
  incoterm: '',
  destinationCountry: '',
  destinationPlace: '',
  neededBy: '',
  quotesUntil: dayAfter(now, RFQ_LIMITS.quotesDefaultDays),
  visibility: 'public',
  askAs: '',
  supplierCountries: [],
  hideIdentity: false,
});

export const toModelNumbers = (text: string) =>
  text
    .split(/[,\n]/)
    .map((item) => visibleText(item))
    .filter(Boolean);

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The body of POST /rfqs from the form's values, texts trimmed and what was left empty left out; `attachments` are
 * the upload tokens of the files chosen.
 */
export function toRfqBody(values: RfqFormValues, now: Date, attachments: string[] = []): CreateRfqBody {
  const quantity = number(values.quantity);
  const price = number(values.targetUnitPrice);
  const place = visibleText(values.destinationPlace);
  const models = toModelNumbers(values.modelNumbers);
  // Fields left empty stay out, so the contract's check says "required" of those it needs.
  const body = {
    title: visibleText(values.title),
    description: visibleText(values.description),
    ...(quantity === undefined ? {} : { quantity }),
    unit: values.unit,
    ...(values.industryId ? { industryId: values.industryId } : {}),
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
    ...(values.incoterm ? { incoterm: values.incoterm } : {}),
    ...(values.destinationCountry ? { destinationCountry: values.destinationCountry } : {}),
    ...(place ? { destinationPlace: place } : {}),
    ...(models.length ? { modelNumbers: models } : {}),
    ...(price === undefined ? {} : { targetUnitPrice: price, currency: values.currency }),
    ...(values.neededBy ? { neededBy: values.neededBy } : {}),
    ...(values.quotesUntil
      ? { quotesUntil: endOfDay(values.quotesUntil, now, RFQ_LIMITS.quotesMaxDays) }
      : {}),
    visibility: values.visibility,
    ...(values.askAs ? { businessID: values.askAs } : {}),
    ...(values.supplierCountries.length ? { supplierCountries: values.supplierCountries } : {}),
    hideIdentity: values.hideIdentity,
    ...(attachments.length ? { attachments } : {}),
  };
  return body as CreateRfqBody;
}

/** Where the contract's words would be vague: one message for every refusal of the field, or for one keyword. */
const MESSAGES: Record<string, MessageDescriptor | Record<string, MessageDescriptor>> = {
  title: { minLength: msg`Please give the request a title of at least 5 characters.` },
  description: { minLength: msg`Please describe what you need in at least 20 characters.` },
  industryId: msg`Please select an industry.`,
  categoryId: msg`Please select a category.`,
  quantity: msg`Please enter the quantity you need: a whole number of at least 1.`,
  incoterm: msg`Please choose an Incoterm.`,
  destinationCountry: msg`Please choose the destination country.`,
  targetUnitPrice: msg`Please enter a price above 0, or leave it empty.`,
  modelNumbers: msg`Up to 20 model numbers, of at most 60 characters each, each named once.`,
};

/**
 * The form's resolver: the body the values become is checked against the contract (`CreateRfqBody`), then the
 * rules the schema cannot say: a needed-by date from today on, and quotes accepted until a day within the next 90.
 * Messages are in the language of `i18n`.
 */
export function rfqFormResolver(i18n: I18n, now: () => Date = () => new Date()): Resolver<RfqFormValues> {
  const contract = bodyResolver<RfqFormValues, CreateRfqBody>(
    CreateRfqBody,
    (values) => toRfqBody(values, now()),
    { businessID: 'askAs' },
    { i18n },
  );
  return async (values, context, options) => {
    const checked = await contract(values, context, options);
    const errors = { ...checked.errors } as Record<string, FieldError>;
    const today = localDay(now());
    if (values.neededBy && values.neededBy < today)
      errors.neededBy = { type: 'min', message: i18n._(msg`Please choose a day from today on.`) };
    const last = dayAfter(now(), RFQ_LIMITS.quotesMaxDays);
    if (!values.quotesUntil || values.quotesUntil < today || values.quotesUntil > last) {
      const days = RFQ_LIMITS.quotesMaxDays;
      errors.quotesUntil = {
        type: 'range',
        message: i18n._(msg`Please choose a day from today to ${days} days ahead.`),
      };
    }
    for (const [field, error] of Object.entries(errors)) {
      const wording = MESSAGES[field];
      const message = wording && ('id' in wording ? wording : wording[error.type as string]);
      if (message) errors[field] = { ...error, message: i18n._(message as MessageDescriptor) };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
