import type { TradeUnit } from '@tradeforge/contracts';
import type { Drawing } from './drawings/sources';

/**
 * What a demo product is, for its price and its picture: a hydraulic press is sold by the unit for tens of
 * thousands of dollars, a capacitor by the thousand for cents, coffee by the kilogram. Each category of the
 * taxonomy has a kind; some sub-categories have their own (`category-kinds.ts`).
 */
export interface ProductKind {
  drawing: Drawing;
  /** Where the low end of a price range falls, in US dollars a unit; null: priced on request (services). */
  price: readonly [number, number] | null;
  units: readonly TradeUnit[];
  moq: readonly number[];
  packaging: readonly string[];
}

const CRATE = ['Export wooden crate', 'Skid-mounted, shrink-wrapped', 'Crated on a steel skid'];
const PARTS = [
  'Carton with foam inserts, palletized',
  'Individual box, 10 per carton',
  'Shrink-wrapped on a pallet',
];
const ELECTRONIC = ['Tape and reel', 'Anti-static trays in cartons', 'Anti-static bags, 100 per carton'];
const REEL = ['Wooden reel, 1,000 ft', 'Coils in cartons', 'Steel reel, palletized'];
const BULK = ['Bundled and strapped on pallets', 'Bulk bags on pallets', 'Palletized, stretch-wrapped'];
const RETAIL = ['Retail box, 24 per carton', 'Polybag, 50 per carton', 'Master carton of 12'];
const GARMENT = [
  'Folded in polybags, 50 per carton',
  'On hangers, 24 per carton',
  'Bulk-packed, 100 per carton',
];
const FOOD = ['Cases of 24, shrink-wrapped', 'Vacuum-sealed, 12 per carton', 'Palletized cartons'];
const COLD = [
  'Frozen, 10 kg master cartons',
  'Chilled, vacuum-packed 20 kg cartons',
  'Refrigerated cases of 12',
];
const FURNITURE = [
  'Flat-packed carton',
  'Fully assembled, blanket-wrapped',
  'Cartons with corner guards, palletized',
];
const MEDICAL = [
  'Sterile pouches, 100 per box',
  'Boxes of 50, 20 boxes per case',
  'Individually boxed, palletized',
];
const HEAVY = [
  'Delivered on a lowboy trailer',
  'Roll-on/roll-off shipment',
  'Shipped on a flat rack container',
];
const SOFTWARE = ['Digital delivery with a license key', 'Cloud subscription, set up remotely'];
const LIQUID = ['1-gallon cans, 4 per carton', '5-gallon pails, palletized', '55-gallon drums'];

const kind = (
  drawing: Drawing,
  price: readonly [number, number] | null,
  units: readonly TradeUnit[],
  moq: readonly number[],
  packaging: readonly string[],
): ProductKind => ({ drawing, price, units, moq, packaging });
const one = [1] as const;
const few = [1, 2, 5] as const;
const some = [1, 5, 10] as const;

// A table reads best one kind a row.
// prettier-ignore
export const KINDS = {
  controller: kind('controller', [180, 2_400], ['piece'], [1, 5, 10, 20], PARTS),
  sensor: kind('sensor', [35, 650], ['piece'], [1, 10, 25, 50], PARTS),
  robot: kind('robot', [18_000, 85_000], ['unit'], one, CRATE),
  actuator: kind('cylinder', [120, 3_500], ['piece'], few, PARTS),
  servo: kind('motor', [220, 3_800], ['piece'], some, PARTS),
  panel: kind('screen', [450, 4_800], ['unit'], some, PARTS),
  software: kind('screen', [1_200, 24_000], ['set'], one, SOFTWARE),
  network: kind('controller', [120, 2_200], ['piece'], [1, 5, 10, 25], PARTS),
  pneumatic: kind('cylinder', [25, 480], ['piece'], [5, 10, 50, 100], PARTS),
  'small-valve': kind('valve', [30, 650], ['piece'], [5, 10, 50, 100], PARTS),
  vision: kind('sensor', [450, 6_000], ['piece'], few, PARTS),
  'control-part': kind('controller', [18, 900], ['piece'], [10, 50, 100], PARTS),
  component: kind('chip', [0.02, 1.2], ['piece'], [1_000, 2_500, 5_000, 10_000], ELECTRONIC),
  ic: kind('chip', [0.35, 14], ['piece'], [100, 500, 1_000, 2_500], ELECTRONIC),
  pcb: kind('circuit-board', [1.5, 85], ['piece'], [10, 50, 100, 500], ELECTRONIC),
  connector: kind('cable', [0.6, 45], ['piece'], [100, 500, 1_000], ELECTRONIC),
  'bulk-cable': kind('cable', [0.25, 9], ['ft'], [500, 1_000, 5_000], REEL),
  'power-supply': kind('battery', [25, 1_800], ['piece'], [5, 10, 50], PARTS),
  computer: kind('screen', [350, 7_500], ['unit'], some, PARTS),
  instrument: kind('gauge', [180, 18_000], ['unit'], few, PARTS),
  'display-part': kind('screen', [6, 280], ['piece'], [10, 50, 100], ELECTRONIC),
  'solar-panel': kind('solar-panel', [110, 320], ['piece'], [20, 50, 100], BULK),
  inverter: kind('controller', [90, 6_500], ['unit'], some, PARTS),
  'wind-turbine': kind('wind-turbine', [1_200_000, 3_400_000], ['unit'], one, HEAVY),
  'small-wind': kind('wind-turbine', [3_500, 45_000], ['unit'], [1, 2], CRATE),
  'wind-part': kind('wind-turbine', [25_000, 380_000], ['unit'], one, HEAVY),
  battery: kind('battery', [90, 9_000], ['unit'], [1, 5, 10, 20], PARTS),
  'energy-storage': kind('battery', [45_000, 600_000], ['unit'], one, HEAVY),
  generator: kind('generator', [4_500, 180_000], ['unit'], one, CRATE),
  'portable-generator': kind('generator', [450, 3_500], ['unit'], some, PARTS),
  turbine: kind('generator', [250_000, 4_500_000], ['unit'], one, HEAVY),
  transformer: kind('generator', [2_500, 95_000], ['unit'], one, CRATE),
  'electrical-part': kind('controller', [25, 1_800], ['piece'], [5, 10, 50], PARTS),
  rig: kind('machine', [1_500_000, 12_000_000], ['unit'], one, HEAVY),
  'oilfield-pump': kind('pump', [6_500, 140_000], ['unit'], one, CRATE),
  'pipeline-valve': kind('valve', [800, 25_000], ['piece'], some, CRATE),
  tank: kind('cylinder', [15_000, 250_000], ['unit'], one, HEAVY),
  tubing: kind('pipes', [18, 65], ['ft'], [1_000, 5_000, 10_000], BULK),
  'power-cable': kind('cable', [0.4, 28], ['ft'], [1_000, 2_500, 5_000], REEL),
  charger: kind('controller', [480, 3_200], ['unit'], some, PARTS),
  'fast-charger': kind('controller', [22_000, 65_000], ['unit'], one, CRATE),
  hydrogen: kind('machine', [8_000, 2_500_000], ['unit'], one, HEAVY),
  meter: kind('gauge', [60, 3_500], ['unit'], [1, 10, 50], PARTS),
  transmitter: kind('gauge', [120, 6_500], ['piece'], some, PARTS),
  'control-valve': kind('valve', [900, 18_000], ['piece'], few, CRATE),
  'test-machine': kind('machine', [3_500, 250_000], ['unit'], one, CRATE),
  'lab-equipment': kind('flask', [250, 35_000], ['unit'], few, PARTS),
  welder: kind('generator', [450, 12_000], ['unit'], some, PARTS),
  'welding-supply': kind('cable', [2.5, 45], ['kg'], [100, 500, 1_000], ['Spools, 12 per carton', 'Drums of 250 kg']),
  tool: kind('drill', [12, 650], ['piece'], [5, 10, 50, 100], RETAIL),
  abrasive: kind('drill', [0.4, 25], ['piece'], [100, 500, 1_000], RETAIL),
  printer: kind('machine', [2_500, 450_000], ['unit'], one, CRATE),
  filament: kind('cable', [18, 80], ['roll'], [10, 50, 100], ['Vacuum-sealed spools, 10 per carton']),
  resin: kind('flask', [45, 380], ['l'], [5, 20, 50], ['1 L bottles, 12 per carton', '5 L jugs, 4 per carton']),
  powder: kind('sack', [35, 280], ['kg'], [10, 50, 100], ['Sealed 5 kg containers, 4 per carton']),
  'gas-detector': kind('gauge', [350, 3_500], ['unit'], some, PARTS),
  ppe: kind('boot', [3, 140], ['piece'], [50, 100, 500], RETAIL),
  'dust-collector': kind('generator', [2_800, 65_000], ['unit'], one, CRATE),
  'safety-supply': kind('box', [8, 450], ['piece'], [10, 50, 100], PARTS),
  'coating-system': kind('machine', [2_500, 120_000], ['unit'], one, CRATE),
  'spray-gun': kind('drill', [60, 900], ['piece'], [5, 10, 20], RETAIL),
  coating: kind('flask', [28, 140], ['gal'], [20, 50, 100], LIQUID),
  'machine-tool': kind('machine', [18_000, 650_000], ['unit'], one, CRATE),
  press: kind('machine', [12_000, 420_000], ['unit'], one, CRATE),
  hydraulic: kind('cylinder', [120, 6_500], ['piece'], [1, 5, 10, 20], PARTS),
  'hydraulic-pump': kind('pump', [350, 9_500], ['unit'], some, PARTS),
  hose: kind('cable', [8, 120], ['piece'], [10, 50, 100], PARTS),
  filter: kind('cylinder', [15, 250], ['piece'], [10, 50, 100], PARTS),
  pump: kind('pump', [350, 28_000], ['unit'], few, CRATE),
  compressor: kind('generator', [2_800, 85_000], ['unit'], one, CRATE),
  'air-treatment': kind('cylinder', [400, 9_000], ['unit'], few, PARTS),
  'packaging-machine': kind('machine', [9_500, 380_000], ['unit'], one, CRATE),
  forklift: kind('forklift', [18_000, 95_000], ['unit'], few, HEAVY),
  'pallet-jack': kind('forklift', [350, 4_500], ['unit'], some, PARTS),
  'handling-system': kind('machine', [4_500, 120_000], ['set'], one, CRATE),
  racking: kind('box', [120, 2_500], ['set'], [5, 10, 20], BULK),
  'plastics-machine': kind('machine', [35_000, 650_000], ['unit'], one, CRATE),
  granulator: kind('machine', [8_000, 60_000], ['unit'], one, CRATE),
  'earth-mover': kind('loader', [45_000, 480_000], ['unit'], one, HEAVY),
  crusher: kind('machine', [60_000, 900_000], ['unit'], one, HEAVY),
  lift: kind('loader', [12_000, 95_000], ['unit'], one, HEAVY),
  bearing: kind('bearing', [3, 450], ['piece'], [10, 50, 100, 500], PARTS),
  'slewing-bearing': kind('bearing', [900, 25_000], ['piece'], few, CRATE),
  gearbox: kind('gear', [280, 14_000], ['unit'], some, PARTS),
  motor: kind('motor', [180, 12_000], ['unit'], some, PARTS),
  drive: kind('controller', [220, 18_000], ['unit'], some, PARTS),
  'motor-control-center': kind('generator', [18_000, 240_000], ['unit'], one, CRATE),
  transmission: kind('gear', [4, 2_800], ['piece'], [10, 50, 100], PARTS),
  linear: kind('cylinder', [25, 1_800], ['piece'], [1, 5, 10, 20], PARTS),
  garment: kind('shirt', [4.5, 68], ['piece'], [100, 300, 500, 1_000], GARMENT),
  basics: kind('shirt', [2.2, 14], ['piece'], [300, 500, 1_000, 3_000], GARMENT),
  footwear: kind('boot', [14, 140], ['pair'], [100, 300, 500], ['Shoe boxes, 12 pairs per carton']),
  'shoe-part': kind('boot', [0.4, 12], ['pair'], [500, 1_000, 3_000], BULK),
  fabric: kind('fabric', [2.2, 18], ['m'], [500, 1_000, 3_000], ['Rolls of 50 m in polybags', 'Rolls of 100 m on paper tubes']),
  yarn: kind('fabric', [3, 25], ['kg'], [100, 500, 1_000], ['Cones in cartons of 24 kg']),
  trims: kind('fabric', [0.02, 1.5], ['piece'], [1_000, 5_000, 10_000], ['Bags of 1,000 in cartons']),
  'garment-service': kind('shirt', [1.2, 18], ['piece'], [100, 300, 500], GARMENT),
  'baby-care': kind('pump-bottle', [2.5, 45], ['piece'], [100, 500, 1_000], RETAIL),
  diapers: kind('box', [6, 32], ['box'], [100, 500, 1_000], RETAIL),
  feeding: kind('drink', [2.5, 45], ['piece'], [100, 500, 1_000], RETAIL),
  'baby-food': kind('box', [1.2, 38], ['piece'], [500, 1_000, 3_000], FOOD),
  'baby-furniture': kind('bed', [45, 650], ['piece'], [10, 20, 50], FURNITURE),
  'baby-gear': kind('chair', [65, 650], ['piece'], [10, 20, 50], RETAIL),
  toy: kind('toy', [2.5, 45], ['piece'], [100, 300, 500, 1_000], RETAIL),
  'baby-monitor': kind('screen', [28, 260], ['piece'], [50, 100, 300], RETAIL),
  beauty: kind('pump-bottle', [1.8, 38], ['piece'], [100, 500, 1_000, 3_000], RETAIL),
  'beauty-tool': kind('drill', [8, 120], ['piece'], [50, 100, 300], RETAIL),
  'salon-equipment': kind('chair', [180, 3_200], ['piece'], some, FURNITURE),
  'cosmetic-packaging': kind('pump-bottle', [0.12, 2.8], ['piece'], [1_000, 5_000, 10_000], BULK),
  'private-label': kind('pump-bottle', [0.9, 12], ['piece'], [1_000, 3_000, 5_000], RETAIL),
  bag: kind('handbag', [6, 180], ['piece'], [50, 100, 300, 500], RETAIL),
  jewelry: kind('ring', [3, 180], ['piece'], [50, 100, 300], ['Gift boxes, 12 per carton', 'Polybags with cards, 100 per box']),
  'fine-jewelry': kind('ring', [180, 4_500], ['piece'], [5, 10, 20], ['Gift box, insured shipment']),
  watch: kind('watch', [12, 650], ['piece'], [10, 50, 100], ['Gift boxes, 12 per carton']),
  eyewear: kind('glasses', [2.5, 95], ['piece'], [50, 100, 300], ['Hard cases, 12 per carton']),
  'leather-goods': kind('handbag', [3, 65], ['piece'], [50, 100, 300], RETAIL),
  hat: kind('cap', [2, 28], ['piece'], [100, 300, 500], GARMENT),
  accessory: kind('fabric', [2, 45], ['piece'], [100, 300, 500], GARMENT),
  'hair-accessory': kind('ring', [0.15, 3], ['piece'], [500, 1_000, 3_000], RETAIL),
  coffee: kind('sack', [4, 28], ['kg'], [100, 500, 1_000], ['60 kg jute bags', '1 kg valve bags, 12 per carton']),
  grain: kind('sack', [280, 1_100], ['t'], [20, 50, 100], ['50 kg polypropylene bags', '1-ton bulk bags', 'Bulk in 20 ft containers']),
  produce: kind('apple', [0.6, 6], ['kg'], [500, 1_000, 5_000], ['Ventilated 10 kg cartons', 'Bins of 400 kg']),
  meat: kind('box', [2.5, 22], ['kg'], [500, 1_000, 2_000], COLD),
  dairy: kind('drink', [1.2, 14], ['kg'], [500, 1_000, 2_000], COLD),
  'packaged-food': kind('box', [14, 85], ['carton'], [50, 100, 500], FOOD),
  beverage: kind('drink', [8, 60], ['carton'], [100, 500, 1_000], ['Cases of 24, shrink-wrapped', 'Cases of 12 bottles, palletized']),
  'farm-input': kind('sack', [18, 120], ['bag'], [100, 500, 1_000], ['50 lb bags, palletized', '1-ton bulk bags']),
  irrigation: kind('pipes', [0.3, 8], ['ft'], [1_000, 5_000], BULK),
  greenhouse: kind('window', [6_500, 180_000], ['set'], one, CRATE),
  'farm-machine': kind('tractor', [28_000, 420_000], ['unit'], one, HEAVY),
  'food-machine': kind('machine', [6_500, 180_000], ['unit'], one, CRATE),
  furniture: kind('chair', [85, 1_900], ['piece'], [5, 10, 20, 50], FURNITURE),
  bedroom: kind('bed', [160, 2_400], ['piece'], [5, 10, 20], FURNITURE),
  'storage-furniture': kind('box', [120, 2_800], ['piece'], [5, 10, 20], FURNITURE),
  'furniture-hardware': kind('bolt', [0.4, 28], ['piece'], [100, 500, 1_000], PARTS),
  'medical-device': kind('heart-monitor', [1_800, 95_000], ['unit'], few, PARTS),
  'medical-supply': kind('syringe', [0.04, 9], ['piece'], [1_000, 5_000, 10_000], MEDICAL),
  'test-kit': kind('flask', [1.8, 180], ['box'], [50, 100, 500], MEDICAL),
  analyzer: kind('flask', [8_000, 120_000], ['unit'], one, CRATE),
  'glucose-meter': kind('gauge', [9, 45], ['piece'], [100, 500, 1_000], RETAIL),
  'surgical-instrument': kind('syringe', [6, 450], ['piece'], [10, 50, 100], MEDICAL),
  'surgical-unit': kind('heart-monitor', [4_500, 28_000], ['unit'], one, CRATE),
  'hospital-furniture': kind('bed', [450, 12_000], ['piece'], few, FURNITURE),
  wheelchair: kind('chair', [180, 2_500], ['piece'], [5, 10, 20], FURNITURE),
  medicine: kind('pill-bottle', [1.5, 38], ['piece'], [500, 1_000, 5_000], RETAIL),
  ingredient: kind('flask', [40, 2_500], ['kg'], [5, 25, 100], ['25 kg fiber drums', 'Double polyethylene bags in drums']),
  'dental-equipment': kind('chair', [6_500, 32_000], ['unit'], one, CRATE),
  'dental-supply': kind('syringe', [0.5, 120], ['box'], [10, 50, 100], MEDICAL),
  'home-care': kind('gauge', [15, 450], ['piece'], [10, 50, 100], RETAIL),
  'oxygen-concentrator': kind('generator', [450, 2_800], ['unit'], some, PARTS),
  disinfectant: kind('pump-bottle', [2.5, 45], ['piece'], [100, 500, 1_000], RETAIL),
  sterilizer: kind('machine', [3_500, 65_000], ['unit'], one, CRATE),
  'medical-waste': kind('box', [3, 45], ['piece'], [100, 500, 1_000], BULK),
  'building-material': kind('bricks', [180, 1_200], ['pallet'], [10, 20, 50], BULK),
  steel: kind('pipes', [650, 1_600], ['t'], [5, 10, 25], BULK),
  plumbing: kind('valve', [1.2, 380], ['piece'], [50, 100, 500], PARTS),
  'plumbing-fixture': kind('valve', [120, 2_400], ['piece'], [5, 10, 20], PARTS),
  lighting: kind('bulb', [3, 350], ['piece'], [50, 100, 500], RETAIL),
  'wiring-device': kind('controller', [0.8, 45], ['piece'], [100, 500, 1_000], RETAIL),
  conduit: kind('pipes', [0.35, 6], ['ft'], [1_000, 5_000], BULK),
  hvac: kind('generator', [250, 14_000], ['unit'], some, PARTS),
  ductwork: kind('pipes', [4, 60], ['ft'], [100, 500, 1_000], BULK),
  thermostat: kind('gauge', [25, 280], ['piece'], [10, 50, 100], RETAIL),
  door: kind('window', [95, 3_800], ['piece'], [5, 10, 20], FURNITURE),
  lock: kind('bolt', [25, 650], ['piece'], [10, 50, 100], RETAIL),
  flooring: kind('bricks', [0.9, 14], ['ft2'], [500, 1_000, 2_000], ['Boxes of 20 sq ft, palletized']),
  'kitchen-bath': kind('valve', [45, 2_800], ['piece'], [5, 10, 20, 50], PARTS),
  fastener: kind('bolt', [0.03, 3.5], ['piece'], [1_000, 5_000, 10_000], ['Boxes of 100, 20 per carton', 'Bulk cartons of 25 lb']),
  adhesive: kind('flask', [4, 65], ['piece'], [50, 100, 500], RETAIL),
  scaffolding: kind('pipes', [45, 350], ['set'], [10, 20, 50], BULK),
  packaging: kind('box', [0.15, 45], ['piece'], [500, 1_000, 5_000], BULK),
  film: kind('box', [8, 45], ['roll'], [50, 100, 500], BULK),
  pallet: kind('box', [6, 28], ['piece'], [100, 500, 1_000], BULK),
  'printed-matter': kind('box', [0.08, 12], ['piece'], [500, 1_000, 5_000], BULK),
  'machining-service': kind('machine', [2, 250], ['piece'], [50, 100, 500], PARTS),
  freight: kind('box', null, ['unit'], one, CRATE),
  service: kind('clipboard', null, ['unit'], one, CRATE),
  'it-service': kind('screen', null, ['unit'], one, CRATE),
  'field-service': kind('drill', null, ['unit'], one, CRATE),
} as const satisfies Record<string, ProductKind>;

export type KindName = keyof typeof KINDS;

/**
 * A price as a seller would write it: cents under 10 dollars (to the nickel from 1 dollar), whole dollars or
 * halves under 100, then to 5, 50 and two significant digits.
 */
export function roundPrice(value: number) {
  const to = (step: number) => Math.max(step, Math.round(value / step) * step);
  if (value < 1) return Number(to(0.01).toFixed(2));
  if (value < 10) return Number(to(0.05).toFixed(2));
  if (value < 100) return to(0.5);
  if (value < 1_000) return to(5);
  if (value < 10_000) return to(50);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return to(magnitude);
}
