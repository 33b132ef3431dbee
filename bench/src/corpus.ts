import { industries } from '@tradeforge/db/reference';

/**
 * Word material for generated businesses and products, taken from the industry taxonomy so that searches hit the
 * same vocabulary real listings use. Choices follow a Zipf-like distribution: a few words are very common, most
 * are rare, as in real catalogues.
 */
export interface Leaf {
  industryId: string;
  categoryId: string;
  categoryName: string;
  subCategoryId: string;
  subCategoryName: string;
}

export const leaves: Leaf[] = industries.flatMap((industry) =>
  industry.categories.flatMap((category) =>
    category.subCategories.map((sub) => ({
      industryId: industry.id,
      categoryId: category.id,
      categoryName: category.name,
      subCategoryId: sub.id,
      subCategoryName: sub.name,
    })),
  ),
);

export const MODIFIERS = [
  'Industrial',
  'Heavy-Duty',
  'Stainless',
  'Compact',
  'High-Pressure',
  'Precision',
  'Automatic',
  'Modular',
  'Portable',
  'Explosion-Proof',
  'Food-Grade',
  'Low-Noise',
  'Smart',
  'Digital',
  'Variable-Speed',
  'Custom',
  'Galvanized',
  'Corrosion-Resistant',
  'Energy-Efficient',
  'Certified',
  'Marine-Grade',
  'Cryogenic',
];
const CITIES = [
  'Houston',
  'Chicago',
  'Detroit',
  'Tampa',
  'Phoenix',
  'Denver',
  'Atlanta',
  'Cleveland',
  'Milwaukee',
  'Dallas',
  'Portland',
  'Charlotte',
  'Nashville',
  'Omaha',
  'Tulsa',
  'Pittsburgh',
  'Columbus',
  'Wichita',
  'Boise',
  'Reno',
  'Monterrey',
  'Toronto',
  'Hamburg',
  'Lyon',
  'Turin',
  'Osaka',
  'Shenzhen',
  'Pune',
  'Curitiba',
  'Valencia',
];
const SUFFIXES = [
  'Inc.',
  'LLC',
  'Co.',
  'Industries',
  'Group',
  'Manufacturing',
  'Supply',
  'Systems',
  'Works',
  'Corp.',
];
const PHRASES = [
  'built to order for OEM and aftermarket customers',
  'with ISO 9001 certified quality control',
  'shipped worldwide from our own warehouse',
  'with engineering support and spare parts',
  'for continuous duty in harsh environments',
  'available with private label packaging',
  'tested to ANSI and DIN standards',
  'with short lead times on stock items',
];
export const BUSINESS_TYPES = ['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'];
export const COUNTRIES = [
  'US',
  'US',
  'US',
  'US',
  'CA',
  'MX',
  'DE',
  'IT',
  'CN',
  'IN',
  'BR',
  'ES',
  'FR',
  'JP',
  'GB',
];

/** People's names, most common first (US census order), drawn Zipf-like as the rest of the corpus is. */
export const FIRST_NAMES = (
  'Michael David John James Robert William Mary Jennifer Linda Patricia Richard Joseph Thomas Christopher Daniel ' +
  'Elizabeth Barbara Susan Jessica Sarah Matthew Anthony Mark Donald Steven Karen Nancy Lisa Betty Sandra Paul ' +
  'Andrew Joshua Kenneth Kevin Ashley Emily Donna Michelle Carol'
).split(' ');
export const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis ' +
  'Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores'
).split(' ');

/** Deterministic pseudo-random numbers, so two runs generate the same corpus. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  /** Zipf-like: index i is chosen with weight 1/(i+1). */
  const zipf = <T>(list: readonly T[]) =>
    list[Math.min(list.length - 1, Math.floor(Math.exp(next() * Math.log(list.length + 1)) - 1))]!;
  return { next, pick, zipf };
}

export type Random = ReturnType<typeof createRandom>;

export function companyName(random: Random, leaf: Leaf) {
  const core = leaf.categoryName.replace(/&/g, 'and').split(' ')[0];
  return `${random.pick(CITIES)} ${core} ${random.pick(SUFFIXES)}`;
}

export function productName(random: Random, leaf: Leaf) {
  const model = `${String.fromCharCode(65 + Math.floor(random.next() * 26))}${Math.floor(random.next() * 900 + 100)}`;
  return `${random.zipf(MODIFIERS)} ${leaf.subCategoryName} ${model}`;
}

export function description(random: Random, leaf: Leaf) {
  return `${leaf.subCategoryName} and ${leaf.categoryName.toLowerCase()} ${random.pick(PHRASES)}, ${random.pick(PHRASES)}.`;
}
