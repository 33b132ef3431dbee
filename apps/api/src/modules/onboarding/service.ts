import {
  ONBOARDING_FOLLOW_TARGET,
  ONBOARDING_SUGGESTIONS,
  type BusinessSummary,
  type Onboarding,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { notFound } from '../../lib/app-error';
import { findBusinessCards } from '../businesses';
import * as repository from './repository';
import { onboardingErrors } from './errors';

/** The getting-started checklist (issue 47): steps read from the user's data, suggestions, and closing it. */
export function createOnboardingService({ db }: { db: Db }) {
  async function suggest(userId: string, industryId: string): Promise<BusinessSummary[]> {
    const ids = await repository.findSuggestedBusinessIds(db, userId, industryId, ONBOARDING_SUGGESTIONS);
    const cards = new Map((await findBusinessCards(db, ids)).map((card) => [card.businessID, card]));
    return ids.flatMap((id) => cards.get(id) ?? []);
  }

  return {
    async getOnboarding(userId: string): Promise<Onboarding> {
      const row = await repository.findProgress(db, userId);
      if (!row) throw notFound(onboardingErrors.text('noUser'));
      const follow = {
        done: row.follows >= ONBOARDING_FOLLOW_TARGET,
        count: row.follows,
        target: ONBOARDING_FOLLOW_TARGET,
      };
      // Suggestions need an industry to come from (a new user names theirs in the profile), and serve no one who
      // closed the list or follows enough already.
      const suggestions =
        row.industry_id && !row.dismissed && !follow.done ? await suggest(userId, row.industry_id) : [];
      return {
        dismissed: row.dismissed,
        steps: {
          profile: {
            done: row.photo && row.job_position,
            photo: row.photo,
            jobPosition: row.job_position,
          },
          business: { done: row.in_business },
          product: { done: row.has_product },
          post: { done: row.has_post },
          follow,
        },
        business: row.managed,
        industry:
          row.industry_id && row.industry_name ? { id: row.industry_id, name: row.industry_name } : null,
        suggestions,
      };
    },

    async dismiss(userId: string) {
      if (!(await repository.dismissOnboarding(db, userId))) throw notFound(onboardingErrors.text('noUser'));
      return { dismissed: true as const };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
