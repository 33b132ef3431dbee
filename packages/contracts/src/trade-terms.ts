/**
 * The lists and wording of a product's commercial terms, without schemas: what the web app imports for its forms
 * and cards stays free of TypeBox (`product-terms.ts` builds the API's schemas from these lists).
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

/** "500 pieces", "1 piece". */
export function formatQuantity(quantity: number, unit: string): string {
  const names = TRADE_UNITS[unit as TradeUnit] ?? [unit, unit];
  return `${quantity.toLocaleString('en-US')} ${quantity === 1 ? names[0] : names[1]}`;
}

// Making a number format costs far more than using one (a card list formats many prices): one per currency.
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(currency: string) {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      trailingZeroDisplay: 'stripIfInteger',
    });
    currencyFormats.set(currency, format);
  }
  return format;
}

/** "$12 – $18 / piece", in the currency's own symbol and decimals. */
export function formatPrice(price: { min: number; max: number; currency: string; unit: string }): string {
  const format = currencyFormat(price.currency);
  const amount =
    price.min === price.max ? format.format(price.min) : format.formatRange(price.min, price.max);
  return `${amount} / ${TRADE_UNITS[price.unit as TradeUnit]?.[0] ?? price.unit}`;
}
