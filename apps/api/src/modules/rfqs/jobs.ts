import { sql } from 'drizzle-orm';
import type { Db } from '@tradeforge/db';
import type { RfqAttachmentFiles } from './attachments';
import { notifyExpired } from './notices';

/** Requests expired, and files removed, in one round at most: a backlog is done over several short rounds. */
const BATCH = 500;

/**
 * The periodic RFQ work, one instance at a time (a transaction-scoped advisory lock; the others skip the round):
 * open requests whose `quotes_until` has passed become `expired` and their buyers are told; their quotes keep
 * waiting for the buyer's decision. Files whose request and quote are gone (deleted with an account, a business
 * or a quote's edit) are deleted. Answers what it did, or undefined when another instance holds the round.
 */
export function createRfqJob({ db, files }: { db: Db; files: RfqAttachmentFiles }) {
  return {
    async run(now = new Date()) {
      return db.transaction(async (tx) => {
        const locked = await tx.execute<{ locked: boolean }>(
          sql`select pg_try_advisory_xact_lock(hashtext('rfq_job')) as locked`,
        );
        if (locked.rows[0]?.locked !== true) return undefined;
        const expired = await tx.execute<{ id: string }>(sql`
          update rfqs set state = 'expired', closed_at = ${now}
           where id in (select id from rfqs where state = 'open' and quotes_until <= ${now}
                         order by quotes_until limit ${BATCH} for update)
           returning id`);
        await notifyExpired(
          tx,
          expired.rows.map((row) => row.id),
        );
        const orphans = await tx.execute<{ id: string; key: string }>(sql`
          delete from rfq_attachments where id in (
            select id from rfq_attachments where rfq_id is null and quote_id is null
             order by created_at limit ${BATCH} for update skip locked)
          returning id, key`);
        // Files go before the rows' deletion commits: a failure leaves the rows for the next round.
        await files.remove(orphans.rows.map((row) => row.key));
        return { expired: expired.rowCount ?? 0, filesRemoved: orphans.rows.length };
      });
    },
  };
}

export type RfqJob = ReturnType<typeof createRfqJob>;
