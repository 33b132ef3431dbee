import { Type, type Static } from 'typebox';
import { INCOTERMS, MAX_TRADE_AMOUNT, PAYMENT_TERMS, SUPPLY_PERIODS, TRADE_UNIT_CODES } from './trade-terms';

/**
 * The commercial terms of a product: what it costs, how much must be ordered, how much can be supplied, how it
 * ships and how it is paid. Lists here are the values the API accepts and search filters on.
 */

/** One of `values`, typed as their union (a mapped array of literals would lose it). */
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
const Unit = literals(TRADE_UNIT_CODES);

/**
 * The price range per unit. `currency` is an ISO 4217 code the runtime knows (`Intl.supportedValuesOf`), checked
 * by the API along with `min <= max` and the currency's decimals.
 */
export const ProductPrice = Type.Object(
  {
    min: Type.Number({ exclusiveMinimum: 0, maximum: MAX_TRADE_AMOUNT }),
    max: Type.Number({ exclusiveMinimum: 0, maximum: MAX_TRADE_AMOUNT }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    unit: Unit,
  },
  { additionalProperties: false },
);
export type ProductPrice = Static<typeof ProductPrice>;

export const ProductQuantity = Type.Object(
  { quantity: Type.Integer({ minimum: 1, maximum: MAX_TRADE_AMOUNT }), unit: Unit },
  { additionalProperties: false },
);
export type ProductQuantity = Static<typeof ProductQuantity>;

export const ProductSupply = Type.Object(
  {
    quantity: Type.Integer({ minimum: 1, maximum: MAX_TRADE_AMOUNT }),
    unit: Unit,
    period: literals(SUPPLY_PERIODS),
  },
  { additionalProperties: false },
);
export type ProductSupply = Static<typeof ProductSupply>;

/** A PDF catalogue or datasheet in a product form: a new upload (its token) or the one the product has (its url). */
export const ProductDatasheetRef = Type.Union([
  Type.Object({ token: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
  Type.Object({ url: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }),
]);

/** The commercial fields of a product form; all optional, an absent one is cleared on save. */
export const ProductTermsBody = {
  price: Type.Optional(ProductPrice),
  moq: Type.Optional(ProductQuantity),
  supplyAbility: Type.Optional(ProductSupply),
  portOfShipment: Type.Optional(Type.String({ maxLength: 120 })),
  paymentTerms: Type.Optional(Type.Array(literals(PAYMENT_TERMS), { uniqueItems: true })),
  incoterms: Type.Optional(Type.Array(literals(INCOTERMS), { uniqueItems: true })),
  packaging: Type.Optional(Type.String({ maxLength: 1000 })),
  datasheet: Type.Optional(ProductDatasheetRef),
};

/** The commercial fields of a product as answered; null when the supplier did not state them. */
export const ProductTerms = {
  price: Type.Union([ProductPrice, Type.Null()]),
  moq: Type.Union([ProductQuantity, Type.Null()]),
  supplyAbility: Type.Union([ProductSupply, Type.Null()]),
  portOfShipment: Type.Union([Type.String(), Type.Null()]),
  paymentTerms: Type.Array(Type.String()),
  incoterms: Type.Array(Type.String()),
  packaging: Type.Union([Type.String(), Type.Null()]),
  datasheet: Type.Union([
    Type.Object({
      url: Type.String({ description: 'Downloads the PDF (served as an attachment)' }),
      name: Type.String(),
      size: Type.Integer(),
    }),
    Type.Null(),
  ]),
};

/** The PDF catalogue or datasheet of a product. */
export const MAX_DATASHEET_BYTES = 10 * 1024 * 1024;
export const DatasheetUploadBody = Type.Object(
  {
    contentType: Type.Literal('application/pdf'),
    fileSize: Type.Integer({ minimum: 1, maximum: MAX_DATASHEET_BYTES }),
  },
  { additionalProperties: false },
);
export type DatasheetUploadBody = Static<typeof DatasheetUploadBody>;

/**
 * Product search by commercial terms (several at once must all hold): a price range that overlaps the product's
 * within one currency (a product at 12-18 USD matches "at most 15"), "MOQ at most N", payment terms and Incoterms
 * the product states all of, and "in stock". The API checks the currency (ISO 4217) and that min <= max.
 */
export const ProductTermFilters = {
  priceCurrency: Type.Optional(
    Type.String({ pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code; needed with priceMin or priceMax' }),
  ),
  priceMin: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_TRADE_AMOUNT })),
  priceMax: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_TRADE_AMOUNT })),
  moqMax: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_TRADE_AMOUNT,
      description: 'Minimum order quantity at most this',
    }),
  ),
  paymentTerms: Type.Optional(
    Type.Array(literals(PAYMENT_TERMS), {
      uniqueItems: true,
      description: 'The product accepts all of these',
    }),
  ),
  incoterms: Type.Optional(
    Type.Array(literals(INCOTERMS), { uniqueItems: true, description: 'The product ships on all of these' }),
  ),
  inStock: Type.Optional(Type.Boolean({ description: 'Only products in stock' })),
};
