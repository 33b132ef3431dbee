import { sql } from 'drizzle-orm';
import type { ResponseStats } from '@tradeforge/contracts';
import type { Executor } from '@tradeforge/db';

/** Businesses show their figures once they have this many inquiries in the window. */
export const RESPONSE_STATS_MIN_INQUIRIES = 3;

/**
 * Recomputes one business's 90-day response figures. Called on the writes that change them (a new inquiry, a first
 * reply) and by the daily job for windows that slid, never on reads: a profile or a search card reads one row.
 */
export async function refreshResponseStats(db: Executor, businessId: string) {
  await db.execute(sql`
    insert into business_response_stats (business_id, inquiries, replied, median_reply_seconds, updated_at)
    select ${businessId}, count(*), count(first_reply_at),
      round(percentile_cont(0.5) within group (order by extract(epoch from first_reply_at - created_at))
        filter (where first_reply_at is not null)),
      now()
    from inquiry_threads
    where receiver_business_id = ${businessId} and created_at > now() - interval '90 days'
    on conflict (business_id) do update set inquiries = excluded.inquiries, replied = excluded.replied,
      median_reply_seconds = excluded.median_reply_seconds, updated_at = excluded.updated_at`);
}

/** Windows that slid since their last update (no new inquiry or reply for a day). */
export async function refreshStaleResponseStats(db: Executor) {
  const stale = await db.execute<{ business_id: string }>(
    sql`select business_id from business_response_stats where updated_at < now() - interval '1 day' limit 1000`,
  );
  for (const row of stale.rows) await refreshResponseStats(db, row.business_id);
  return stale.rows.length;
}

/** The figures of some businesses, for those with enough inquiries to mean something. */
export async function findResponseStats(
  db: Executor,
  businessIds: string[],
): Promise<Map<string, ResponseStats>> {
  const found = new Map<string, ResponseStats>();
  if (businessIds.length === 0) return found;
  const result = await db.execute<{
    business_id: string;
    inquiries: number;
    replied: number;
    median_reply_seconds: number | null;
  }>(
    sql`select business_id, inquiries, replied, median_reply_seconds from business_response_stats
        where business_id = any(${sql.param(businessIds)}::uuid[]) and inquiries >= ${RESPONSE_STATS_MIN_INQUIRIES}`,
  );
  for (const row of result.rows)
    found.set(row.business_id, {
      inquiries: row.inquiries,
      replyRate: row.inquiries ? row.replied / row.inquiries : 0,
      medianReplySeconds: row.median_reply_seconds,
    });
  return found;
}
