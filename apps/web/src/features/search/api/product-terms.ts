import {
  INCOTERMS,
  MAX_TRADE_AMOUNT,
  PAYMENT_TERMS,
  type Incoterm,
  type PaymentTerm,
} from '@tradeforge/contracts';

/** The filters of a product search by commercial terms, as the results address holds them. */
export interface ProductTermsInput {
  priceCurrency?: string;
  priceMin?: number;
  priceMax?: number;
  moqMax?: number;
  paymentTerms?: PaymentTerm[];
  incoterms?: Incoterm[];
  inStock?: boolean;
}

/** The names of the address's parameters, one per filter (lists comma-separated, `inStock=1`). */
export const TERM_PARAMS = [
  'priceCurrency',
  'priceMin',
  'priceMax',
  'moqMax',
  'paymentTerms',
  'incoterms',
  'inStock',
] as const;

const amount = (text: string | null) => {
  const value = text ? Number(text) : NaN;
  return Number.isFinite(value) && value >= 0 && value <= MAX_TRADE_AMOUNT ? value : undefined;
};
const known = <T extends string>(values: readonly T[], text: string | null) =>
  (text ?? '').split(',').filter((value): value is T => (values as readonly string[]).includes(value));

/**
 * The term filters of a results address. What the API would refuse is left out rather than failing the page: an
 * unknown term, an amount that is not one, a price without its currency (USD then) or with one of another form.
 */
export function termsFromParams(params: URLSearchParams): ProductTermsInput {
  const priceMin = amount(params.get('priceMin'));
  const priceMax = amount(params.get('priceMax'));
  const moqMax = amount(params.get('moqMax'));
  const currency = (params.get('priceCurrency') ?? 'USD').toUpperCase();
  const priced = (priceMin !== undefined || priceMax !== undefined) && /^[A-Z]{3}$/.test(currency);
  const [low, high] =
    priceMin !== undefined && priceMax !== undefined && priceMin > priceMax
      ? [priceMax, priceMin]
      : [priceMin, priceMax];
  return {
    ...(priced ? { priceCurrency: currency, priceMin: low, priceMax: high } : {}),
    ...(moqMax !== undefined && moqMax >= 1 ? { moqMax: Math.floor(moqMax) } : {}),
    paymentTerms: known(PAYMENT_TERMS, params.get('paymentTerms')),
    incoterms: known(INCOTERMS, params.get('incoterms')),
    inStock: params.get('inStock') === '1',
  };
}

/** The term filters as address parameters (null removes one), for `setSearchParams`. */
export function termsToParams(terms: ProductTermsInput): Record<(typeof TERM_PARAMS)[number], string | null> {
  const priced = terms.priceMin !== undefined || terms.priceMax !== undefined;
  return {
    priceCurrency: priced ? (terms.priceCurrency ?? 'USD') : null,
    priceMin: terms.priceMin !== undefined ? String(terms.priceMin) : null,
    priceMax: terms.priceMax !== undefined ? String(terms.priceMax) : null,
    moqMax: terms.moqMax !== undefined ? String(terms.moqMax) : null,
    paymentTerms: terms.paymentTerms?.join(',') || null,
    incoterms: terms.incoterms?.join(',') || null,
    inStock: terms.inStock ? '1' : null,
  };
}

/** The term filters as the search body has them: only those set. */
export function termsBody(terms: ProductTermsInput | undefined): ProductTermsInput {
  if (!terms) return {};
  const { paymentTerms, incoterms, inStock, ...rest } = terms;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    ...(paymentTerms?.length ? { paymentTerms } : {}),
    ...(incoterms?.length ? { incoterms } : {}),
    ...(inStock ? { inStock } : {}),
  };
}
