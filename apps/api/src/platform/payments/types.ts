import type { TestCard } from '@tradeforge/contracts';

export interface ChargeRequest {
  /** The checkout attempt: the provider's idempotency key, so a repeated request never charges twice. */
  attemptId: string;
  amountCents: number;
  currency: 'usd';
  paymentMethod: string;
  card?: TestCard | undefined;
  email: string;
  description: string;
  metadata: Record<string, string>;
}

export type ChargeOutcome =
  | { status: 'succeeded'; paymentId: string; cardLast4: string | null }
  | { status: 'requires_action'; paymentId: string; clientSecret?: string; cardLast4: string | null }
  | { status: 'processing'; paymentId: string; clientSecret?: string }
  | { status: 'card_error'; paymentId: string | null; code: string; message: string };

/** A verified provider event, in the terms the memberships module needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  outcome?:
    | {
        status: 'succeeded';
        attemptId: string;
        businessId: string;
        paymentId: string;
        cardLast4: string | null;
      }
    | { status: 'failed'; attemptId: string; businessId: string; paymentId: string; message: string };
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** What the browser needs to load the provider's card form (Stripe's publishable key), if anything. */
  readonly publicKey: string | null;
  /**
   * Whether only the provider's signed webhook may activate a membership. Stripe: yes, a succeeded answer to the
   * page is not proof the money arrived (and the page may never come back from an authentication step).
   */
  readonly activatesByWebhook: boolean;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** After the card holder's authentication step: the payment's outcome now. */
  confirm(paymentId: string, approve: boolean): Promise<ChargeOutcome>;
  /** Verifies a webhook's signature (throws `WebhookSignatureError` if it does not match) and reads the event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}

export class WebhookSignatureError extends Error {}
