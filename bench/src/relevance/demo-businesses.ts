import type { BusinessType, JudgedQuery } from './judgments';

/**
 * A business search with one right answer (the demo has one business of each type per industry, or near it): the
 * company that lists the category, or sells the product, under the type the buyer chose.
 */
const one = (
  id: string,
  businessType: BusinessType,
  text: string,
  company: string,
  note?: string,
): JudgedQuery => ({
  id,
  kind: 'businesses',
  businessType,
  text,
  ...(note ? { note } : {}),
  judgments: { [company]: 3 },
});

/**
 * Business searches over the demo data (`POST /api/search/business`), judged by each business's categories and
 * products under the business type the buyer chose: a business of another type is never listed.
 */
export const demoBusinessQueries: JudgedQuery[] = [
  {
    id: 'b-hydraulic-pump-ma',
    kind: 'businesses',
    businessType: 'MA',
    text: 'hydraulic pump',
    note: 'Issue 44: a maker matched on "pump" alone. Summit makes gear pumps; Gulf Coast Energy, oilfield pumps.',
    judgments: {
      'Summit Machinery Manufacturing Corp.': 2,
      'Gulf Coast Energy Manufacturing LLC': 1,
    },
  },
  {
    id: 'b-pumps-ma',
    kind: 'businesses',
    businessType: 'MA',
    text: 'pumps',
    judgments: {
      'Summit Machinery Manufacturing Corp.': 3,
      'Gulf Coast Energy Manufacturing LLC': 2,
    },
  },
  one('b-gear-pump-ma', 'MA', 'gear pump', 'Summit Machinery Manufacturing Corp.', 'What it sells.'),
  one('b-hydralics-co', 'CO', 'hydralics', 'Gulf Coast Machinery Consulting Group LLC', 'Misspelled.'),
  one('b-coffee-di', 'DI', 'coffee', 'Pioneer Agri-Foods Supply Corp.'),
  one('b-medical-equipment-di', 'DI', 'medical equipment', 'Badger State Medical Supply Co.'),
  one('b-hospital-beds-im', 'IM', 'hospital beds', 'Ironwood Medical Imports Inc.', 'What it sells.'),
  {
    id: 'b-ev-charging-ma',
    kind: 'businesses',
    businessType: 'MA',
    text: 'ev charging',
    note: 'Gulf Coast Energy lists EV Charging & Hydrogen but makes electrolyzers, not chargers.',
    judgments: { 'Gulf Coast Energy Manufacturing LLC': 2 },
  },
  one('b-ev-chargers-co', 'CO', 'ev chargers', 'Great Lakes Energy Consulting Group Inc.'),
  one('b-ev-charger-re', 'RE', 'ev charger', 'Allegheny Energy Outlet Co.', 'Sells DC fast chargers.'),
  one('b-power-transmission-di', 'DI', 'power transmission', 'Liberty Power Transmission Supply Co.'),
  one('b-power-transmission-re', 'RE', 'power transmission', 'Cascade Power Transmission Outlet LLC'),
  one('b-welding-ex', 'EX', 'welding', 'Frontier Industrial Global Trade Co.'),
  one('b-welders-im', 'IM', 'welders', 'Liberty Industrial Imports Co.', 'Sells stick and TIG welders.'),
  {
    id: 'b-industrial-sensors-di',
    kind: 'businesses',
    businessType: 'DI',
    text: 'industrial sensors',
    note: 'Rocky Mountain sells gas detectors and inspection machines: sensing, not sensors.',
    judgments: {
      'Buckeye Automation Supply Inc.': 3,
      'Rocky Mountain Industrial Supply Corp.': 1,
    },
  },
  one('b-plc-im', 'IM', 'plc', 'Delta Automation Imports LLC'),
  one('b-plc-programming-co', 'CO', 'plc programming', 'Allegheny Automation Consulting Group Co.'),
  one('b-hmi-ma', 'MA', 'hmi', 'Great Lakes Automation Manufacturing Inc.'),
  one('b-great-lakes-ma', 'MA', 'great-lakes', 'Great Lakes Automation Manufacturing Inc.', 'Issue 44.'),
  one('b-great-lakes-co', 'CO', 'great lakes', 'Great Lakes Energy Consulting Group Inc.'),
  one(
    'b-summit-full-name',
    'MA',
    'Summit Machinery Manufacturing Corp.',
    'Summit Machinery Manufacturing Corp.',
  ),
  one('b-summit-ws', 'WS', 'summit', 'Summit Energy Wholesale Corp.'),
  one('b-chesapeak-furniture', 'MA', 'chesapeak furniture', 'Chesapeake Furniture Manufacturing Corp.'),
  one('b-ironwood-di', 'DI', 'ironwood', 'Ironwood Business Services Supply Inc.'),
  one(
    'b-rocky-mountain-go',
    'GO',
    'rocky mountain',
    'Rocky Mountain Power Transmission Development Authority',
  ),
  one('b-lone-star-beauty', 'EX', 'lone star beauty', 'Lone Star Beauty Global Trade Corp.'),
  one('b-baby-clothes-re', 'RE', 'baby clothes', 'Heartland Baby Products Outlet Corp.'),
  one('b-hardwood-flooring-ma', 'MA', 'hardwood flooring', 'Granite Building Products Manufacturing Co.'),
  one('b-yoga-pants-ma', 'MA', 'yoga pants', 'Hudson Valley Apparel Manufacturing Co.', 'What it sells.'),
  one('b-hair-ties-ma', 'MA', 'hair ties', 'Harbor Accessories Manufacturing LLC', 'What it sells.'),
  one('b-hvac-ws', 'WS', 'hvac', 'Buckeye Building Products Wholesale Inc.'),
  one('b-heat-pumps-ws', 'WS', 'heat pumps', 'Buckeye Building Products Wholesale Inc.', 'What it sells.'),
  one('b-staffing-re', 'RE', 'staffing agency', 'Redwood Business Services Outlet Corp.'),
  one('b-lithium-batteries-ws', 'WS', 'lithium batteries', 'Summit Energy Wholesale Corp.', 'What it sells.'),
  one('b-wind-turbines-im', 'IM', 'wind turbines', 'Tidewater Energy Imports Corp.'),
  one('b-capacitors-ws', 'WS', 'capacitors', 'Sierra Electronics Wholesale LLC', 'What it sells.'),
  one('b-sunglasses-im', 'IM', 'sunglasses', 'Heartland Accessories Imports Corp.', 'What it sells.'),
  one('b-denim-in', 'IN', 'denim', 'Lone Star Apparel Capital Partners Corp.'),
  one('b-furniture-hardware-ma', 'MA', 'furniture hardware', 'Chesapeake Furniture Manufacturing Corp.'),
  // What a business sells, in words its name, description and categories do not carry.
  one('b-swimwear-ma', 'MA', 'swimwear', 'Hudson Valley Apparel Manufacturing Co.'),
  one('b-laminate-flooring-ma', 'MA', 'laminate flooring', 'Granite Building Products Manufacturing Co.'),
  one('b-operator-terminals-ma', 'MA', 'operator terminals', 'Great Lakes Automation Manufacturing Inc.'),
  one('b-hair-pins-ma', 'MA', 'hair pins', 'Harbor Accessories Manufacturing LLC'),
  one('b-nebulizers-di', 'DI', 'nebulizers', 'Badger State Medical Supply Co.'),
  one('b-pest-control-di', 'DI', 'pest control', 'Ironwood Business Services Supply Inc.'),
  one('b-ventilation-fans-ws', 'WS', 'ventilation fans', 'Buckeye Building Products Wholesale Inc.'),
  one('b-wheelchairs-im', 'IM', 'wheelchairs', 'Ironwood Medical Imports Inc.'),
  one('b-fuel-cells-re', 'RE', 'fuel cells', 'Allegheny Energy Outlet Co.'),
  one('b-garage-doors-co', 'CO', 'garage doors', 'Chesapeake Building Products Consulting Group Corp.'),
  one('b-defibrillators-go', 'GO', 'defibrillators', 'Pioneer Medical Development Authority'),
  one('b-labeling-machines-ex', 'EX', 'labeling machines', 'Ridgeline Machinery Global Trade Inc.'),
];
