import { businesses, people, products, type Match, type RuledQuery } from './corpus-rules';
import type { Grade } from './judgments';

/**
 * The judged queries over the benchmark corpus (bench/src/generate.ts, BENCH_SCALE=small): a hundred thousand
 * generated products cannot be read, so each query is graded by the generator's ground truth, the taxonomy
 * columns of each row, never by its text. A product of the sub-category asked for is 3, of its family (the
 * category, or named neighbours) 1 or 2. A business has categories but no sub-category: a business of the
 * category asked for is 3 when the query names the category, 2 when it names one sub-category of it.
 */
const COMPRESSORS: [Grade, Match][] = [
  [
    3,
    {
      subs: [
        'Rotary Screw Compressors',
        'Reciprocating Compressors',
        'Centrifugal Compressors',
        'Oil-Free Compressors',
      ],
    },
  ],
  [2, { subs: ['Compressed Air Dryers', 'Compressed Air Filters'] }],
  [1, { categories: ['Compressors & Blowers'] }],
];
const HYDRAULIC_PUMPS: [Grade, Match][] = [
  [3, { subs: ['Hydraulic Pumps'] }],
  // Pumps of other kinds, and the rest of a hydraulic system. Heat, infusion and breast pumps are no answer.
  [1, { categories: ['Hydraulics', 'Pumps'], subs: ['Oilfield Pumps'] }],
];
const COFFEE = [
  'Organic Coffee',
  'Green Coffee Beans',
  'Roasted Coffee',
  'Instant Coffee',
  'Coffee Pods & Capsules',
];

export const benchJudgments: RuledQuery[] = [
  products('bp-centrifugal-pumps', 'centrifugal pumps', [
    [3, { subs: ['Centrifugal Pumps'] }],
    [1, { categories: ['Pumps'] }],
  ]),
  products('bp-hydraulic-pump', 'hydraulic pump', HYDRAULIC_PUMPS),
  products('bp-hydralic-pumps', 'hydralic pumps', HYDRAULIC_PUMPS, 'Misspelled.'),
  products('bp-gear-pump', 'gear pump', [
    [3, { subs: ['Gear Pumps'] }],
    [1, { categories: ['Pumps'], subs: ['Hydraulic Pumps'] }],
  ]),
  products('bp-compresor', 'compresor', COMPRESSORS, 'Issue 44: corrected to "compression".'),
  products('bp-air-compressor', 'air compressor', COMPRESSORS),
  products('bp-heat-pump', 'heat pump', [
    [3, { subs: ['Heat Pumps'] }],
    [1, { categories: ['HVAC'] }],
  ]),
  products('bp-temprature-sensor', 'temprature sensor', [
    [3, { subs: ['Temperature Sensors'] }],
    [2, { subs: ['Temperature Transmitters'] }],
    [1, { categories: ['Industrial Sensors'] }],
  ]),
  products('bp-plc', 'plc', [
    [3, { subs: ['Compact PLCs', 'Modular PLCs', 'Safety PLCs', 'Micro PLCs'] }],
    [2, { categories: ['PLCs & Controllers'] }],
  ]),
  products('bp-safety-plc', 'safety plc', [
    [3, { subs: ['Safety PLCs'] }],
    [2, { subs: ['Compact PLCs', 'Modular PLCs', 'Micro PLCs'] }],
    [1, { categories: ['PLCs & Controllers'], subs: ['Safety Relays'] }],
  ]),
  products('bp-ev-charger', 'ev charger', [
    [3, { subs: ['Level 2 EV Chargers', 'DC Fast Chargers'] }],
    [1, { subs: ['Charge Management Software', 'Battery Chargers'] }],
  ]),
  products('bp-v-belts', 'v belts', [
    [3, { subs: ['V-Belts'] }],
    [1, { categories: ['Belts & Pulleys'] }],
  ]),
  products('bp-variable-frequency-drive', 'variable frequency drive', [
    [3, { subs: ['Variable Frequency Drives'] }],
    [1, { categories: ['Drives & Motor Control'] }],
  ]),
  products('bp-lithium-ion-battery', 'lithium ion battery', [
    [3, { subs: ['Lithium-Ion Batteries'] }],
    [2, { subs: ['Battery Energy Storage Systems'] }],
    [1, { categories: ['Energy Storage'], subs: ['Solar Batteries'] }],
  ]),
  products('bp-mig-welder', 'mig welder', [
    [3, { subs: ['MIG Welders'] }],
    [2, { subs: ['TIG Welders', 'Stick Welders'] }],
    [1, { categories: ['Welding & Cutting'] }],
  ]),
  products('bp-coffee', 'coffee', [
    [3, { subs: COFFEE }],
    [1, { categories: ['Coffee & Tea'] }],
  ]),
  products('bp-stainles-steel-tubes', 'stainles steel tubes', [
    [3, { subs: ['Stainless Steel Tubes'] }],
    [1, { categories: ['Steel & Metal Products'] }],
  ]),
  products('bp-solar-panel', 'solar panel', [
    [3, { subs: ['Solar Panels'] }],
    [1, { categories: ['Solar Energy'] }],
  ]),
  products('bp-industrial-robots', 'industrial robots', [
    [
      3,
      {
        subs: [
          'Articulated Robots',
          'SCARA Robots',
          'Collaborative Robots',
          'Delta Robots',
          'Cartesian Robots',
        ],
      },
    ],
    [2, { subs: ['Robot Grippers & End Effectors', 'Robot Controllers'] }],
  ]),
  products('bp-pcb-assembly', 'pcb assembly', [
    [3, { subs: ['PCB Assembly Services'] }],
    [2, { subs: ['Box Build Assembly'] }],
    [1, { categories: ['PCBs & Assembly'] }],
  ]),
  products('bp-baby-stroller', 'baby stroller', [
    [3, { subs: ['Strollers'] }],
    [2, { subs: ['Travel Systems'] }],
    [1, { categories: ['Strollers & Car Seats'] }],
  ]),
  products('bp-power-transmission', 'power transmission', [[3, { industries: ['Power Transmission'] }]]),
  products('bp-ball-bearing', 'ball bearing', [
    [3, { subs: ['Ball Bearings'] }],
    [1, { categories: ['Bearings'] }],
  ]),

  businesses('bb-pumps-ma', 'MA', 'pumps', [
    [3, { categories: ['Pumps'] }],
    [1, { categories: ['Hydraulics'] }],
  ]),
  businesses('bb-centrifugal-pumps-ma', 'MA', 'centrifugal pumps', [[2, { categories: ['Pumps'] }]]),
  businesses('bb-hydralic-pumps-ma', 'MA', 'hydralic pumps', [
    [2, { categories: ['Hydraulics'] }],
    [1, { categories: ['Pumps'] }],
  ]),
  businesses('bb-hydraulics-di', 'DI', 'hydraulics', [[3, { categories: ['Hydraulics'] }]]),
  businesses('bb-plc-di', 'DI', 'plc', [
    [3, { categories: ['PLCs & Controllers'] }],
    [1, { industries: ['Automation'] }],
  ]),
  businesses('bb-coffee-di', 'DI', 'coffee', [[2, { categories: ['Coffee & Tea'] }]]),
  businesses('bb-welding-ex', 'EX', 'welding', [[3, { categories: ['Welding & Cutting'] }]]),
  businesses('bb-compresor-ma', 'MA', 'compresor', [[3, { categories: ['Compressors & Blowers'] }]]),
  businesses('bb-energy-storage-ws', 'WS', 'energy storage', [
    [3, { categories: ['Energy Storage'] }],
    [1, { industries: ['Energy'] }],
  ]),
  businesses('bb-ev-charging-co', 'CO', 'ev charging', [[3, { categories: ['EV Charging & Hydrogen'] }]]),
  businesses('bb-medical-equipment-im', 'IM', 'medical equipment', [
    [3, { categories: ['Medical Equipment'] }],
    [1, { industries: ['Health Care'] }],
  ]),

  people('bu-michael-smith', 'Michael Smith', { first: 'Michael', last: 'Smith' }),
  people('bu-garcia', 'garcia', { last: 'Garcia' }),
  people('bu-micheal-johnson', 'micheal johnson', { first: 'Michael', last: 'Johnson' }, 'Misspelled.'),
];
