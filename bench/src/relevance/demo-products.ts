import { all, type JudgedQuery } from './judgments';

const PUMPS = [
  'SG-333 Series Gear Pumps',
  'SP-339 Elite Peristaltic Pumps',
  'SP-566 Select Progressive Cavity Pumps',
  'GS-223 Series Submersible Pumps',
  'SS-580 Select Submersible Pumps',
  'SV-961 Plus Vacuum Pumps',
  'GO-894 Series Oilfield Pumps',
];
const SENSORS = [
  'BL-428 Plus Level Sensors',
  'BU-721 Classic Ultrasonic Sensors',
  'BU-985 Select Ultrasonic Sensors',
  'BF-198 Max Flow Sensors',
  'BF-736 Select Flow Sensors',
  'BT-839 Max Temperature Sensors',
  'BP-487 Pro Photoelectric Sensors',
];
const WELDERS = [
  'CM-585 Classic MIG Welders',
  'FM-990 Elite MIG Welders',
  'CS-688 Plus Stick Welders',
  'LS-305 Max Stick Welders',
  'LT-512 Pro TIG Welders',
];
const WELDING_SUNDRIES = all(1, [
  'FW-569 Series Welding Consumables',
  'CW-493 Max Welding Fume Extractors',
  'FP-775 Select Plasma Cutters',
]);
/** The products whose Material spec is 304 stainless steel (the demo draws specs at random). */
const STAINLESS = [
  'BL-428 Plus Level Sensors',
  'BU-985 Select Ultrasonic Sensors',
  'CR-405 HD Ribbon Cables',
  'CW-493 Max Welding Fume Extractors',
  'FA-705 Select AC-DC Power Supplies',
  'FI-551 Elite Industrial 3D Printers',
  'KF-261 Elite Flexible PCBs',
  'KI-935 Plus IoT Platforms',
  'KP-413 Pro Pressure Gauges',
  'KP-612 Elite Process Analyzers',
  'RP-626 Plus Personal Protective Equipment',
  'RS-809 Max Solder Paste & Stencils',
  'SB-729 Plus Battery Management Systems',
  'SC-493 HD Capacitors',
  'SI-866 Pro Integrated Circuits',
  'SL-462 Series Lead-Acid Batteries',
  'SP-566 Select Progressive Cavity Pumps',
];

/** Product searches for pumps, welders and sensors over the demo data, with model numbers and misspellings. */
export const demoProductQueries: JudgedQuery[] = [
  {
    id: 'p-hydraulic-pump',
    kind: 'products',
    text: 'hydraulic pump',
    note: 'Issue 44: heat pumps ranked above hydraulic ones. No hydraulic pump is listed; gear pumps are the usual one.',
    judgments: {
      ...all(1, [...PUMPS, 'GH-539 Elite Hydraulic Filters', 'GH-404 Plus Hydraulic Hoses & Fittings']),
      'SG-333 Series Gear Pumps': 2,
    },
  },
  {
    id: 'p-pumps',
    kind: 'products',
    text: 'pumps',
    note: 'A heat pump is an HVAC appliance, not what a buyer of pumps means.',
    judgments: { ...all(3, PUMPS), 'BH-586 Max Heat Pumps': 1, 'BH-633 Select Heat Pumps': 1 },
  },
  {
    id: 'p-heat-pump',
    kind: 'products',
    text: 'heat pump',
    judgments: {
      'BH-586 Max Heat Pumps': 3,
      'BH-633 Select Heat Pumps': 3,
      ...all(1, [
        'BA-112 Select Air Conditioners',
        'BA-589 Plus Air Conditioners',
        'BF-985 Classic Furnaces & Boilers',
      ]),
    },
  },
  {
    id: 'p-centrifugal-pump',
    kind: 'products',
    text: 'centrifugal pump',
    note: 'None listed; submersible pumps are centrifugal pumps as a rule.',
    judgments: {
      ...all(1, PUMPS),
      'SS-580 Select Submersible Pumps': 2,
      'GS-223 Series Submersible Pumps': 2,
    },
  },
  {
    id: 'p-vacuum-pump',
    kind: 'products',
    text: 'vacuum pump',
    judgments: { ...all(1, PUMPS), 'SV-961 Plus Vacuum Pumps': 3 },
  },
  {
    id: 'p-stainless-pump',
    kind: 'products',
    text: 'stainless steel pump',
    note: 'Only the progressive cavity pump is of 304 stainless steel (its Material spec).',
    judgments: { ...all(1, PUMPS), 'SP-566 Select Progressive Cavity Pumps': 3 },
  },
  {
    id: 'p-stainles-steel',
    kind: 'products',
    text: 'stainles steel',
    note: 'Misspelled; the answers are the products whose Material spec is 304 stainless steel.',
    judgments: all(2, STAINLESS),
  },
  {
    id: 'p-model-bh-633',
    kind: 'products',
    text: 'BH-633',
    note: 'A model number as printed; the other heat pump of the line is a near miss.',
    judgments: { 'BH-633 Select Heat Pumps': 3, 'BH-586 Max Heat Pumps': 1 },
  },
  {
    id: 'p-model-bh633',
    kind: 'products',
    text: 'bh633',
    note: 'The same model number typed without its dash.',
    judgments: { 'BH-633 Select Heat Pumps': 3, 'BH-586 Max Heat Pumps': 1 },
  },
  {
    id: 'p-model-sg-333-space',
    kind: 'products',
    text: 'sg 333',
    judgments: { 'SG-333 Series Gear Pumps': 3 },
  },
  {
    id: 'p-model-gi251',
    kind: 'products',
    text: 'gi251',
    judgments: {
      'GI-251 Plus Industrial Panel PCs': 3,
      'GO-128 Pro Operator Terminals': 1,
      'GO-453 Max Operator Terminals': 1,
    },
  },
  {
    id: 'p-model-tu-944',
    kind: 'products',
    text: 'TU-944',
    judgments: {
      'TU-944 Plus Utility-Scale Wind Turbines': 3,
      'TU-662 Elite Utility-Scale Wind Turbines': 1,
    },
  },
  {
    id: 'p-hydralic-hose',
    kind: 'products',
    text: 'hydralic hose',
    judgments: { 'GH-404 Plus Hydraulic Hoses & Fittings': 3, 'GH-539 Elite Hydraulic Filters': 2 },
  },
  {
    id: 'p-welders',
    kind: 'products',
    text: 'welders',
    judgments: { ...all(3, WELDERS), ...WELDING_SUNDRIES },
  },
  {
    id: 'p-tig-welder',
    kind: 'products',
    text: 'tig welder',
    judgments: { ...all(2, WELDERS), ...WELDING_SUNDRIES, 'LT-512 Pro TIG Welders': 3 },
  },
  {
    id: 'p-mig-weldr',
    kind: 'products',
    text: 'mig weldr',
    judgments: {
      ...all(2, WELDERS),
      ...WELDING_SUNDRIES,
      'CM-585 Classic MIG Welders': 3,
      'FM-990 Elite MIG Welders': 3,
    },
  },
  {
    id: 'p-level-sensor',
    kind: 'products',
    text: 'level sensor',
    judgments: { ...all(1, SENSORS), 'BL-428 Plus Level Sensors': 3 },
  },
  {
    id: 'p-temprature-sensor',
    kind: 'products',
    text: 'temprature sensor',
    judgments: { ...all(1, SENSORS), 'BT-839 Max Temperature Sensors': 3 },
  },
];
