import type { BusinessSummary } from '@tradeforge/contracts';
import type { Executor } from '@tradeforge/db';
import { findBusinessSummaries, type BusinessSummaryRow } from './repository';

/** Shapes a business row as the card contract (spec names, e.g. `yearStablished`). */
export function toBusinessSummary(row: BusinessSummaryRow): BusinessSummary {
  return {
    businessID: row.id,
    subscription: row.subscription,
    verified: row.verified,
    createdAt: new Date(row.created_at).toISOString(),
    general: {
      companyName: row.company_name,
      businessType: { code: row.business_type_code, name: row.business_type_name },
      industry: { id: row.industry_id, name: row.industry_name },
      yearStablished: row.year_established,
      shortDescription: row.short_description,
      profilePhoto: row.profile_photo,
    },
    contactInfo: {
      country: { code: row.country_code, countryName: row.country_name, emoji: row.country_emoji },
      city: row.city,
    },
    reactions: { reactionCount: { like: row.like_count } },
    ...(row.response_stats && {
      responseStats: {
        inquiries: row.response_stats.inquiries,
        replyRate: row.response_stats.inquiries
          ? row.response_stats.replied / row.response_stats.inquiries
          : 0,
        medianReplySeconds: row.response_stats.median_reply_seconds,
      },
    }),
  };
}

/** The read model other modules use for business cards: the cards of the given ids, in no particular order. */
export async function findBusinessCards(db: Executor, ids: string[]): Promise<BusinessSummary[]> {
  return (await findBusinessSummaries(db, ids)).map(toBusinessSummary);
}
