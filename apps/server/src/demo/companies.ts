import { PRODUCT_LIMITS, type SubscriptionTier, withArticle } from '@tradeforge/contracts';
import { industries, type CategorySeed, type IndustrySeed } from '@tradeforge/db/reference';
import { PLACES, type Place } from './places';
import type { Random } from './random';

export const DEMO_BUSINESS_TYPES = ['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'] as const;
type DemoBusinessType = (typeof DEMO_BUSINESS_TYPES)[number];

interface TypeWords {
  noun: string;
  suffix: string;
  /** What it does with its categories, and for whom: "designs and builds" + "for customers across ...". */
  verb: string;
  reach: string;
  /** The sentence of the long description that lists sub-categories, and its last paragraph. */
  offer: string;
  closing: (city: string) => string;
}

const TYPE_WORDS: Record<DemoBusinessType, TypeWords> = {
  MA: {
    noun: 'manufacturer',
    suffix: 'Manufacturing',
    verb: 'designs and builds',
    reach: 'for customers across the United States',
    offer: 'Our catalog covers',
    closing: (city) =>
      `We work with OEMs, contractors and distributors, answer quote requests within one business day and ship from our ${city} plant.`,
  },
  DI: {
    noun: 'distributor',
    suffix: 'Supply',
    verb: 'stocks and distributes',
    reach: 'for customers across the United States',
    offer: 'Our catalog covers',
    closing: (city) =>
      `We keep stock in our ${city} warehouse, answer quote requests within one business day and ship most orders the same week.`,
  },
  WS: {
    noun: 'wholesaler',
    suffix: 'Wholesale',
    verb: 'sells',
    reach: 'in volume to retailers, contractors and resellers',
    offer: 'Our catalog covers',
    closing: (city) =>
      `We sell by the pallet and by the truckload from our ${city} warehouse and answer quote requests within one business day.`,
  },
  IM: {
    noun: 'importer',
    suffix: 'Imports',
    verb: 'imports and certifies',
    reach: 'for buyers across the United States',
    offer: 'Our catalog covers',
    closing: (city) =>
      `We handle customs, testing and certification, keep stock in ${city} and answer quote requests within one business day.`,
  },
  EX: {
    noun: 'exporter',
    suffix: 'Global Trade',
    verb: 'exports',
    reach: 'to buyers in Latin America, Europe and Asia',
    offer: 'Our catalog covers',
    closing: (city) =>
      `We handle the export paperwork, freight and insurance from ${city} and quote in US dollars within one business day.`,
  },
  RE: {
    noun: 'retailer',
    suffix: 'Outlet',
    verb: 'sells',
    reach: 'to trade and retail customers',
    offer: 'Our catalog covers',
    closing: (city) =>
      `Our ${city} store and online shop serve trade and retail customers; business accounts get volume pricing.`,
  },
  IN: {
    noun: 'investment firm',
    suffix: 'Capital Partners',
    verb: 'invests in companies making',
    reach: 'across the United States',
    offer: 'Our portfolio includes makers of',
    closing: (city) =>
      `We back growing manufacturers with capital and operating experience from our office in ${city}.`,
  },
  CO: {
    noun: 'consultancy',
    suffix: 'Consulting Group',
    verb: 'advises buyers and makers of',
    reach: 'across the United States',
    offer: 'We advise on the sourcing and production of',
    closing: (city) =>
      `We help clients qualify suppliers, negotiate terms and plan production, from our office in ${city}.`,
  },
  GO: {
    noun: 'public agency',
    suffix: 'Development Authority',
    verb: 'supports the local makers of',
    reach: '',
    offer: "The region's companies produce",
    closing: (city) =>
      `We connect local producers with buyers, trade missions and financing programs, from our office in ${city}.`,
  },
};
const PREFIXES = [
  'Great Lakes',
  'Keystone',
  'Summit',
  'Liberty',
  'Ridgeline',
  'Cascade',
  'Lone Star',
  'Bluegrass',
  'Prairie',
  'Harbor',
  'Pioneer',
  'Granite',
  'Ironwood',
  'Delta',
  'Redwood',
  'Allegheny',
  'Carolina',
  'Gulf Coast',
  'Rocky Mountain',
  'Hudson Valley',
  'Ozark',
  'Cumberland',
  'Heartland',
  'Northstar',
  'Blue Ridge',
  'Mesa',
  'Chesapeake',
  'Badger State',
  'Buckeye',
  'Sierra',
  'Tidewater',
  'Frontier',
];
const LEGAL = ['Inc.', 'LLC', 'Corp.', 'Co.'];
/** The word a company name uses for each industry, in the order of the taxonomy. */
const FOCUS = [
  'Automation',
  'Electronics',
  'Energy',
  'Industrial',
  'Machinery',
  'Power Transmission',
  'Apparel',
  'Baby Products',
  'Beauty',
  'Accessories',
  'Agri-Foods',
  'Furniture',
  'Medical',
  'Building Products',
  'Business Services',
];
/** Each industry as a sentence names it ("a manufacturer in the machinery industry"), in taxonomy order. */
const SECTORS = [
  'industrial automation',
  'electronics and IT',
  'energy',
  'industrial technology',
  'machinery',
  'power transmission',
  'apparel',
  'baby products',
  'beauty and personal care',
  'fashion accessories',
  'food and agriculture',
  'furniture',
  'health care',
  'building and construction',
  'business services',
];
const TIERS: SubscriptionTier[] = [
  'standard',
  'standard',
  'gold',
  'standard',
  'premium',
  'standard',
  'gold',
  'platinum',
];

export interface DemoCompany {
  companyName: string;
  businessType: DemoBusinessType;
  industry: IndustrySeed;
  categories: CategorySeed[];
  place: Place;
  tier: SubscriptionTier;
  /**
   * Where its verification stands: approved (the badge) or pending for an operator. Only paid memberships may ask
   * for it, so Standard businesses are never verified.
   */
  verification: 'approved' | 'pending' | 'none';
  yearEstablished: number;
  employees: { min: number; max: number };
  productCount: number;
  shortDescription: string;
  generalDescription: string;
  slug: string;
}

/** A category name inside a sentence: "&" as "and", words in lower case but acronyms ("EV", "HMI", "PLCs"). */
const lower = (text: string) =>
  text
    .replace(/&/g, 'and')
    .replace(/\p{L}+/gu, (word) => (/\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLowerCase()));
const listOf = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** How many products a business of this tier shows: standard stays within its 7 slots. */
function productCountFor(tier: SubscriptionTier, random: Random) {
  const ranges: Record<SubscriptionTier, [number, number]> = {
    standard: [3, 6],
    gold: [5, 7],
    premium: [6, 8],
    platinum: [7, 9],
  };
  const [min, max] = ranges[tier];
  return Math.min(random.int(min, max), PRODUCT_LIMITS[tier]);
}

/** `count` businesses: industries and business types in turn, so every one of both is represented. */
export function planCompanies(random: Random, count = 64): DemoCompany[] {
  return Array.from({ length: count }, (_, i) => {
    const industry = industries[i % industries.length]!;
    // Types shift by one every round of the industries, so that each type meets many industries: in step, the
    // manufacturers all fell in five of them (none in Machineries).
    const businessType =
      DEMO_BUSINESS_TYPES[(i + Math.floor(i / industries.length)) % DEMO_BUSINESS_TYPES.length]!;
    const words = TYPE_WORDS[businessType];
    const prefix = PREFIXES[i % PREFIXES.length]!;
    const focus = FOCUS[i % industries.length]!;
    // A public agency has no legal-form suffix.
    const legal = businessType === 'GO' ? '' : ` ${LEGAL[i % LEGAL.length]}`;
    const companyName = `${prefix} ${focus} ${words.suffix}${legal}`;
    const categories = random.sample(industry.categories, random.int(1, 3));
    const place = PLACES[(i * 3) % PLACES.length]!;
    const tier = TIERS[i % TIERS.length]!;
    const yearEstablished = random.int(1948, 2019);
    const employeeMin = random.pick([10, 25, 50, 100, 250]);
    const categoryNames = categories.map((category) => lower(category.name));
    const examples = categories.flatMap((c) => c.subCategories.slice(0, 2)).map((s) => lower(s.name));
    const shortDescription =
      `${companyName}, based in ${place.city}, ${place.state}, ${words.verb} ${listOf(categoryNames)}` +
      `${words.reach ? ` ${words.reach}` : ''}.`;
    const generalDescription = [
      `Founded in ${yearEstablished}, ${companyName} is ${withArticle(words.noun)} in the ` +
        `${SECTORS[i % industries.length]} industry. ${words.offer} ${listOf(examples)}.`,
      industry.description,
      words.closing(place.city),
    ].join('\n\n');
    return {
      companyName,
      businessType,
      industry,
      categories,
      place,
      tier,
      verification:
        tier === 'standard' ? 'none' : i % 3 !== 2 ? 'approved' : i % 6 === 2 ? 'pending' : 'none',
      yearEstablished,
      employees: { min: employeeMin, max: employeeMin * 4 },
      productCount: productCountFor(tier, random),
      shortDescription: shortDescription.slice(0, 600),
      generalDescription,
      slug: `${prefix} ${focus} ${words.suffix}`.toLowerCase().replace(/[^a-z0-9]+/g, ''),
    };
  });
}
