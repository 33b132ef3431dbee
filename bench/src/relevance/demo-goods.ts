import { all, type JudgedQuery } from './judgments';

const CAR_SEATS = {
  'OI-929 Plus Infant Car Seats': 3,
  'OC-706 Pro Convertible Car Seats': 3,
  // A booster is a car seat for an older child; a travel system is a stroller with an infant car seat.
  'OB-625 Plus Booster Seats': 2,
  'OT-241 Pro Travel Systems': 2,
} as const;
const TEAS = [
  'PB-260 Pro Black Tea',
  'PB-529 Series Black Tea',
  'PG-583 Select Green Tea',
  'PH-876 Elite Herbal Tea',
  'MH-732 Max Herbal Tea',
];

/** Product searches for safety wear, consumer goods and services. */
export const demoGoodsQueries: JudgedQuery[] = [
  {
    id: 'p-safety-glasses',
    kind: 'products',
    text: 'safety glasses',
    judgments: {
      'HS-312 Classic Safety Glasses': 3,
      'HS-761 Series Safety Glasses': 3,
      'RP-626 Plus Personal Protective Equipment': 2,
      ...all(1, [
        'HS-362 HD Sunglasses',
        'HS-368 Elite Sunglasses',
        'HB-574 HD Blue Light Glasses',
        'HB-808 Plus Blue Light Glasses',
      ]),
    },
  },
  {
    id: 'p-ppe',
    kind: 'products',
    text: 'ppe',
    note: 'The abbreviation of personal protective equipment; safety glasses are PPE.',
    judgments: {
      'RP-626 Plus Personal Protective Equipment': 3,
      'HS-312 Classic Safety Glasses': 2,
      'HS-761 Series Safety Glasses': 2,
    },
  },
  {
    id: 'p-coffee',
    kind: 'products',
    text: 'coffee',
    note: 'Teas share the category Coffee & Tea: a near miss.',
    judgments: {
      ...all(3, [
        'PG-967 Classic Green Coffee Beans',
        'PI-400 Pro Instant Coffee',
        'PR-404 Pro Roasted Coffee',
      ]),
      ...all(1, TEAS),
    },
  },
  {
    id: 'p-coffee-beans',
    kind: 'products',
    text: 'coffee beans',
    judgments: {
      'PG-967 Classic Green Coffee Beans': 3,
      'PR-404 Pro Roasted Coffee': 2,
      'PI-400 Pro Instant Coffee': 1,
    },
  },
  { id: 'p-car-seat', kind: 'products', text: 'car seat', judgments: CAR_SEATS },
  {
    id: 'p-carseat',
    kind: 'products',
    text: 'carseat',
    note: 'Two words typed as one.',
    judgments: CAR_SEATS,
  },
  {
    id: 'p-diapers',
    kind: 'products',
    text: 'diapers',
    judgments: {
      'BD-877 Plus Disposable Diapers': 3,
      ...all(1, ['BB-437 Classic Baby Wipes', 'BB-642 Plus Baby Wipes', 'BC-685 Series Changing Tables']),
    },
  },
  {
    id: 'p-sunglasses',
    kind: 'products',
    text: 'sunglasses',
    judgments: {
      'HS-362 HD Sunglasses': 3,
      'HS-368 Elite Sunglasses': 3,
      ...all(1, [
        'HB-574 HD Blue Light Glasses',
        'HB-808 Plus Blue Light Glasses',
        'HS-312 Classic Safety Glasses',
        'HS-761 Series Safety Glasses',
        'HE-141 Plus Eyeglass Cases',
      ]),
    },
  },
  {
    id: 'p-hospital-bed',
    kind: 'products',
    text: 'hospital bed',
    note: 'Beds for the bedroom are no answer.',
    judgments: {
      'IH-857 Max Hospital Beds': 3,
      'IE-942 Max Examination Tables': 1,
      'IB-179 Series Bedside Cabinets': 1,
    },
  },
  {
    id: 'p-wheelchair',
    kind: 'products',
    text: 'wheelchair',
    judgments: { 'IW-238 Elite Wheelchairs': 3 },
  },
  {
    id: 'p-kitchen-cabinets',
    kind: 'products',
    text: 'kitchen cabinets',
    judgments: {
      'BK-115 HD Kitchen Cabinets': 3,
      'BK-768 Classic Kitchen Cabinets': 3,
      'GS-492 Elite Storage Cabinets': 1,
    },
  },
  {
    id: 'p-jeans',
    kind: 'products',
    text: 'jeans',
    judgments: {
      ...all(3, ['LJ-114 HD Jeans', 'LJ-729 Pro Jeans', 'LJ-836 Elite Jeans']),
      'LD-836 Pro Denim Shorts': 2,
      ...all(1, ['LD-344 Max Denim Fabric', 'LD-552 Elite Denim Fabric', 'CW-881 Max Work Pants']),
    },
  },
  {
    id: 'p-blank-t-shirts',
    kind: 'products',
    text: 'blank t shirts',
    judgments: {
      'RB-757 Select Blank T-Shirts': 3,
      'RO-775 Select Organic Cotton Basics': 2,
      ...all(1, ['RT-267 Max Tank Tops', 'RH-601 Series Hoodies & Sweatshirts']),
    },
  },
  {
    id: 'p-tshirt',
    kind: 'products',
    text: 'tshirt',
    note: 'T-shirt typed without its dash; organic cotton basics are mostly tees.',
    judgments: {
      'RB-757 Select Blank T-Shirts': 3,
      'RO-775 Select Organic Cotton Basics': 2,
      ...all(1, [
        'RT-267 Max Tank Tops',
        'RH-601 Series Hoodies & Sweatshirts',
        'HS-227 Select Sports Jerseys',
      ]),
    },
  },
  {
    id: 'p-makeup-brush',
    kind: 'products',
    text: 'makeup brush',
    judgments: {
      ...all(3, ['CM-245 Series Makeup Brushes', 'PM-517 HD Makeup Brushes', 'PM-551 Select Makeup Brushes']),
      ...all(1, ['CF-543 HD Foundations', 'PE-282 Pro Eyeshadows']),
    },
  },
  {
    id: 'p-perfume',
    kind: 'products',
    text: 'perfume',
    judgments: {
      'NP-882 Max Perfumes': 3,
      'NC-613 Elite Colognes': 2,
      'NB-619 Classic Body Mists': 2,
    },
  },
  {
    id: 'p-dropper-bottles',
    kind: 'products',
    text: 'dropper bottles',
    judgments: {
      ...all(3, [
        'CD-929 Elite Dropper Bottles',
        'LD-261 Elite Dropper Bottles',
        'ND-598 Plus Dropper Bottles',
      ]),
      ...all(1, ['LC-483 Select Cosmetic Jars', 'NS-455 Select Sample Vials']),
    },
  },
  {
    id: 'p-commercial-cleaning',
    kind: 'products',
    text: 'commercial cleaning',
    judgments: {
      'IC-399 Classic Commercial Cleaning': 3,
      ...all(1, ['IP-463 HD Pest Control', 'IP-931 Max Pest Control']),
    },
  },
];
