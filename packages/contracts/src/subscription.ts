import { Type, type Static } from 'typebox';

const PaidTier = Type.Union([Type.Literal('gold'), Type.Literal('premium'), Type.Literal('platinum')]);
const Tier = Type.Union([Type.Literal('standard'), PaidTier]);

/** A plan as the checkout sees it (spec part 2, section 3): the tier, its yearly price in cents and its id. */
export const Plan = Type.Object({
  planId: PaidTier,
  subscription: PaidTier,
  price: Type.Integer({ description: 'US cents per year' }),
  currency: Type.Literal('usd'),
  productSlots: Type.Integer(),
});
export type Plan = Static<typeof Plan>;

export const SubscriptionSetup = Type.Object({
  provider: Type.Union([Type.Literal('test'), Type.Literal('stripe')]),
  /** Stripe's publishable key with the stripe driver; null with the test driver, which needs no script. */
  publicKey: Type.Union([Type.String(), Type.Null()]),
  plans: Type.Array(Plan),
});
export type SubscriptionSetup = Static<typeof SubscriptionSetup>;

/** Card details, taken by the test driver only; with Stripe they go from the Payment Element to Stripe. */
export const TestCard = Type.Object(
  {
    number: Type.String({ minLength: 12, maxLength: 23 }),
    expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    expYear: Type.Integer({ minimum: 0, maximum: 9999 }),
    cvc: Type.String({ minLength: 3, maxLength: 4 }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
  },
  { additionalProperties: false },
);
export type TestCard = Static<typeof TestCard>;

export const SubscribeBody = Type.Object(
  {
    paymentMethod: Type.String({
      minLength: 1,
      maxLength: 255,
      description:
        "A Stripe PaymentMethod id (pm_...), Stripe's test ids (pm_card_visa, ...), or 'card' with `card`",
    }),
    businessID: Type.String({ minLength: 36, maxLength: 300 }),
    planId: PaidTier,
    email: Type.String({ format: 'email', maxLength: 254 }),
    attemptId: Type.Optional(
      Type.String({ format: 'uuid', description: 'One per checkout: repeating it never charges twice' }),
    ),
    card: Type.Optional(TestCard),
  },
  { additionalProperties: false },
);
export type SubscribeBody = Static<typeof SubscribeBody>;

export const ConfirmBody = Type.Object(
  {
    attemptId: Type.String({ format: 'uuid' }),
    /** The test driver's authentication step: whether the card holder approved the payment. */
    approve: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ConfirmBody = Static<typeof ConfirmBody>;

/**
 * The outcome of a checkout. `succeeded`: the membership is active (receipt given). `requires_action`: the bank asks
 * the card holder to confirm (test driver: POST subscription/confirm; Stripe: Stripe.js with `clientSecret`).
 * `processing`: paid or being paid, and the membership starts when the provider's webhook arrives.
 */
export const SubscribeResult = Type.Object({
  attemptId: Type.String({ format: 'uuid' }),
  status: Type.Union([
    Type.Literal('succeeded'),
    Type.Literal('requires_action'),
    Type.Literal('processing'),
  ]),
  clientSecret: Type.Optional(Type.String()),
  receiptID: Type.Optional(Type.String({ format: 'uuid' })),
});
export type SubscribeResult = Static<typeof SubscribeResult>;

export const Receipt = Type.Object({
  receiptID: Type.String({ format: 'uuid' }),
  number: Type.String({ description: 'R-000001' }),
  businessID: Type.String({ format: 'uuid' }),
  companyName: Type.String(),
  plan: Tier,
  amount: Type.Integer({ description: 'cents' }),
  currency: Type.String(),
  paidAt: Type.String({ format: 'date-time' }),
  periodEnd: Type.String({ format: 'date-time' }),
  cardLast4: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
});
export type Receipt = Static<typeof Receipt>;

/** The membership of a business as its Membership tab shows it. */
/** A membership's account details, for the business's own people only: its period and how its slots are used. */
export const MembershipAccount = Type.Object({
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  products: Type.Integer({ description: 'Products of the business, hidden ones included' }),
  hiddenProducts: Type.Integer(),
});
export type MembershipAccount = Static<typeof MembershipAccount>;

export const MembershipStatus = Type.Object({
  businessID: Type.String({ format: 'uuid' }),
  companyName: Type.String(),
  subscription: Tier,
  verified: Type.Boolean(),
  productSlots: Type.Integer(),
  account: Type.Union([MembershipAccount, Type.Null()], {
    description: "Null unless the viewer is one of the business's owners, admins or members",
  }),
  /** Plans this business can buy now: higher tiers, and its own tier within the renewal window. */
  offers: Type.Array(Plan),
  canBuy: Type.Boolean({ description: 'Whether the viewer owns the business' }),
});
export type MembershipStatus = Static<typeof MembershipStatus>;

export const WebhookReceived = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });
