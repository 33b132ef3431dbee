import { findMembershipPlan, PRODUCT_LIMITS, type MembershipPlan } from '@tradeforge/contracts';
import type { Executor } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import type { ChargeOutcome } from '../../platform/payments';
import { notify } from '../notifications';
import * as repository from './repository';
import { commonErrors } from '../../lib/errors';
import { membershipErrors } from './errors';

const YEAR_MS = 365 * 86_400_000;
/** A paid membership may be bought again (renewed) this many days before it ends, and during the grace period. */
export const RENEWAL_WINDOW_DAYS = 14;
export const GRACE_DAYS = 7;

/** The plans a business may buy now: higher tiers, and its own within the renewal window. */
export function offeredPlans(
  business: repository.MembershipRow,
  plans: readonly MembershipPlan[],
  now: Date,
) {
  const rank = (tier: string) => plans.findIndex((plan) => plan.type === tier);
  const renewable =
    business.expiresAt !== null &&
    business.expiresAt.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * 86_400_000;
  return plans.filter(
    (plan) =>
      plan.priceCents > 0 &&
      (rank(plan.type) > rank(business.subscription) || (plan.type === business.subscription && renewable)),
  );
}

export function assertOffered(
  business: repository.MembershipRow,
  plan: MembershipPlan,
  plans: readonly MembershipPlan[],
  now: Date,
) {
  if (offeredPlans(business, plans, now).some((offered) => offered.type === plan.type)) return;
  const current = findMembershipPlan(business.subscription).label;
  throw new AppError(
    'Conflict',
    plan.type === business.subscription
      ? membershipErrors.text('alreadyHas', { plan: current, days: RENEWAL_WINDOW_DAYS })
      : membershipErrors.text('onlyHigher', { plan: current }),
  );
}

/**
 * Activates the membership an attempt paid for, in the caller's transaction: the receipt, the tier (and with it
 * the right to ask for verification; the badge itself only comes with an operator's approval), a period one year
 * on (from the current end when renewing) and the product slots. Once per attempt: a second call finds the
 * receipt and changes nothing (`fresh: false`).
 */
export async function activate(
  tx: Executor,
  attempt: repository.AttemptRow,
  paid: { paymentId: string | null; cardLast4: string | null },
  now: Date,
) {
  const existing = await repository.findPaymentOfAttempt(tx, attempt.id);
  if (existing) return { payment: existing, fresh: false };
  const business = await repository.findMembership(tx, attempt.businessId);
  if (!business) throw notFound(commonErrors.text('gone', { what: 'business' }));
  const renewing = business.subscription === attempt.plan && business.expiresAt && business.expiresAt > now;
  const periodStart = renewing ? business.expiresAt! : now;
  const periodEnd = new Date(periodStart.getTime() + YEAR_MS);
  const payment = await repository.insertPayment(tx, {
    attemptId: attempt.id,
    businessId: attempt.businessId,
    companyName: business.companyName,
    plan: attempt.plan,
    amountCents: attempt.amountCents,
    currency: attempt.currency,
    email: attempt.email,
    cardLast4: paid.cardLast4,
    provider: attempt.provider,
    providerPaymentId: paid.paymentId,
    periodStart,
    periodEnd,
    paidAt: now,
  });
  // The badge is not part of the purchase: the plan gives the right to ask an operator for it (verification).
  await repository.setMembership(tx, attempt.businessId, { tier: attempt.plan, expiresAt: periodEnd });
  await repository.fitProductsToLimit(tx, attempt.businessId, PRODUCT_LIMITS[attempt.plan]);
  await repository.updateAttempt(tx, attempt.id, {
    status: 'succeeded',
    providerPaymentId: paid.paymentId,
    cardLast4: paid.cardLast4,
  });
  await notify(tx, {
    kind: 'membership',
    object: { type: 'business', id: attempt.businessId },
    extra: { event: 'activated' },
  });
  return { payment, fresh: true };
}

export type Settled =
  | { kind: 'activated'; payment: repository.PaymentRow; fresh: boolean }
  | { kind: 'waiting'; status: 'requires_action' | 'processing'; clientSecret?: string }
  | { kind: 'refused'; message: string };

/** Records what the provider said about an attempt and, when the money is confirmed here, activates it. */
export async function settle(
  tx: Executor,
  attempt: repository.AttemptRow,
  outcome: ChargeOutcome,
  options: { activatesByWebhook: boolean; now: Date },
): Promise<Settled> {
  const paymentId = outcome.paymentId ?? null;
  if (outcome.status === 'card_error') {
    await repository.updateAttempt(tx, attempt.id, {
      status: 'failed',
      providerPaymentId: paymentId,
      failureMessage: outcome.message,
    });
    return { kind: 'refused', message: outcome.message };
  }
  if (outcome.status === 'succeeded' && !options.activatesByWebhook)
    return {
      kind: 'activated',
      ...(await activate(tx, attempt, { paymentId, cardLast4: outcome.cardLast4 }, options.now)),
    };
  const status = outcome.status === 'requires_action' ? 'requires_action' : 'processing';
  await repository.updateAttempt(tx, attempt.id, {
    status,
    providerPaymentId: paymentId,
    ...('cardLast4' in outcome && { cardLast4: outcome.cardLast4 }),
  });
  return {
    kind: 'waiting',
    status,
    ...('clientSecret' in outcome && outcome.clientSecret && { clientSecret: outcome.clientSecret }),
  };
}
