import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { useTestApi } from './helper';
import { createBusiness, signIn } from './factories';
import { startFakeStripe } from './stripe/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripeApi = await startFakeStripe();
});
afterAll(() => stripeApi.close());

const api = useTestApi(() => ({
  MEMBERSHIP_JOB_INTERVAL_MS: '0',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripeApi.url,
}));
const signer = new Stripe('sk_test_unused');

async function ownerWithBusiness() {
  const owner = await signIn(api);
  const business = await createBusiness(api.database.db, { ownerId: owner.user.id });
  return { owner, business };
}

const subscribe = (headers: Record<string, string>, body: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: '/api/subscription/subscribe', headers, payload: body });

function eventFor(paymentIntentId: string, type = 'payment_intent.succeeded', id = `evt_${randomUUID()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: stripeApi.intentForEvent(paymentIntentId) },
  });
}

function sendWebhook(payload: string, secret = WEBHOOK_SECRET) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return api.app.inject({
    method: 'POST',
    url: '/api/subscription/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function tierOf(id: string) {
  const [row] = await api.database.db.select().from(schema.businesses).where(eq(schema.businesses.id, id));
  return row!.subscription;
}

describe('the stripe driver', () => {
  it('gives the publishable key to the page', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/subscription/setup' });
    expect(response.json().data).toMatchObject({ provider: 'stripe', publicKey: 'pk_test_fake' });
  });

  it('creates one PaymentIntent per attempt, and only the signed webhook activates, once', async () => {
    const { owner, business } = await ownerWithBusiness();
    const attemptId = randomUUID();
    const body = {
      paymentMethod: 'pm_card_visa',
      businessID: business.id,
      planId: 'gold',
      email: 'b@example.com',
      attemptId,
    };
    const answers = await Promise.all(Array.from({ length: 4 }, () => subscribe(owner.headers, body)));
    expect(answers.map((answer) => answer.json().data.status)).toEqual(Array(4).fill('processing'));
    const creates = stripeApi.requests.filter(
      (request) => request.method === 'POST' && request.idempotencyKey === `membership-${attemptId}`,
    );
    expect(creates).toHaveLength(1);
    expect(await tierOf(business.id)).toBe('standard');

    const [attempt] = await api.database.db
      .select()
      .from(schema.paymentAttempts)
      .where(eq(schema.paymentAttempts.id, attemptId));
    const payload = eventFor(attempt!.providerPaymentId!);

    const forged = await sendWebhook(payload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await api.app.inject({
      method: 'POST',
      url: '/api/subscription/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await tierOf(business.id)).toBe('standard');

    const delivered = await sendWebhook(payload);
    expect(delivered.json().data).toEqual({ received: true, duplicate: false });
    expect(await tierOf(business.id)).toBe('gold');
    const replayed = await sendWebhook(payload);
    expect(replayed.json().data).toEqual({ received: true, duplicate: true });

    const receipts = await api.app.inject({
      method: 'GET',
      url: `/api/subscription/business/${business.id}/receipts`,
      headers: owner.headers,
    });
    expect(receipts.json().data).toHaveLength(1);
    expect(receipts.json().data[0]).toMatchObject({ plan: 'gold', cardLast4: '4242', amount: 185_000 });
    // A repeated request after activation answers with the receipt.
    expect((await subscribe(owner.headers, body)).json().data).toMatchObject({ status: 'succeeded' });
  });

  it('applies a webhook that arrives while the checkout is still being written, once it is', async () => {
    const { owner, business } = await ownerWithBusiness();
    let early: Promise<unknown> | undefined;
    stripeApi.hooks.succeeded = (intentId) => {
      early = sendWebhook(eventFor(intentId));
    };
    try {
      const answer = await subscribe(owner.headers, {
        paymentMethod: 'pm_card_visa',
        businessID: business.id,
        planId: 'premium',
        email: 'b@example.com',
      });
      expect(answer.json().data.status).toBe('processing');
      expect(early).toBeDefined();
      expect(((await early) as { json(): { data: unknown } }).json().data).toEqual({
        received: true,
        duplicate: false,
      });
    } finally {
      delete stripeApi.hooks.succeeded;
    }
    expect(await tierOf(business.id)).toBe('premium');
  });

  it('records a payment_intent.payment_failed event on its attempt', async () => {
    const { owner, business } = await ownerWithBusiness();
    const answer = await subscribe(owner.headers, {
      paymentMethod: 'pm_card_authenticationRequired',
      businessID: business.id,
      planId: 'gold',
      email: 'b@example.com',
    });
    const { attemptId } = answer.json().data;
    const [attempt] = await api.database.db
      .select()
      .from(schema.paymentAttempts)
      .where(eq(schema.paymentAttempts.id, attemptId));
    const failed = await sendWebhook(eventFor(attempt!.providerPaymentId!, 'payment_intent.payment_failed'));
    expect(failed.statusCode).toBe(200);
    const [after] = await api.database.db
      .select()
      .from(schema.paymentAttempts)
      .where(eq(schema.paymentAttempts.id, attemptId));
    expect(after!.status).toBe('failed');
    expect(await tierOf(business.id)).toBe('standard');
  });

  it("passes Stripe's card errors on as 402 with Stripe's message", async () => {
    const { owner, business } = await ownerWithBusiness();
    const response = await subscribe(owner.headers, {
      paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
      businessID: business.id,
      planId: 'premium',
      email: 'b@example.com',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe('Your card has insufficient funds.');
    expect(await tierOf(business.id)).toBe('standard');
  });

  it('hands the client secret over for an authentication step, and refuses card details sent to the API', async () => {
    const { owner, business } = await ownerWithBusiness();
    const response = await subscribe(owner.headers, {
      paymentMethod: 'pm_card_authenticationRequired',
      businessID: business.id,
      planId: 'gold',
      email: 'b@example.com',
    });
    expect(response.json().data).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
    });
    const typed = await subscribe(owner.headers, {
      paymentMethod: 'card',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'A' },
      businessID: business.id,
      planId: 'premium',
      email: 'b@example.com',
    });
    expect(typed.statusCode).toBe(400);
  });
});
