import { Type, type Static } from 'typebox';

/**
 * The commercial terms of a product: what it costs, how much must be ordered, how much can be supplied, how it
 * ships and how it is paid. Lists here are the values the API accepts and search filters on.
 */

/** The eleven rules of Incoterms 2020 (ICC), in the ICC's order: any mode of transport, then sea and inland water. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const INCOTERM_NAMES: Record<Incoterm, string> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
  FAS: 'Free Alongside Ship',
  FOB: 'Free on Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
};

/** Payment terms suppliers commonly accept in B2B trade. */
export const PAYMENT_TERMS = [
  'T/T',
  'L/C',
  'D/P',
  'D/A',
  'Net 30',
  'Net 60',
  'PayPal',
  'Credit card',
  'Western Union',
  'Escrow',
  'Cash in advance',
] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

/** Units a price, an order quantity or a supply is counted in: singular and plural for "500 pieces". */
export const TRADE_UNITS = {
  piece: ['piece', 'pieces'],
  pair: ['pair', 'pairs'],
  set: ['set', 'sets'],
  unit: ['unit', 'units'],
  dozen: ['dozen', 'dozen'],
  box: ['box', 'boxes'],
  carton: ['carton', 'cartons'],
  bag: ['bag', 'bags'],
  roll: ['roll', 'rolls'],
  drum: ['drum', 'drums'],
  pallet: ['pallet', 'pallets'],
  container: ['container (20 ft)', 'containers (20 ft)'],
  kg: ['kilogram', 'kilograms'],
  lb: ['pound', 'pounds'],
  t: ['metric ton', 'metric tons'],
  sh_t: ['short ton', 'short tons'],
  m: ['meter', 'meters'],
  ft: ['foot', 'feet'],
  m2: ['square meter', 'square meters'],
  ft2: ['square foot', 'square feet'],
  l: ['liter', 'liters'],
  gal: ['gallon', 'gallons'],
} as const;
export type TradeUnit = keyof typeof TRADE_UNITS;
export const TRADE_UNIT_CODES = Object.keys(TRADE_UNITS) as TradeUnit[];

export const SUPPLY_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type SupplyPeriod = (typeof SUPPLY_PERIODS)[number];

/** The largest price, order or supply quantity a product can state (fits numeric(14,3) and an integer). */
export const MAX_TRADE_AMOUNT = 1_000_000_000;

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

/** "500 pieces", "1 piece". */
export function formatQuantity(quantity: number, unit: string): string {
  const names = TRADE_UNITS[unit as TradeUnit] ?? [unit, unit];
  return `${quantity.toLocaleString('en-US')} ${quantity === 1 ? names[0] : names[1]}`;
}

/** "$12 – $18 / piece", in the currency's own symbol and decimals. */
export function formatPrice(price: ProductPrice): string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: price.currency,
    trailingZeroDisplay: 'stripIfInteger',
  });
  const amount =
    price.min === price.max ? format.format(price.min) : format.formatRange(price.min, price.max);
  return `${amount} / ${TRADE_UNITS[price.unit as TradeUnit]?.[0] ?? price.unit}`;
}
