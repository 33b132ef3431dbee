import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  INCOTERM_NAMES,
  INCOTERMS,
  type Incoterm,
  type PaymentTerm,
  type SupplyPeriod,
  type TradeUnit,
} from '@tradeforge/contracts';
import { localeTagOf } from './i18n';

/**
 * The names of trade terms (units, Incoterms, payment terms) and amounts in the page's language, for the product
 * pages and forms, the search filters and buying requests alike. The forms' currency list is `currencies.ts`: the
 * pages that only show terms do not load it.
 */

/** The common trade currencies: first in every currency list, and the choices of the search's price filter. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'CAD', 'MXN'];

/** A unit's name alone, as a price is quoted per it ("$12 / piece") and the forms offer it. */
export const UNIT_NAMES: Record<TradeUnit, MessageDescriptor> = {
  piece: msg`piece`,
  pair: msg`pair`,
  set: msg`set`,
  unit: msg`unit`,
  dozen: msg`dozen`,
  box: msg`box`,
  carton: msg`carton`,
  bag: msg`bag`,
  roll: msg`roll`,
  drum: msg`drum`,
  pallet: msg`pallet`,
  container: msg`container (20 ft)`,
  kg: msg`kilogram`,
  lb: msg`pound`,
  t: msg`metric ton`,
  sh_t: msg`short ton`,
  m: msg`meter`,
  ft: msg`foot`,
  m2: msg`square meter`,
  ft2: msg`square foot`,
  l: msg`liter`,
  gal: msg`gallon`,
};

/** "500 pieces", "1 piece": a quantity with its unit, in the language's plural forms and number format. */
const QUANTITIES: Record<TradeUnit, (quantity: number) => MessageDescriptor> = {
  piece: (quantity) => msg`${plural(quantity, { one: '# piece', other: '# pieces' })}`,
  pair: (quantity) => msg`${plural(quantity, { one: '# pair', other: '# pairs' })}`,
  set: (quantity) => msg`${plural(quantity, { one: '# set', other: '# sets' })}`,
  unit: (quantity) => msg`${plural(quantity, { one: '# unit', other: '# units' })}`,
  dozen: (quantity) => msg`${plural(quantity, { one: '# dozen', other: '# dozen' })}`,
  box: (quantity) => msg`${plural(quantity, { one: '# box', other: '# boxes' })}`,
  carton: (quantity) => msg`${plural(quantity, { one: '# carton', other: '# cartons' })}`,
  bag: (quantity) => msg`${plural(quantity, { one: '# bag', other: '# bags' })}`,
  roll: (quantity) => msg`${plural(quantity, { one: '# roll', other: '# rolls' })}`,
  drum: (quantity) => msg`${plural(quantity, { one: '# drum', other: '# drums' })}`,
  pallet: (quantity) => msg`${plural(quantity, { one: '# pallet', other: '# pallets' })}`,
  container: (quantity) =>
    msg`${plural(quantity, { one: '# container (20 ft)', other: '# containers (20 ft)' })}`,
  kg: (quantity) => msg`${plural(quantity, { one: '# kilogram', other: '# kilograms' })}`,
  lb: (quantity) => msg`${plural(quantity, { one: '# pound', other: '# pounds' })}`,
  t: (quantity) => msg`${plural(quantity, { one: '# metric ton', other: '# metric tons' })}`,
  sh_t: (quantity) => msg`${plural(quantity, { one: '# short ton', other: '# short tons' })}`,
  m: (quantity) => msg`${plural(quantity, { one: '# meter', other: '# meters' })}`,
  ft: (quantity) => msg`${plural(quantity, { one: '# foot', other: '# feet' })}`,
  m2: (quantity) => msg`${plural(quantity, { one: '# square meter', other: '# square meters' })}`,
  ft2: (quantity) => msg`${plural(quantity, { one: '# square foot', other: '# square feet' })}`,
  l: (quantity) => msg`${plural(quantity, { one: '# liter', other: '# liters' })}`,
  gal: (quantity) => msg`${plural(quantity, { one: '# gallon', other: '# gallons' })}`,
};

/** The periods a supply is stated per ("per month"). */
export const PERIOD_NAMES: Record<SupplyPeriod, MessageDescriptor> = {
  day: msg`day`,
  week: msg`week`,
  month: msg`month`,
  year: msg`year`,
};

/** The eleven Incoterms rules' names as the ICC's official translations give them. */
export const INCOTERM_LABELS: Record<Incoterm, MessageDescriptor> = {
  EXW: msg`Ex Works`,
  FCA: msg`Free Carrier`,
  CPT: msg`Carriage Paid To`,
  CIP: msg`Carriage and Insurance Paid To`,
  DAP: msg`Delivered at Place`,
  DPU: msg`Delivered at Place Unloaded`,
  DDP: msg`Delivered Duty Paid`,
  FAS: msg`Free Alongside Ship`,
  FOB: msg`Free on Board`,
  CFR: msg`Cost and Freight`,
  CIF: msg`Cost, Insurance and Freight`,
};

/** The payment terms that are words; the others (T/T, L/C, D/P, D/A, PayPal) read the same in every language. */
export const PAYMENT_TERM_LABELS: Partial<Record<PaymentTerm, MessageDescriptor>> = {
  'Net 30': msg`Net 30`,
  'Net 60': msg`Net 60`,
  'Credit card': msg`Credit card`,
  'Western Union': msg`Western Union`,
  Escrow: msg`Escrow`,
  'Cash in advance': msg`Cash in advance`,
};

export const paymentTermName = (i18n: I18n, term: string) => {
  const name = PAYMENT_TERM_LABELS[term as PaymentTerm];
  return name ? i18n._(name) : term;
};

export const unitName = (i18n: I18n, unit: string) => {
  const name = UNIT_NAMES[unit as TradeUnit];
  return name ? i18n._(name) : unit;
};

export const incotermName = (i18n: I18n, term: string) => {
  const name = INCOTERM_LABELS[term as Incoterm];
  return name ? i18n._(name) : (INCOTERM_NAMES[term as Incoterm] ?? term);
};

/** "FOB – Free On Board" for every Incoterm, in the page's language, as the forms' Incoterm choices. */
export const incotermChoices = (i18n: I18n) =>
  INCOTERMS.map((code) => ({ id: code, name: `${code} – ${incotermName(i18n, code)}` }));

/** "500 pieces", "1 piece", in the page's language; a unit the site does not know keeps its code. */
export function quantityText(i18n: I18n, quantity: number, unit: string): string {
  const text = QUANTITIES[unit as TradeUnit];
  if (text) return i18n._(text(quantity));
  return `${new Intl.NumberFormat(localeTagOf(i18n)).format(quantity)} ${unit}`;
}

// Making a number format costs far more than using one (a card list formats many prices): one per language and
// currency.
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(tag: string, currency: string) {
  const key = `${tag} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      trailingZeroDisplay: 'stripIfInteger',
    });
    currencyFormats.set(key, format);
  }
  return format;
}

/** "$12,500" in the page's language: an amount in a currency (a quote's total). */
export const amountText = (i18n: I18n, amount: number, currency: string) =>
  currencyFormat(localeTagOf(i18n), currency).format(amount);

/** "$12 – $18 / piece" in the page's language: the currency's symbol and decimals, the language's digits. */
export function priceText(
  i18n: I18n,
  price: { min: number; max: number; currency: string; unit: string },
): string {
  const format = currencyFormat(localeTagOf(i18n), price.currency);
  const amount =
    price.min === price.max ? format.format(price.min) : format.formatRange(price.min, price.max);
  const unit = unitName(i18n, price.unit);
  return i18n._(msg`${amount} / ${unit}`);
}

/** "1,000 pieces per month". */
export function supplyText(i18n: I18n, supply: { quantity: number; unit: string; period: string }): string {
  const quantity = quantityText(i18n, supply.quantity, supply.unit);
  const name = PERIOD_NAMES[supply.period as SupplyPeriod];
  const period = name ? i18n._(name) : supply.period;
  return i18n._(msg`${quantity} per ${period}`);
}
