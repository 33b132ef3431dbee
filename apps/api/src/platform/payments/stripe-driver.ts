import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { paymentErrors } from './errors';
import type { PaymentConfig } from './config';
import { WebhookSignatureError, type ChargeOutcome, type PaymentEvent, type PaymentProvider } from './types';

type StripeConfig = Extract<PaymentConfig, { provider: 'stripe' }>;

const unavailable = () => new AppError('PaymentUnavailable', paymentErrors.text('unreachable'));

function lastFour(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  return charge.payment_method_details?.card?.last4 ?? null;
}

function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  const clientSecret = intent.client_secret ?? undefined;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentId: intent.id, cardLast4: lastFour(intent) };
    case 'requires_action':
      return {
        status: 'requires_action',
        paymentId: intent.id,
        cardLast4: null,
        ...(clientSecret && { clientSecret }),
      };
    case 'requires_payment_method':
    case 'canceled':
      return {
        status: 'card_error',
        paymentId: intent.id,
        code: intent.last_payment_error?.code ?? 'card_declined',
        message: intent.last_payment_error?.message ?? 'Your card was declined.',
      };
    default:
      return { status: 'processing', paymentId: intent.id, ...(clientSecret && { clientSecret }) };
  }
}

/** A refusal Stripe gives about the card or the payment method; anything else means try again later. */
function cardRefusal(sdk: typeof Stripe, error: unknown): ChargeOutcome | undefined {
  if (!(error instanceof sdk.errors.StripeError)) return undefined;
  const refusesMethod = error.type === 'StripeInvalidRequestError' && error.param === 'payment_method';
  if (error.type !== 'StripeCardError' && !refusesMethod) return undefined;
  return {
    status: 'card_error',
    paymentId: error.payment_intent?.id ?? null,
    code: error.code ?? 'card_declined',
    message: error.message,
  };
}

/**
 * Stripe PaymentIntents. The page's Payment Element makes a PaymentMethod in the browser (card numbers never reach
 * us); the API confirms a PaymentIntent with it, keyed by the attempt id. Only the signed
 * `payment_intent.succeeded` webhook activates the membership.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  // The SDK is loaded on first use: its 218 modules were half a second of every start, also of sites that take
  // no payments through Stripe.
  let client: Promise<{ sdk: typeof Stripe; stripe: Stripe }> | undefined;
  const connect = () =>
    (client ??= import('stripe').then(({ default: sdk }) => ({
      sdk,
      stripe: new sdk(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...config.api }),
    })));

  async function call<T>(work: (stripe: Stripe) => Promise<T>): Promise<T | ChargeOutcome> {
    const { sdk, stripe } = await connect();
    try {
      return await work(stripe);
    } catch (error) {
      const refusal = cardRefusal(sdk, error);
      if (refusal) return refusal;
      throw unavailable();
    }
  }

  return {
    name: 'stripe',
    publicKey: config.publishableKey,
    activatesByWebhook: true,

    async charge(request) {
      if (request.card) throw new AppError('BadRequest', paymentErrors.text('cardHere'));
      const result = await call((stripe) =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            payment_method: request.paymentMethod,
            confirm: true,
            // Confirmed here: no redirecting payment methods, which would need a return page.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            receipt_email: request.email,
            description: request.description,
            metadata: { ...request.metadata, attemptId: request.attemptId },
            expand: ['latest_charge'],
          },
          { idempotencyKey: `membership-${request.attemptId}` },
        ),
      );
      return 'object' in result ? outcomeOf(result) : result;
    },

    async confirm(paymentId) {
      const result = await call((stripe) =>
        stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] }),
      );
      return 'object' in result ? outcomeOf(result) : result;
    },

    async parseWebhook(rawBody, signature) {
      const { stripe } = await connect();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch {
        throw new WebhookSignatureError('The Stripe signature does not match this endpoint.');
      }
      const parsed: PaymentEvent = { id: event.id, type: event.type };
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
        return parsed;
      const { attemptId, businessId } = event.data.object.metadata ?? {};
      if (!attemptId || !businessId) return parsed;
      if (event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        const message = intent.last_payment_error?.message ?? 'Your card was declined.';
        return {
          ...parsed,
          outcome: { status: 'failed', attemptId, businessId, paymentId: intent.id, message },
        };
      }
      // The event carries the charge's id only; the card's last four digits are on the charge.
      const intent = await stripe.paymentIntents
        .retrieve(event.data.object.id, { expand: ['latest_charge'] })
        .catch(() => {
          throw unavailable();
        });
      return {
        ...parsed,
        outcome: {
          status: 'succeeded',
          attemptId,
          businessId,
          paymentId: intent.id,
          cardLast4: lastFour(intent),
        },
      };
    },
  };
}
