import { randomUUID } from 'node:crypto';
import { checkCard } from './test-cards';
import { WebhookSignatureError, type ChargeOutcome, type ChargeRequest, type PaymentProvider } from './types';

export interface TestCharge {
  paymentId: string;
  attemptId: string;
  amountCents: number;
  status: ChargeOutcome['status'];
}

export type TestPaymentProvider = PaymentProvider & {
  /** Every charge made, as a provider's dashboard lists them (one per idempotency key). */
  charges(): TestCharge[];
};

const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * The default driver: answers like Stripe's test mode for Stripe's test cards and PaymentMethod ids, without any
 * network. It keeps its charges in memory, keyed by idempotency key like Stripe, so one attempt is one charge; an
 * authentication step waiting when the process restarts is lost (the card holder starts again).
 */
export function createTestProvider(now: () => Date = () => new Date()): TestPaymentProvider {
  const byAttempt = new Map<string, ChargeOutcome>();
  const ledger = new Map<string, TestCharge>();

  function record(attemptId: string, amountCents: number, outcome: ChargeOutcome) {
    byAttempt.set(attemptId, outcome);
    if (outcome.paymentId)
      ledger.set(outcome.paymentId, {
        paymentId: outcome.paymentId,
        attemptId,
        amountCents,
        status: outcome.status,
      });
    return outcome;
  }

  return {
    name: 'test',
    publicKey: null,
    activatesByWebhook: false,

    async charge(request: ChargeRequest) {
      const known = byAttempt.get(request.attemptId);
      if (known) return known;
      const check = checkCard(request.paymentMethod, request.card, now());
      const paymentId = `pi_test_${randomUUID().replaceAll('-', '')}`;
      if (!check.ok) {
        // Refused before any charge (a typing mistake): Stripe creates no payment either.
        const created = check.code !== 'incorrect_number' && check.code !== 'resource_missing';
        return record(request.attemptId, request.amountCents, {
          status: 'card_error',
          paymentId: created ? paymentId : null,
          code: check.code,
          message: check.message,
        });
      }
      const last4 = check.number.slice(-4);
      const { behaviour } = check;
      const outcome: ChargeOutcome =
        behaviour.kind === 'success'
          ? { status: 'succeeded', paymentId, cardLast4: last4 }
          : behaviour.kind === 'authenticate'
            ? { status: 'requires_action', paymentId, cardLast4: last4 }
            : { status: 'card_error', paymentId, code: behaviour.code, message: behaviour.message };
      return record(request.attemptId, request.amountCents, outcome);
    },

    async confirm(paymentId: string, approve: boolean) {
      const charge = ledger.get(paymentId);
      const current = charge && byAttempt.get(charge.attemptId);
      if (!charge || !current)
        return {
          status: 'card_error',
          paymentId,
          code: 'payment_intent_unexpected_state',
          message: AUTHENTICATION_FAILED,
        };
      if (current.status !== 'requires_action') return current;
      const outcome: ChargeOutcome = approve
        ? { status: 'succeeded', paymentId, cardLast4: current.cardLast4 }
        : {
            status: 'card_error',
            paymentId,
            code: 'payment_intent_authentication_failure',
            message: AUTHENTICATION_FAILED,
          };
      return record(charge.attemptId, charge.amountCents, outcome);
    },

    async parseWebhook() {
      throw new WebhookSignatureError('The test payment driver sends no webhooks.');
    },

    charges: () => [...ledger.values()],
  };
}
