import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  PaymentTerm,
  Incoterm,
  Product,
  ProductBody,
  SupplyPeriod,
  TradeUnit,
} from '@tradeforge/contracts';

/** The commercial terms as the form holds them: amounts as typed text, a datasheet kept, picked or removed. */
export interface TermsFormValues {
  priceMin: string;
  priceMax: string;
  currency: string;
  priceUnit: TradeUnit;
  moq: string;
  moqUnit: TradeUnit;
  supply: string;
  supplyUnit: TradeUnit;
  supplyPeriod: SupplyPeriod;
  portOfShipment: string;
  paymentTerms: PaymentTerm[];
  incoterms: Incoterm[];
  packaging: string;
  /** The product's datasheet (its URL), a PDF picked in this form, or none. */
  datasheet: { url: string; file?: File; size: number } | null;
}

export const toTermsValues = (product?: Product): TermsFormValues => ({
  priceMin: product?.price ? String(product.price.min) : '',
  priceMax: product?.price ? String(product.price.max) : '',
  currency: product?.price?.currency ?? 'USD',
  priceUnit: product?.price?.unit ?? 'piece',
  moq: product?.moq ? String(product.moq.quantity) : '',
  moqUnit: product?.moq?.unit ?? 'piece',
  supply: product?.supplyAbility ? String(product.supplyAbility.quantity) : '',
  supplyUnit: product?.supplyAbility?.unit ?? 'piece',
  supplyPeriod: product?.supplyAbility?.period ?? 'month',
  portOfShipment: product?.portOfShipment ?? '',
  paymentTerms: (product?.paymentTerms ?? []) as PaymentTerm[],
  incoterms: (product?.incoterms ?? []) as Incoterm[],
  packaging: product?.packaging ?? '',
  datasheet: product?.datasheet ? { url: product.datasheet.url, size: product.datasheet.size } : null,
});

/** An amount typed in the form: empty is none; anything else must be a number the save checks. */
const amount = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Problems the form reports before sending, by field (the server checks the same and names the field too). */
export function termsProblems(
  v: TermsFormValues,
  i18n: I18n,
): Partial<Record<keyof TermsFormValues, string>> {
  const problems: Partial<Record<keyof TermsFormValues, string>> = {};
  const [min, max] = [amount(v.priceMin), amount(v.priceMax)];
  if (min !== undefined && !(min > 0)) problems.priceMin = i18n._(msg`Enter a price above 0.`);
  if (max !== undefined && !(max > 0)) problems.priceMax = i18n._(msg`Enter a price above 0.`);
  if (min !== undefined && max !== undefined && max < min)
    problems.priceMax = i18n._(msg`The highest price must not be below the lowest.`);
  for (const field of ['moq', 'supply'] as const) {
    const quantity = amount(v[field]);
    if (quantity !== undefined && !(Number.isInteger(quantity) && quantity >= 1))
      problems[field] = i18n._(msg`Enter a whole number of at least 1.`);
  }
  return problems;
}

/** The terms part of the product save; `datasheetRef` turns a kept or picked PDF into what the API takes. */
export async function toTermsBody(
  v: TermsFormValues,
  datasheetRef: (datasheet: NonNullable<TermsFormValues['datasheet']>) => Promise<ProductBody['datasheet']>,
): Promise<Partial<ProductBody>> {
  const [min, max, moq, supply] = [amount(v.priceMin), amount(v.priceMax), amount(v.moq), amount(v.supply)];
  const low = min ?? max;
  const high = max ?? min;
  return {
    ...(low !== undefined && high !== undefined
      ? { price: { min: low, max: high, currency: v.currency, unit: v.priceUnit } }
      : {}),
    ...(moq !== undefined ? { moq: { quantity: moq, unit: v.moqUnit } } : {}),
    ...(supply !== undefined
      ? { supplyAbility: { quantity: supply, unit: v.supplyUnit, period: v.supplyPeriod } }
      : {}),
    ...(v.portOfShipment.trim() ? { portOfShipment: v.portOfShipment.trim() } : {}),
    paymentTerms: v.paymentTerms,
    incoterms: v.incoterms,
    ...(v.packaging.trim() ? { packaging: v.packaging.trim() } : {}),
    ...(v.datasheet ? { datasheet: await datasheetRef(v.datasheet) } : {}),
  };
}
