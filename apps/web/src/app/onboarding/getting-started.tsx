import { OnboardingChecklist } from '@/features/onboarding/components/onboarding-checklist';
import { FollowButton } from '@/features/social/components/follow-button';

/** The getting-started checklist with the social feature's follow button on each suggested business. */
export function GettingStarted() {
  return <OnboardingChecklist renderFollow={(businessID) => <FollowButton businessID={businessID} />} />;
}
