import type { BusinessSummary } from '@tradeforge/contracts';
import type { Executor } from '@tradeforge/db';
import { RESPONSE_STATS_MIN_INQUIRIES } from '../messages';
import { findBusinessSummaries, type BusinessSummaryRow } from './repository';

/**
 * The response figures as the contracts show them (a reply rate rather than a count), once the business has had
 * enough inquiries for them to mean something.
 */
export function toResponseStats(row: BusinessSummaryRow['response_stats']) {
  if (!row || row.inquiries < RESPONSE_STATS_MIN_INQUIRIES) return undefined;
  return {
    inquiries: row.inquiries,
    replyRate: row.inquiries ? row.replied / row.inquiries : 0,
    medianReplySeconds: row.median_reply_seconds,
  };
}

/** Shapes a business row as the card contract (spec names, e.g. `yearStablished`). */
export function toBusinessSummary(row: BusinessSummaryRow): BusinessSummary {
  const responseStats = toResponseStats(row.response_stats);
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
    ...(responseStats && { responseStats }),
  };
}

/** The read model other modules use for business cards: the cards of the given ids, in no particular order. */
export async function findBusinessCards(db: Executor, ids: string[]): Promise<BusinessSummary[]> {
  return (await findBusinessSummaries(db, ids)).map(toBusinessSummary);
}
