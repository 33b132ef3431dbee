/**
 * The membership packages (spec part 2, section 9), shared by the package pages, the price table and the
 * membership checkout. Prices are in cents per year; plan order is the upgrade ladder.
 */
export const MEMBERSHIP_TYPES = ['standard', 'gold', 'premium', 'platinum'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export interface MembershipPlan {
  type: MembershipType;
  label: string;
  /** Yearly price in US cents; 0 means free. */
  priceCents: number;
  period: 'year';
  productSlots: number;
  /** Groups a person may own when their best business has this tier (a person with no business: Standard). */
  groupsOwned: number;
  /** Quotes a business may send to buying requests per calendar month (UTC). */
  rfqQuotesPerMonth: number;
  /**
   * Hours after posting before a public buying request shows in the business's RFQ inbox (requests matched to it
   * show at once): paid tiers see public requests first.
   */
  rfqPublicDelayHours: number;
  /**
   * May ask for the verified badge, and comes first in the operators' queue. The badge itself comes only when an
   * operator has checked the company's documents and approved the request; paying never sets it.
   */
  verification: boolean;
  prioritySearch: boolean;
  boostsPerMonth: number;
  supportHours: number;
}

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    type: 'standard',
    label: 'Standard',
    priceCents: 0,
    period: 'year',
    productSlots: 7,
    groupsOwned: 3,
    rfqQuotesPerMonth: 5,
    rfqPublicDelayHours: 24,
    verification: false,
    prioritySearch: false,
    boostsPerMonth: 0,
    supportHours: 0,
  },
  {
    type: 'gold',
    label: 'Gold',
    priceCents: 185_000,
    period: 'year',
    productSlots: 20,
    groupsOwned: 10,
    rfqQuotesPerMonth: 30,
    rfqPublicDelayHours: 0,
    verification: true,
    prioritySearch: true,
    boostsPerMonth: 3,
    supportHours: 0,
  },
  {
    type: 'premium',
    label: 'Premium',
    priceCents: 265_000,
    period: 'year',
    productSlots: 50,
    groupsOwned: 25,
    rfqQuotesPerMonth: 100,
    rfqPublicDelayHours: 0,
    verification: true,
    prioritySearch: true,
    boostsPerMonth: 10,
    supportHours: 6,
  },
  {
    type: 'platinum',
    label: 'Platinum',
    priceCents: 365_000,
    period: 'year',
    productSlots: 100,
    groupsOwned: 50,
    rfqQuotesPerMonth: 300,
    rfqPublicDelayHours: 0,
    verification: true,
    prioritySearch: true,
    boostsPerMonth: 20,
    supportHours: 12,
  },
];

export const findMembershipPlan = (type: MembershipType): MembershipPlan =>
  MEMBERSHIP_PLANS.find((plan) => plan.type === type)!;

/** Plan prices are shown as USD per year with two decimals: `US$ 1,850.00`. */
export const formatPlanPrice = (priceCents: number): string =>
  priceCents === 0
    ? 'Free'
    : `US$ ${(priceCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
