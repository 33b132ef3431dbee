import type { ProductBody } from '@tradeforge/contracts';
import type { DemoCompany } from './companies';
import type { Drawing } from './drawings/sources';
import { kindOf } from './category-kinds';
import { planTerms } from './product-terms';
import type { Random } from './random';

/** Industries whose products are machines, parts and materials (the first six and construction); the rest are goods. */
const TECHNICAL = new Set(['0001', '0002', '0003', '0004', '0005', '0006', '0014']);

type SpecMaker = (random: Random) => string;
const TECHNICAL_SPECS: [string, SpecMaker][] = [
  [
    'Material',
    (r) =>
      r.pick([
        '304 stainless steel',
        '6061-T6 aluminum',
        'Ductile iron',
        'Glass-filled nylon',
        'Carbon steel, zinc plated',
      ]),
  ],
  [
    'Operating voltage',
    (r) => r.pick(['24 V DC', '120 V AC, 60 Hz', '208-230 V AC, 3 phase', '480 V AC, 3 phase']),
  ],
  ['Operating temperature', (r) => `${r.pick([-40, -20, -10, 0])} to ${r.pick([60, 85, 120, 200])} °F`],
  ['Enclosure rating', (r) => r.pick(['NEMA 4X', 'NEMA 12', 'IP65', 'IP67', 'NEMA 1'])],
  ['Weight', (r) => `${r.int(2, 900)} lb`],
  ['Dimensions (L x W x H)', (r) => `${r.int(4, 60)} x ${r.int(4, 40)} x ${r.int(2, 30)} in`],
  ['Certifications', (r) => r.pick(['UL Listed', 'UL 508A, CSA', 'CE, RoHS', 'ASME, CRN', 'NSF/ANSI 61'])],
  [
    'Warranty',
    (r) => {
      const years = r.int(1, 5);
      return `${years} ${years === 1 ? 'year' : 'years'} parts and labor`;
    },
  ],
  ['Country of origin', () => 'United States'],
];
const GOODS_SPECS: [string, SpecMaker][] = [
  [
    'Material',
    (r) =>
      r.pick([
        '100% organic cotton',
        'Recycled polyester',
        'Solid white oak',
        'Food-grade silicone',
        'Full-grain leather',
        'BPA-free polypropylene',
      ]),
  ],
  [
    'Available sizes',
    (r) => r.pick(['S, M, L, XL, 2XL', 'One size', '12 oz, 24 oz, 64 oz', 'Twin, Full, Queen, King']),
  ],
  ['Colors', (r) => r.pick(['Black, navy, heather gray', 'Natural, walnut', 'Clear', 'White, sage, sand'])],
  ['Pack size', (r) => `${r.pick([6, 12, 24, 48, 100])} units per case`],
  ['Shelf life', (r) => `${r.int(6, 36)} months`],
  [
    'Certifications',
    (r) =>
      r.pick([
        'FDA registered facility',
        'USDA Organic',
        'OEKO-TEX Standard 100',
        'CPSIA compliant',
        'GMP certified',
      ]),
  ],
  ['Care', (r) => r.pick(['Machine wash cold', 'Wipe clean with a damp cloth', 'Dishwasher safe'])],
  ['Country of origin', () => 'United States'],
];
const COMMON_SPECS: [string, SpecMaker][] = [
  ['Private label', (r) => r.pick(['Available', 'Available from 1,000 units', 'Not available'])],
];
const LEAD_TIMES = [
  'Ships in 24 hours',
  '3-5 business days',
  '1-2 weeks',
  '2-3 weeks',
  '4-6 weeks',
  '6-8 weeks',
];
const SERIES = ['Series', 'Pro', 'HD', 'Select', 'Max', 'Plus', 'Elite', 'Classic'];

export interface DemoProduct {
  body: Omit<ProductBody, 'mainImage'>;
  /** The line drawing of its kind, its main image. */
  drawing: Drawing;
}

/** One product of a company, from one of its categories and a subcategory of it. */
export function planProduct(company: DemoCompany, index: number, random: Random): DemoProduct {
  const category = company.categories[index % company.categories.length]!;
  const sub = random.pick(category.subCategories);
  const model =
    `${company.companyName.slice(0, 1)}${sub.name.slice(0, 1)}-${random.int(100, 990)}`.toUpperCase();
  const name = `${model} ${random.pick(SERIES)} ${sub.name}`.slice(0, 120);
  const technical = TECHNICAL.has(company.industry.id);
  const kind = kindOf(category.id, sub.name);
  const pool = technical ? TECHNICAL_SPECS : GOODS_SPECS;
  const specs = [
    ['Model', () => model] as [string, SpecMaker],
    ...random.sample([...pool, ...COMMON_SPECS], random.int(2, 7)),
  ].map(([key, make]) => ({ key, value: make(random) }));
  const description = [
    `${sub.name} from ${company.companyName}, part of our ${category.name} line.`,
    `The ${model} is built for ${random.pick(['continuous duty', 'high-volume buyers', 'demanding job sites', 'everyday professional use', 'retail and e-commerce programs'])} ` +
      `and ships from ${company.place.city}, ${company.place.state}.`,
    `Request a quote for volume pricing, samples or custom configurations.`,
  ].join(' ');
  const words = sub.name
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/[\s/,-]+/)
    .filter((word) => word.length > 2);
  return {
    drawing: kind.drawing,
    body: {
      name,
      keywords: [...new Set([...words, category.name.toLowerCase().slice(0, 40), model.toLowerCase()])].slice(
        0,
        8,
      ),
      description,
      industryId: company.industry.id,
      categoryId: category.id,
      subCategoryId: sub.id,
      leadTime: random.pick(LEAD_TIMES),
      stock: random.chance(0.7),
      specs,
      images: [],
      videos: [],
      ...planTerms(kind, company.place, random),
    },
  };
}
