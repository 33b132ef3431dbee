import { sql, type SQL } from 'drizzle-orm';
import type { RfqQuoteState } from '@tradeforge/contracts';
import { schema, type Executor } from '@tradeforge/db';

export type QuoteRow = {
  id: string;
  rfq_id: string;
  business_id: string;
  user_id: string | null;
  unit_price: number;
  currency: string;
  quantity: number;
  unit: string;
  total: number;
  moq: number;
  lead_time_days: number;
  incoterm: string;
  payment_terms: string[];
  valid_until: string;
  note: string | null;
  state: RfqQuoteState;
  thread_id: string | null;
  buyer_revealed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  decided_at: Date | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
};

const selectQuotes = sql`
  select q.id, q.rfq_id, q.business_id, q.user_id, q.unit_price::float8 as unit_price, q.currency,
         r.quantity, r.unit, (q.unit_price * r.quantity)::float8 as total, q.moq, q.lead_time_days, q.incoterm,
         q.payment_terms, q.valid_until::text as valid_until, q.note, q.state, q.thread_id, q.buyer_revealed_at,
         q.created_at, q.updated_at, q.decided_at, q.hidden_at, q.hidden_reason
    from rfq_quotes q join rfqs r on r.id = q.rfq_id`;

/** What the buyer side sees: neither hidden by an operator nor sent by a suspended business. */
export const quoteShownSql = sql`q.hidden_at is null
  and not exists (select 1 from businesses sb where sb.id = q.business_id and sb.suspended_at is not null)`;

export async function findQuote(db: Executor, quoteId: string, rfqId: string) {
  const result = await db.execute<QuoteRow>(
    sql`${selectQuotes} where q.id = ${quoteId}::uuid and q.rfq_id = ${rfqId}::uuid`,
  );
  return result.rows[0];
}

/** A request's quotes under `filter`, ordered by `order` (ties: the oldest first). */
export async function findQuotes(db: Executor, rfqId: string, filter: SQL, order: SQL = sql`q.created_at`) {
  const result = await db.execute<QuoteRow>(
    sql`${selectQuotes} where q.rfq_id = ${rfqId}::uuid and ${filter} order by ${order}, q.created_at, q.id`,
  );
  return result.rows;
}

/** The quotes of the viewer's businesses on a request. */
export async function findQuotesOfMember(db: Executor, rfqId: string, userId: string) {
  return findQuotes(
    db,
    rfqId,
    sql`q.business_id in (select business_id from business_members where user_id = ${userId}::uuid)`,
  );
}

/** The quote row locked, for an edit or a decision. */
export async function lockQuote(tx: Executor, quoteId: string) {
  const result = await tx.execute<{ id: string; state: RfqQuoteState; business_id: string }>(sql`
    select id, state, business_id from rfq_quotes where id = ${quoteId}::uuid for update`);
  return result.rows[0];
}

export async function insertQuote(tx: Executor, values: typeof schema.rfqQuotes.$inferInsert) {
  const [row] = await tx
    .insert(schema.rfqQuotes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: schema.rfqQuotes.id });
  return row?.id;
}

export async function updateQuote(
  tx: Executor,
  quoteId: string,
  values: Partial<typeof schema.rfqQuotes.$inferInsert>,
) {
  await tx
    .update(schema.rfqQuotes)
    .set(values)
    .where(sql`${schema.rfqQuotes.id} = ${quoteId}::uuid`);
}

/** Quotes a business sent since a moment (its tier's monthly count), and a request's quotes. */
export async function countQuotes(tx: Executor, filter: SQL) {
  const result = await tx.execute<{ count: number }>(
    sql`select count(*)::int as count from rfq_quotes q where ${filter}`,
  );
  return result.rows[0]!.count;
}

/**
 * Marks a request's quotes still waiting `not-selected` (another won, or the request closed); answers their
 * businesses, to tell them.
 */
export async function markOthersNotSelected(tx: Executor, rfqId: string, except?: string) {
  const result = await tx.execute<{ id: string; business_id: string }>(sql`
    update rfq_quotes set state = 'not-selected', decided_at = now()
     where rfq_id = ${rfqId}::uuid and state = 'submitted' ${except ? sql`and id <> ${except}::uuid` : sql``}
     returning id, business_id`);
  return result.rows;
}
