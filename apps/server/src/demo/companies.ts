import { PRODUCT_LIMITS, type SubscriptionTier } from '@tradeforge/contracts';
import { industries, type CategorySeed, type IndustrySeed } from '@tradeforge/db/reference';
import { PLACES, type Place } from './places';
import type { Random } from './random';

export const DEMO_BUSINESS_TYPES = ['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'] as const;
type DemoBusinessType = (typeof DEMO_BUSINESS_TYPES)[number];

const TYPE_WORDS: Record<DemoBusinessType, { noun: string; suffix: string; verb: string }> = {
  MA: { noun: 'manufacturer', suffix: 'Manufacturing', verb: 'designs and builds' },
  DI: { noun: 'distributor', suffix: 'Supply', verb: 'stocks and distributes' },
  WS: { noun: 'wholesaler', suffix: 'Wholesale', verb: 'sells in volume' },
  IM: { noun: 'importer', suffix: 'Imports', verb: 'imports and certifies' },
  EX: { noun: 'exporter', suffix: 'Global Trade', verb: 'exports' },
  RE: { noun: 'retailer', suffix: 'Outlet', verb: 'sells' },
  IN: { noun: 'investment firm', suffix: 'Capital Partners', verb: 'invests in companies making' },
  CO: { noun: 'consultancy', suffix: 'Consulting Group', verb: 'advises buyers and makers of' },
  GO: { noun: 'public agency', suffix: 'Development Authority', verb: 'supports the local makers of' },
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
      `${companyName} ${words.verb} ${listOf(categoryNames)} for customers across the United States from ` +
      `${place.city}, ${place.state}.`;
    const generalDescription = [
      `Founded in ${yearEstablished}, ${companyName} is a ${words.noun} in the ${industry.name} industry. ` +
        `Our catalog covers ${listOf(examples)}.`,
      industry.description,
      `We work with OEMs, contractors and distributors, answer quote requests within one business day and ` +
        `ship from our ${place.city} facility.`,
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
