import type { Incoterm, PaymentTerm, ProductBody } from '@tradeforge/contracts';
import { roundPrice, type ProductKind } from './product-kinds';
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

const SUPPLY_STEPS = [20, 50, 100];
/** A plant makes a few machines a month, not a hundred a week. */
const BIG_SUPPLY_STEPS = [2, 5, 10];
const BIG_TICKET = 10_000;

/**
 * Commercial terms for a demo product: most products (four in five) state a price range in US dollars, an MOQ and
 * the rest, so cards, the product page and search filters have something to show; the others leave them out, and
 * so do services, which are quoted on request. Prices, units, quantities and packaging come from the product's
 * kind (`product-kinds.ts`). Every call draws the same number of values in the same order whatever the kind, so
 * the rest of the demo set (names, specs) does not move when a kind's figures change.
 */
export function planTerms(
  kind: ProductKind,
  place: Place,
  random: Random,
): Pick<
  ProductBody,
  'price' | 'moq' | 'supplyAbility' | 'portOfShipment' | 'paymentTerms' | 'incoterms' | 'packaging'
> {
  if (!random.chance(0.8)) return {};
  const unit = random.pick(kind.units);
  const [floor, ceiling] = kind.price ?? [1, 1];
  // Log-uniform: as many presses at $20,000 as at $200,000.
  const low = roundPrice(floor * (ceiling / floor) ** random.next());
  const high = Math.max(low, roundPrice(low * random.pick([1.2, 1.5, 2])));
  const moq = random.pick(kind.moq);
  const big = low >= BIG_TICKET;
  const supply = moq * random.pick(big ? BIG_SUPPLY_STEPS : SUPPLY_STEPS);
  const period = random.pick(big ? (['month', 'year'] as const) : (['week', 'month'] as const));
  const terms = {
    price: { min: low, max: high, currency: 'USD', unit },
    moq: { quantity: moq, unit },
    supplyAbility: { quantity: supply, unit, period },
    portOfShipment: inlandPort(place.state),
    paymentTerms: random.pick(PAYMENT_SETS),
    incoterms: random.pick(INCOTERM_SETS),
    packaging: random.pick(kind.packaging),
  };
  return kind.price ? terms : {};
}
