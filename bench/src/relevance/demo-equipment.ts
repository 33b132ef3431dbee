import { all, type JudgedQuery } from './judgments';

/** Every product of the Power Transmission industry in the demo set. */
const POWER_TRANSMISSION = [
  'CS-859 Elite Sheaves & Pulleys',
  'LS-134 Classic Sheaves & Pulleys',
  'LS-745 Pro Sheaves & Pulleys',
  'LT-767 Classic Timing Belts',
  'CV-423 Classic V-Belts',
  'LV-409 Elite V-Belts',
  'CD-910 Elite Disc Couplings',
  'OE-139 Elite Electromagnetic Clutches',
  'OG-365 Elite Gear Couplings',
  'OI-574 Elite Industrial Brakes',
  'CU-878 Elite Universal Joints',
  'CM-165 Series Motor Control Centers',
  'RM-598 Pro Motor Control Centers',
  'RM-934 Pro Motor Protection Relays',
  'CR-220 HD Regenerative Drives',
  'RR-232 Series Regenerative Drives',
  'RR-803 Select Regenerative Drives',
  'RV-733 HD Variable Frequency Drives',
  'OL-659 Pro Lead Screws',
  'OL-374 Classic Linear Shafts',
  'OL-508 Classic Linear Shafts',
];

/** Product searches for equipment and parts, in product words and a category's words. */
export const demoEquipmentQueries: JudgedQuery[] = [
  {
    id: 'p-ev-charger',
    kind: 'products',
    text: 'ev charger',
    judgments: {
      'GL-258 Series Level 2 EV Chargers': 3,
      'AD-872 Select DC Fast Chargers': 3,
      'GC-315 Series Charge Management Software': 1,
      'GC-403 Select Charge Management Software': 1,
    },
  },
  {
    id: 'p-ev-charging',
    kind: 'products',
    text: 'ev charging',
    note: 'The words of the category EV Charging & Hydrogen; the hydrogen products are not EV charging.',
    judgments: {
      'GL-258 Series Level 2 EV Chargers': 3,
      'AD-872 Select DC Fast Chargers': 3,
      'GC-315 Series Charge Management Software': 2,
      'GC-403 Select Charge Management Software': 2,
    },
  },
  {
    id: 'p-power-transmission',
    kind: 'products',
    text: 'power transmission',
    note: 'The name of an industry: every product in it. A transformer is electrical power transmission.',
    judgments: { ...all(3, POWER_TRANSMISSION), 'TP-559 Pro Power Transformers': 1 },
  },
  {
    id: 'p-v-belt',
    kind: 'products',
    text: 'v belt',
    judgments: {
      'CV-423 Classic V-Belts': 3,
      'LV-409 Elite V-Belts': 3,
      'LT-767 Classic Timing Belts': 2,
      ...all(1, [
        'CS-859 Elite Sheaves & Pulleys',
        'LS-134 Classic Sheaves & Pulleys',
        'LS-745 Pro Sheaves & Pulleys',
      ]),
    },
  },
  {
    id: 'p-shaft-coupling',
    kind: 'products',
    text: 'shaft coupling',
    judgments: {
      'CD-910 Elite Disc Couplings': 3,
      'OG-365 Elite Gear Couplings': 3,
      'CU-878 Elite Universal Joints': 2,
      'OE-139 Elite Electromagnetic Clutches': 1,
    },
  },
  {
    id: 'p-vfd',
    kind: 'products',
    text: 'vfd',
    note: 'The usual abbreviation of variable frequency drive.',
    judgments: {
      'RV-733 HD Variable Frequency Drives': 3,
      ...all(2, [
        'CR-220 HD Regenerative Drives',
        'RR-232 Series Regenerative Drives',
        'RR-803 Select Regenerative Drives',
      ]),
      ...all(1, [
        'CM-165 Series Motor Control Centers',
        'RM-598 Pro Motor Control Centers',
        'RM-934 Pro Motor Protection Relays',
      ]),
    },
  },
  {
    id: 'p-lithium-battery',
    kind: 'products',
    text: 'lithium battery',
    note: 'Battery storage systems are built of lithium-ion cells as a rule.',
    judgments: {
      'SL-459 Select Lithium-Ion Batteries': 3,
      'SL-627 Pro Lithium-Ion Batteries': 3,
      'SB-781 HD Battery Energy Storage Systems': 2,
      'TB-367 HD Battery Energy Storage Systems': 2,
      ...all(1, [
        'SB-729 Plus Battery Management Systems',
        'SL-319 Plus Lead-Acid Batteries',
        'SL-462 Series Lead-Acid Batteries',
        'TF-988 Pro Flow Batteries',
      ]),
    },
  },
  {
    id: 'p-solar-inverter',
    kind: 'products',
    text: 'solar inverter',
    judgments: { 'AS-576 Select Solar Inverters': 3, 'AS-245 Elite Solar Water Heaters': 1 },
  },
  {
    id: 'p-pcb',
    kind: 'products',
    text: 'pcb',
    judgments: {
      'KF-261 Elite Flexible PCBs': 3,
      'KR-730 Series Rigid-Flex PCBs': 3,
      'KB-964 Pro Box Build Assembly': 2,
      'RS-809 Max Solder Paste & Stencils': 1,
    },
  },
  {
    id: 'p-3d-printer',
    kind: 'products',
    text: '3d printer',
    judgments: {
      'FI-551 Elite Industrial 3D Printers': 3,
      'FM-158 Max Metal 3D Printers': 3,
      'F3-355 Classic 3D Printing Resins': 1,
    },
  },
  {
    id: 'p-cnc-machining',
    kind: 'products',
    text: 'cnc machining',
    judgments: {
      'RC-918 HD CNC Machining Services': 3,
      'RC-359 HD Contract Manufacturing': 1,
      'RC-617 Max Contract Manufacturing': 1,
    },
  },
  {
    id: 'p-lab-balance',
    kind: 'products',
    text: 'lab balance',
    note: 'The usual short form of laboratory.',
    judgments: {
      'LL-481 Select Laboratory Balances': 3,
      'LL-786 Max Laboratory Balances': 3,
      'LC-253 HD Centrifuges': 1,
    },
  },
  {
    id: 'p-packaging-machine',
    kind: 'products',
    text: 'packaging machine',
    judgments: { 'RF-494 HD Form Fill Seal Machines': 3, 'RL-326 Plus Labeling Machines': 2 },
  },
  {
    id: 'p-wind-turbine',
    kind: 'products',
    text: 'wind turbine',
    judgments: {
      'TU-662 Elite Utility-Scale Wind Turbines': 3,
      'TU-944 Plus Utility-Scale Wind Turbines': 3,
    },
  },
];
