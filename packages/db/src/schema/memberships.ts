import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, subscriptionTier } from './businesses';
import { users } from './users';

export const paymentAttemptStatus = pgEnum('payment_attempt_status', [
  'pending',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
]);

/**
 * One try at paying for a membership, keyed by the attempt id the page sends: a double click, a retried request or
 * a second tab carrying the same id finds this row and gets its outcome instead of charging again. The id is also
 * the provider's idempotency key.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: subscriptionTier('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: paymentAttemptStatus('status').notNull().default('pending'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_business_idx').on(t.businessId, t.createdAt.desc()),
    uniqueIndex('payment_attempts_provider_payment_idx').on(t.provider, t.providerPaymentId),
  ],
);

/** A paid membership: the receipt. One per attempt, so an attempt activates a membership once. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The receipt number, shown as R-000042. */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique()
      .references(() => paymentAttempts.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The company name when paid: a receipt keeps showing what was billed. */
    companyName: text('company_name').notNull(),
    plan: subscriptionTier('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    cardLast4: text('card_last4'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_business_idx').on(t.businessId, t.paidAt.desc())],
);

/** Provider webhook events already handled: a replayed or redelivered event is ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Renewal reminders sent, one per business and membership period, so the daily job mails each period once. */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('membership_reminders_period_idx').on(t.businessId, t.periodEnd)],
);
