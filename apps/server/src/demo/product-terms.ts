import type { Incoterm, PaymentTerm, ProductBody, TradeUnit } from '@tradeforge/contracts';
import type { Place } from './places';
import type { Random } from './random';

/** US ports an industrial city ships through, by state (the nearest large seaport or river port). */
const PORTS: Record<string, string> = {
  TX: 'Port of Houston, TX',
  LA: 'Port of New Orleans, LA',
  CA: 'Port of Long Beach, CA',
  WA: 'Port of Seattle, WA',
  OR: 'Port of Portland, OR',
  GA: 'Port of Savannah, GA',
  SC: 'Port of Charleston, SC',
  NC: 'Port of Wilmington, NC',
  FL: 'Port of Miami, FL',
  NY: 'Port of New York and New Jersey',
  NJ: 'Port of New York and New Jersey',
  PA: 'Port of Philadelphia, PA',
  MD: 'Port of Baltimore, MD',
  VA: 'Port of Virginia, Norfolk',
};
const inlandPort = (state: string) => PORTS[state] ?? 'Port of Houston, TX';

const PAYMENT_SETS: PaymentTerm[][] = [
  ['T/T', 'L/C'],
  ['T/T', 'Net 30'],
  ['T/T', 'L/C', 'D/P'],
  ['Net 30', 'Credit card'],
  ['T/T', 'PayPal', 'Credit card'],
  ['L/C', 'D/A', 'Net 60'],
];
const INCOTERM_SETS: Incoterm[][] = [
  ['EXW', 'FOB'],
  ['FOB', 'CIF'],
  ['EXW', 'FCA', 'DAP'],
  ['FOB', 'CFR', 'CIF'],
  ['DDP'],
];

/**
 * Commercial terms for a demo product: most products (four in five) state a price range in US dollars, an MOQ and
 * the rest, so cards, the product page and search filters have something to show; the others leave them out.
 */
export function planTerms(
  technical: boolean,
  place: Place,
  random: Random,
): Pick<
  ProductBody,
  'price' | 'moq' | 'supplyAbility' | 'portOfShipment' | 'paymentTerms' | 'incoterms' | 'packaging'
> {
  if (!random.chance(0.8)) return {};
  const unit: TradeUnit = technical
    ? random.pick(['piece', 'set', 'unit'])
    : random.pick(['piece', 'box', 'carton', 'dozen']);
  const low = technical ? random.pick([8, 25, 120, 450, 1800, 6500]) : random.pick([1.5, 3.2, 6, 12, 24]);
  const high = Math.round(low * random.pick([1.2, 1.5, 2]) * 100) / 100;
  const moq = technical ? random.pick([1, 5, 10, 50, 100]) : random.pick([100, 250, 500, 1000, 5000]);
  return {
    price: { min: low, max: high, currency: 'USD', unit },
    moq: { quantity: moq, unit },
    supplyAbility: {
      quantity: moq * random.pick([20, 50, 100]),
      unit,
      period: random.pick(['week', 'month']),
    },
    portOfShipment: inlandPort(place.state),
    paymentTerms: random.pick(PAYMENT_SETS),
    incoterms: random.pick(INCOTERM_SETS),
    packaging: technical
      ? random.pick([
          'Export wooden crate',
          'Carton with foam inserts, palletized',
          'Shrink-wrapped on a pallet',
        ])
      : random.pick(['Retail box, 24 per carton', 'Polybag, 50 per carton', 'Master carton of 12']),
  };
}
