import { and, count, desc, eq, gt, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { SubscriptionTier } from '@tradeforge/contracts';
import { schema, type Executor } from '@tradeforge/db';

const { businesses, businessMembers, users, products, paymentAttempts, payments } = schema;

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Advisory lock ids: one checkout at a time per business, and one renewal run across every instance. */
const CHECKOUT_LOCK_SPACE = 'tradeforge.membership-checkout:';
const RENEWAL_JOB_LOCK = 7_265_110_313;

/**
 * Serializes checkouts of one business until the transaction ends: a repeated request waits for the first and
 * then finds its attempt; a second tab finds the membership already bought.
 */
export async function lockCheckout(db: Executor, businessId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${CHECKOUT_LOCK_SPACE + businessId}, 0))`,
  );
}

export async function tryRenewalLock(db: Executor) {
  const result = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${RENEWAL_JOB_LOCK}) as locked`,
  );
  return result.rows[0]?.locked === true;
}

export async function findMembership(db: Executor, businessId: string) {
  const [row] = await db
    .select({
      id: businesses.id,
      companyName: businesses.companyName,
      subscription: businesses.subscription,
      verified: businesses.verified,
      expiresAt: businesses.subscriptionExpiresAt,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}
export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

export async function countProducts(db: Executor, businessId: string) {
  const [row] = await db
    .select({ total: count(), hidden: sql<number>`count(*) filter (where ${products.hidden})::int` })
    .from(products)
    .where(eq(products.businessId, businessId));
  return { total: row?.total ?? 0, hidden: row?.hidden ?? 0 };
}

export async function findAttempt(db: Executor, id: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

/** A payment of this business whose money is on its way (the provider has not confirmed it yet). */
export async function findPaymentInFlight(db: Executor, businessId: string, since: Date) {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.businessId, businessId),
        eq(paymentAttempts.status, 'processing'),
        gt(paymentAttempts.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAttempt(db: Executor, values: typeof paymentAttempts.$inferInsert) {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row!;
}

export async function updateAttempt(
  db: Executor,
  id: string,
  values: Partial<typeof paymentAttempts.$inferInsert>,
) {
  await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentAttempts.id, id));
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentOfAttempt(db: Executor, attemptId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.attemptId, attemptId));
  return row;
}

export async function findPayment(db: Executor, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export function listPayments(db: Executor, businessId: string) {
  return db.select().from(payments).where(eq(payments.businessId, businessId)).orderBy(desc(payments.paidAt));
}

/**
 * The membership itself: tier and period end, and on a lapse the verified badge (`verified: false`); a payment
 * never sets the badge, only an operator's approval does. Triggers copy the tier and badge onto the business's
 * products and move the search generations on, so kept search rankings are computed again with the new priority.
 */
export async function setMembership(
  db: Executor,
  businessId: string,
  values: { tier: SubscriptionTier; verified?: false; expiresAt: Date | null },
) {
  await db
    .update(businesses)
    .set({
      subscription: values.tier,
      ...(values.verified === false && { verified: false }),
      subscriptionExpiresAt: values.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId));
}

/** Products beyond the first `limit` (oldest first) are hidden, the first `limit` shown. */
export async function fitProductsToLimit(db: Executor, businessId: string, limit: number) {
  await db.execute(sql`
    update products p set hidden = ranked.position > ${limit}
    from (
      select id, row_number() over (order by created_at, id) as position from products where business_id = ${businessId}
    ) ranked
    where p.id = ranked.id and p.hidden is distinct from (ranked.position > ${limit})
  `);
}

/** Records a provider event; false when it was handled before. */
export async function recordWebhookEvent(
  db: Executor,
  event: { id: string; provider: string; type: string },
) {
  const rows = await db
    .insert(schema.paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: schema.paymentWebhookEvents.id });
  return rows.length === 1;
}

/** The preferred language of whoever made a payment attempt (null when unset or the account is gone). */
export async function findPayerLanguage(db: Executor, attemptId: string) {
  const [row] = await db
    .select({ language: users.preferredLanguageCode })
    .from(paymentAttempts)
    .innerJoin(users, eq(users.id, paymentAttempts.userId))
    .where(eq(paymentAttempts.id, attemptId));
  return row?.language ?? null;
}

/** The owners of these businesses, with the language each reads mail in. */
export async function findOwnerEmails(db: Executor, businessIds: string[]) {
  if (businessIds.length === 0) return [];
  return db
    .select({
      businessId: businessMembers.businessId,
      email: users.email,
      language: users.preferredLanguageCode,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(inArray(businessMembers.businessId, businessIds), eq(businessMembers.access, 'owner')));
}

/** Paid memberships ending by `until` that have not been reminded of for this period. */
export async function findRenewalsDue(db: Executor, until: Date) {
  return db
    .select({
      id: businesses.id,
      companyName: businesses.companyName,
      subscription: businesses.subscription,
      verified: businesses.verified,
      expiresAt: businesses.subscriptionExpiresAt,
    })
    .from(businesses)
    .where(
      and(
        ne(businesses.subscription, 'standard'),
        isNotNull(businesses.subscriptionExpiresAt),
        lte(businesses.subscriptionExpiresAt, until),
        sql`not exists (select 1 from membership_reminders r where r.business_id = ${businesses.id} and r.period_end = ${businesses.subscriptionExpiresAt})`,
      ),
    )
    .for('update', { of: businesses, skipLocked: true });
}

export async function insertReminder(db: Executor, businessId: string, periodEnd: Date) {
  await db.insert(schema.membershipReminders).values({ businessId, periodEnd }).onConflictDoNothing();
}

/** Paid memberships that ended before `cutoff` (the grace period is already subtracted). */
export function findLapsed(db: Executor, cutoff: Date) {
  return db
    .select({ id: businesses.id, companyName: businesses.companyName, subscription: businesses.subscription })
    .from(businesses)
    .where(and(ne(businesses.subscription, 'standard'), lte(businesses.subscriptionExpiresAt, cutoff)))
    .for('update', { of: businesses, skipLocked: true });
}
