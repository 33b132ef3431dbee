import { Type, type Static } from 'typebox';
import { BusinessSummary } from './business';

const Uuid = Type.String({ format: 'uuid' });
const Done = Type.Boolean({ description: 'Whether the step is done, read from what the user has now' });

/** How many businesses of their industry a new user is asked to follow. */
export const ONBOARDING_FOLLOW_TARGET = 5;
/** How many businesses the follow step suggests at most. */
export const ONBOARDING_SUGGESTIONS = 6;

/**
 * The getting-started checklist of a new user (issue 47), each step computed from the user's data whenever it is
 * read, so it ticks itself as they go and never says done for what is not.
 */
export const Onboarding = Type.Object({
  /** The user closed the checklist: it shows nowhere, on any device. */
  dismissed: Type.Boolean(),
  steps: Type.Object({
    /** A profile photo and a job position. */
    profile: Type.Object({ done: Done, photo: Type.Boolean(), jobPosition: Type.Boolean() }),
    /** A member of a business, whether they created it or accepted an invitation. */
    business: Type.Object({ done: Done }),
    /** A business of theirs shows a product with a picture. */
    product: Type.Object({ done: Done }),
    /** A post written, as themselves or as one of their businesses. */
    post: Type.Object({ done: Done }),
    /** Businesses of their industry they follow, out of `target`. */
    follow: Type.Object({
      done: Done,
      count: Type.Integer({ minimum: 0 }),
      target: Type.Integer({ minimum: 1 }),
    }),
  }),
  /** Where the product step adds one: the first business the user owns or administers, if any. */
  business: Type.Union([Type.Object({ businessID: Uuid, companyName: Type.String() }), Type.Null()]),
  /**
   * The industry whose businesses the follow step counts: the profile's, else that of the user's first business;
   * null when neither is known, and then any business counts.
   */
  industry: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  /**
   * Businesses of that industry to follow, not yet followed and not the user's own: empty once the follow step is
   * done or the checklist closed.
   */
  suggestions: Type.Array(BusinessSummary, { maxItems: ONBOARDING_SUGGESTIONS }),
});
export type Onboarding = Static<typeof Onboarding>;
export type OnboardingStepId = keyof Onboarding['steps'];

export const OnboardingDismissal = Type.Object({ dismissed: Type.Literal(true) });
export type OnboardingDismissal = Static<typeof OnboardingDismissal>;
