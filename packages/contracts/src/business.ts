import { Type, type Static } from 'typebox';
import { ResponseStats } from './messages';
import { StoredImage } from './profile';

export const SUBSCRIPTION_TIERS = ['standard', 'gold', 'premium', 'platinum'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Product slots per tier (spec part 2, section 9). */
export const PRODUCT_LIMITS: Record<SubscriptionTier, number> = {
  standard: 7,
  gold: 20,
  premium: 50,
  platinum: 100,
};

/** The business types the home page shows its newest businesses of, in order (spec part 1, section 2). */
export const LAST_REGISTERED_GROUPS = [
  { code: 'MA', title: 'Manufacturers' },
  { code: 'DI', title: 'Distributors' },
  { code: 'EX', title: 'Exporters' },
  { code: 'CO', title: 'Consultants' },
] as const;
export const LAST_REGISTERED_PER_GROUP = 3;

const NullableString = Type.Union([Type.String(), Type.Null()]);
export const Reactions = Type.Object({ reactionCount: Type.Object({ like: Type.Integer({ minimum: 0 }) }) });

/** One of the membership tiers, in ladder order. */
export const Subscription = Type.Union([
  Type.Literal('standard'),
  Type.Literal('gold'),
  Type.Literal('premium'),
  Type.Literal('platinum'),
]);

/** What a business card shows (spec part 1, section 2, Cards): the fields of the profile a list needs. */
export const BusinessSummary = Type.Object({
  businessID: Type.String({ format: 'uuid' }),
  subscription: Subscription,
  verified: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  general: Type.Object({
    companyName: Type.String(),
    businessType: Type.Object({ code: Type.String(), name: Type.String() }),
    industry: Type.Object({ id: Type.String(), name: Type.String() }),
    yearStablished: Type.Union([Type.Integer(), Type.Null()]),
    shortDescription: Type.String(),
    profilePhoto: Type.Union([StoredImage, Type.Null()]),
  }),
  contactInfo: Type.Object({
    country: Type.Object({ code: Type.String(), countryName: Type.String(), emoji: Type.String() }),
    city: NullableString,
  }),
  reactions: Reactions,
  /** Once the business has 3 inquiries in 90 days. */
  responseStats: Type.Optional(ResponseStats),
});
export type BusinessSummary = Static<typeof BusinessSummary>;

export const LastRegisteredGroup = Type.Object({
  businessType: Type.Object({ code: Type.String(), name: Type.String() }),
  businesses: Type.Array(BusinessSummary, { maxItems: LAST_REGISTERED_PER_GROUP }),
});
export type LastRegisteredGroup = Static<typeof LastRegisteredGroup>;
