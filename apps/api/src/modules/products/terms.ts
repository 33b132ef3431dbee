import type { Product, ProductBody, ProductPrice, SupplyPeriod, TradeUnit } from '@tradeforge/contracts';
import { AppError } from '../../lib/app-error';
import type { ProductRow } from './repository';
import { productErrors } from './errors';

/** ISO 4217 codes the runtime's ICU knows: the same table `Intl.NumberFormat` formats prices with. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** The decimals a currency has (2 for USD, 0 for JPY, 3 for KWD). */
function currencyDigits(currency: string) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits!;
}

function checkPrice(price: ProductPrice) {
  if (!CURRENCIES.has(price.currency)) throw new AppError('ValidationError', productErrors.text('currency'));
  const digits = currencyDigits(price.currency);
  for (const field of ['min', 'max'] as const) {
    if (Number(price[field].toFixed(digits)) !== price[field])
      throw new AppError(
        'ValidationError',
        productErrors.text('decimals', { field, currency: price.currency, digits }),
      );
  }
  if (price.min > price.max) throw new AppError('ValidationError', productErrors.text('priceOrder'));
}

const trimmed = (text: string | undefined) => text?.trim() || null;

/** The commercial fields of a product form as columns; an absent field clears its columns. */
export function toTermColumns(body: ProductBody) {
  if (body.price) checkPrice(body.price);
  return {
    priceMin: body.price?.min ?? null,
    priceMax: body.price?.max ?? null,
    priceCurrency: body.price?.currency ?? null,
    priceUnit: body.price?.unit ?? null,
    moq: body.moq?.quantity ?? null,
    moqUnit: body.moq?.unit ?? null,
    supplyQuantity: body.supplyAbility?.quantity ?? null,
    supplyUnit: body.supplyAbility?.unit ?? null,
    supplyPeriod: body.supplyAbility?.period ?? null,
    portOfShipment: trimmed(body.portOfShipment),
    paymentTerms: body.paymentTerms ?? [],
    incoterms: body.incoterms ?? [],
    packaging: trimmed(body.packaging),
  };
}

/** The columns `toTerms` reads. */
export const TERM_FIELDS = [
  'priceMin',
  'priceMax',
  'priceCurrency',
  'priceUnit',
  'moq',
  'moqUnit',
  'supplyQuantity',
  'supplyUnit',
  'supplyPeriod',
  'portOfShipment',
  'paymentTerms',
  'incoterms',
  'packaging',
  'datasheet',
] as const satisfies readonly (keyof ProductRow)[];

/** The product's commercial terms as answered (the columns hold only what the save accepted). */
export function toTerms(
  product: Pick<ProductRow, (typeof TERM_FIELDS)[number] | 'name'>,
): Pick<
  Product,
  | 'price'
  | 'moq'
  | 'supplyAbility'
  | 'portOfShipment'
  | 'paymentTerms'
  | 'incoterms'
  | 'packaging'
  | 'datasheet'
> {
  const p = product;
  return {
    price:
      p.priceMin !== null && p.priceMax !== null && p.priceCurrency && p.priceUnit
        ? { min: p.priceMin, max: p.priceMax, currency: p.priceCurrency, unit: p.priceUnit as TradeUnit }
        : null,
    moq: p.moq !== null && p.moqUnit ? { quantity: p.moq, unit: p.moqUnit as TradeUnit } : null,
    supplyAbility:
      p.supplyQuantity !== null && p.supplyUnit && p.supplyPeriod
        ? {
            quantity: p.supplyQuantity,
            unit: p.supplyUnit as TradeUnit,
            period: p.supplyPeriod as SupplyPeriod,
          }
        : null,
    portOfShipment: p.portOfShipment,
    paymentTerms: p.paymentTerms,
    incoterms: p.incoterms,
    packaging: p.packaging,
    datasheet: p.datasheet
      ? { url: p.datasheet.url, name: datasheetName(p.name), size: p.datasheet.size }
      : null,
  };
}

/** The download's file name: the product's name, made safe for any file system. */
export function datasheetName(productName: string) {
  const base = productName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'product'}-datasheet.pdf`;
}
