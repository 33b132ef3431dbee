import { randomUUID } from 'node:crypto';
import {
  findMembershipPlan,
  MEMBERSHIP_PLANS,
  PRODUCT_LIMITS,
  type ConfirmBody,
  type MembershipPlan,
  type MembershipStatus,
  type Plan,
  type Receipt,
  type SubscribeBody,
  type SubscribeResult,
  type SubscriptionSetup,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { AppError, notFound, verbatim } from '../../lib/app-error';
import { WebhookSignatureError, type PaymentProvider } from '../../platform/payments';
import type { BusinessService } from '../businesses';
import { activate, assertOffered, offeredPlans, settle, type Settled } from './activation';
import { receiptMail, receiptNumber, type MailContext } from './mails';
import * as repository from './repository';
import { commonErrors } from '../../lib/errors';
import { cardRefusal, membershipErrors } from './errors';

/** A payment still unconfirmed by the provider after this long no longer blocks a new checkout. */
const IN_FLIGHT_MS = 15 * 60_000;

const toPlan = (plan: MembershipPlan): Plan => ({
  planId: plan.type as Plan['planId'],
  subscription: plan.type as Plan['planId'],
  price: plan.priceCents,
  currency: 'usd',
  productSlots: plan.productSlots,
});

const toReceipt = (row: repository.PaymentRow): Receipt => ({
  receiptID: row.id,
  number: receiptNumber(row.number),
  businessID: row.businessId,
  companyName: row.companyName,
  plan: row.plan,
  amount: row.amountCents,
  currency: row.currency,
  paidAt: row.paidAt.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  cardLast4: row.cardLast4,
  email: row.email,
});

export interface MembershipDeps {
  db: Db;
  businesses: BusinessService;
  payments: PaymentProvider;
  /** Receipts are mailed when given (the demo loader passes none). */
  mailer?: Mailer | undefined;
  mail: MailContext;
  now?: () => Date;
}

export function createMembershipService(deps: MembershipDeps) {
  const { db, businesses, payments, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  /** Authorization: only the business's owner buys (spec part 2, section 6). */
  async function requireOwner(businessId: string, userId: string) {
    try {
      return await businesses.requireAccess(businessId, userId, ['owner']);
    } catch (error) {
      if (error instanceof AppError && error.code === 'Forbidden')
        throw new AppError('Forbidden', membershipErrors.text('ownerOnly'));
      throw error;
    }
  }

  /** The receipt goes to the payer, in their preferred language. */
  async function mailReceipt(payment: repository.PaymentRow) {
    if (!mailer) return;
    const locale = localeFromPreference(await repository.findPayerLanguage(db, payment.attemptId));
    await mailer.send(receiptMail(payment, locale, deps.mail));
  }

  /** The answer to the page, once the transaction is committed: receipts are mailed, refusals raised. */
  async function answer(attemptId: string, settled: Settled): Promise<SubscribeResult> {
    if (settled.kind === 'refused') throw new AppError('CardError', cardRefusal(settled.message));
    if (settled.kind === 'waiting')
      return {
        attemptId,
        status: settled.status,
        ...(settled.clientSecret && { clientSecret: settled.clientSecret }),
      };
    if (settled.fresh) await mailReceipt(settled.payment);
    return { attemptId, status: 'succeeded', receiptID: settled.payment.id };
  }

  /** What an attempt already came to: a repeated request gets the first one's answer. */
  async function outcomeOf(
    tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
    attempt: repository.AttemptRow,
  ): Promise<Settled> {
    if (attempt.status === 'failed')
      return { kind: 'refused', message: attempt.failureMessage ?? 'Your card was declined.' };
    if (attempt.status === 'succeeded') {
      const payment = await repository.findPaymentOfAttempt(tx, attempt.id);
      if (payment) return { kind: 'activated', payment, fresh: false };
    }
    return {
      kind: 'waiting',
      status: attempt.status === 'requires_action' ? 'requires_action' : 'processing',
    };
  }

  return {
    setup(): SubscriptionSetup {
      return {
        provider: payments.name,
        publicKey: payments.publicKey,
        plans: MEMBERSHIP_PLANS.filter((plan) => plan.priceCents > 0).map(toPlan),
      };
    },

    async getStatus(businessId: string, viewerId: string): Promise<MembershipStatus> {
      const { access } = await businesses
        .requireAccess(businessId, viewerId, ['owner', 'admin', 'member'])
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'Forbidden') return { access: 'none' as const };
          throw error;
        });
      const business = await repository.findMembership(db, businessId);
      if (!business) throw notFound(commonErrors.text('gone', { what: 'business' }));
      // When the period ends and how many products are over the limit are the business's own affairs.
      const counts = access === 'none' ? null : await repository.countProducts(db, businessId);
      return {
        businessID: business.id,
        companyName: business.companyName,
        subscription: business.subscription,
        verified: business.verified,
        productSlots: PRODUCT_LIMITS[business.subscription],
        account: counts && {
          expiresAt: business.expiresAt?.toISOString() ?? null,
          products: counts.total,
          hiddenProducts: counts.hidden,
        },
        offers: offeredPlans(business, MEMBERSHIP_PLANS, now()).map(toPlan),
        canBuy: access === 'owner',
      };
    },

    async subscribe(userId: string, businessId: string, body: SubscribeBody): Promise<SubscribeResult> {
      await requireOwner(businessId, userId);
      const plan = findMembershipPlan(body.planId);
      const attemptId = body.attemptId ?? randomUUID();
      const settled = await db.transaction(async (tx) => {
        await repository.lockCheckout(tx, businessId);
        const known = await repository.findAttempt(tx, attemptId);
        if (known) {
          if (known.businessId !== businessId || known.plan !== plan.type || known.userId !== userId)
            throw new AppError('Conflict', membershipErrors.text('otherPurchase'));
          return outcomeOf(tx, known);
        }
        const business = await repository.findMembership(tx, businessId);
        if (!business) throw notFound(commonErrors.text('gone', { what: 'business' }));
        assertOffered(business, plan, MEMBERSHIP_PLANS, now());
        if (await repository.findPaymentInFlight(tx, businessId, new Date(now().getTime() - IN_FLIGHT_MS)))
          throw new AppError('Conflict', membershipErrors.text('paymentInFlight'));
        const attempt = await repository.insertAttempt(tx, {
          id: attemptId,
          businessId,
          userId,
          plan: plan.type,
          amountCents: plan.priceCents,
          currency: 'usd',
          email: body.email,
          provider: payments.name,
        });
        const outcome = await payments.charge({
          attemptId,
          amountCents: plan.priceCents,
          currency: 'usd',
          paymentMethod: body.paymentMethod,
          card: body.card,
          email: body.email,
          description: `${plan.label} membership, one year: ${business.companyName}`,
          metadata: { businessId, plan: plan.type },
        });
        return settle(tx, attempt, outcome, { activatesByWebhook: payments.activatesByWebhook, now: now() });
      });
      return answer(attemptId, settled);
    },

    /** After the card holder's authentication step (spec: the confirmation step of the checkout). */
    async confirm(userId: string, body: ConfirmBody): Promise<SubscribeResult> {
      const found = await repository.findAttempt(db, body.attemptId);
      if (!found) throw notFound(membershipErrors.text('attemptGone'));
      await requireOwner(found.businessId, userId);
      const settled = await db.transaction(async (tx) => {
        await repository.lockCheckout(tx, found.businessId);
        const attempt = (await repository.findAttempt(tx, found.id))!;
        if (attempt.status !== 'requires_action' || !attempt.providerPaymentId) return outcomeOf(tx, attempt);
        const outcome = await payments.confirm(attempt.providerPaymentId, body.approve);
        return settle(tx, attempt, outcome, { activatesByWebhook: payments.activatesByWebhook, now: now() });
      });
      return answer(found.id, settled);
    },

    /**
     * A provider webhook: verified, recorded by event id (a replay is ignored) and, for a payment, applied under the
     * business's checkout lock, so it waits for a checkout still being written.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      const event = await payments.parseWebhook(rawBody, signature).catch((error: unknown) => {
        // Answered to the payment provider, not to a member: its text stays as the verifier wrote it.
        if (error instanceof WebhookSignatureError) throw new AppError('BadRequest', verbatim(error.message));
        throw error;
      });
      const result = await db.transaction(async (tx) => {
        const outcome = event.outcome;
        // The lock first: a checkout still charging holds it, and its attempt row shows once it commits.
        if (outcome) await repository.lockCheckout(tx, outcome.businessId);
        const attempt = outcome && (await repository.findAttempt(tx, outcome.attemptId));
        if (
          !(await repository.recordWebhookEvent(tx, {
            id: event.id,
            provider: payments.name,
            type: event.type,
          }))
        )
          return { duplicate: true as const };
        if (!outcome || !attempt || attempt.businessId !== outcome.businessId)
          return { duplicate: false as const };
        if (outcome.status === 'failed') {
          if (attempt.status !== 'succeeded')
            await repository.updateAttempt(tx, attempt.id, {
              status: 'failed',
              failureMessage: outcome.message,
            });
          return { duplicate: false as const };
        }
        const activated = await activate(tx, attempt, outcome, now());
        return { duplicate: false as const, ...activated };
      });
      if ('fresh' in result && result.fresh) await mailReceipt(result.payment);
      return { received: true, duplicate: result.duplicate };
    },

    async listReceipts(userId: string, businessId: string): Promise<Receipt[]> {
      await businesses.requireAccess(businessId, userId, ['owner', 'admin']);
      return (await repository.listPayments(db, businessId)).map(toReceipt);
    },

    async getReceipt(userId: string, receiptId: string): Promise<Receipt> {
      const payment = await repository.findPayment(db, receiptId);
      if (!payment) throw notFound(membershipErrors.text('receiptGone'));
      await businesses.requireAccess(payment.businessId, userId, ['owner', 'admin']);
      return toReceipt(payment);
    },

    /**
     * The demo set's paid memberships, through the same activation as a card payment (a receipt marked `demo`,
     * no card, no mail).
     */
    async grantDemoMembership(businessId: string, tier: MembershipPlan['type'], email: string) {
      const plan = findMembershipPlan(tier);
      await db.transaction(async (tx) => {
        const attempt = await repository.insertAttempt(tx, {
          id: randomUUID(),
          businessId,
          plan: plan.type,
          amountCents: plan.priceCents,
          currency: 'usd',
          email,
          provider: 'demo',
        });
        await activate(tx, attempt, { paymentId: null, cardLast4: null }, now());
      });
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
