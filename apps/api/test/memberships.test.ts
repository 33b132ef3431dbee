import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { useTestApi } from './helper';
import { createBusiness, createUser, signIn } from './factories';

const api = useTestApi({ MEMBERSHIP_JOB_INTERVAL_MS: '0' });

async function ownerWithBusiness(tier: 'standard' | 'gold' | 'premium' | 'platinum' = 'standard') {
  const owner = await signIn(api);
  const business = await createBusiness(api.database.db, { ownerId: owner.user.id, subscription: tier });
  return { owner, business };
}

function subscribe(headers: Record<string, string>, body: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: '/api/subscription/subscribe', headers, payload: body });
}

async function businessRow(id: string) {
  const [row] = await api.database.db.select().from(schema.businesses).where(eq(schema.businesses.id, id));
  return row!;
}

describe('GET /subscription/setup', () => {
  it('lists the paid plans in cents with no publishable key under the test driver', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/subscription/setup' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.provider).toBe('test');
    expect(data.publicKey).toBeNull();
    expect(data.plans.map((plan: { planId: string; price: number }) => [plan.planId, plan.price])).toEqual([
      ['gold', 185_000],
      ['premium', 265_000],
      ['platinum', 365_000],
    ]);
  });
});

describe('POST /subscription/subscribe with the test driver', () => {
  it('activates gold with pm_card_visa: tier, a year, 20 slots, a receipt and its mail, but no badge', async () => {
    const { owner, business } = await ownerWithBusiness();
    const response = await subscribe(owner.headers, {
      paymentMethod: 'pm_card_visa',
      businessID: business.id,
      planId: 'gold',
      email: 'billing@example.com',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result.status).toBe('succeeded');
    const row = await businessRow(business.id);
    expect(row.subscription).toBe('gold');
    // The badge means an operator checked the documents: paying gives the right to ask for it, not the badge.
    expect(row.verified).toBe(false);
    const days = (row.subscriptionExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    const status = await api.app.inject({
      method: 'GET',
      url: `/api/subscription/business/${business.id}`,
      headers: owner.headers,
    });
    expect(status.json().data).toMatchObject({
      subscription: 'gold',
      productSlots: 20,
      canBuy: true,
      account: { expiresAt: row.subscriptionExpiresAt!.toISOString(), products: 0, hiddenProducts: 0 },
    });
    expect(status.json().data.offers.map((plan: { planId: string }) => plan.planId)).toEqual([
      'premium',
      'platinum',
    ]);

    // Someone else sees the plan and what it offers, not when it ends or how its slots are used.
    const outsider = await signIn(api);
    const seen = await api.app.inject({
      method: 'GET',
      url: `/api/subscription/business/${business.id}`,
      headers: outsider.headers,
    });
    expect(seen.json().data).toMatchObject({
      subscription: 'gold',
      productSlots: 20,
      canBuy: false,
      account: null,
    });

    const receipt = await api.app.inject({
      method: 'GET',
      url: `/api/subscription/receipts/${result.receiptID}`,
      headers: owner.headers,
    });
    expect(receipt.json().data).toMatchObject({
      businessID: business.id,
      plan: 'gold',
      amount: 185_000,
      currency: 'usd',
      cardLast4: '4242',
      number: expect.stringMatching(/^R-\d{6}$/),
    });
    const list = await api.app.inject({
      method: 'GET',
      url: `/api/subscription/business/${business.id}/receipts`,
      headers: owner.headers,
    });
    expect(list.json().data).toHaveLength(1);
    const mails = await api.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, 'membership-receipt'));
    const mail = mails.find((candidate) => candidate.text.includes(business.companyName));
    expect(mail?.to).toBe('billing@example.com');
    expect(mail?.text).toContain('US$ 1,850.00');
    expect(mail?.text).toContain(`/business/${business.id}/edit/verification`);
    // Its owners may now ask for the badge.
    const verification = await api.app.inject({
      method: 'GET',
      url: `/api/business/${business.id}/verification`,
      headers: owner.headers,
    });
    expect(verification.json().data).toMatchObject({ verified: false, subscription: 'gold', eligible: true });
  });

  it('takes typed-in test cards, and answers each declining card with its message and no change', async () => {
    const cases = [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 'Your card has expired.'],
      ['4242 4242 4242 4241', 'Your card number is incorrect.'],
    ] as const;
    for (const [number, message] of cases) {
      const { owner, business } = await ownerWithBusiness();
      const response = await subscribe(owner.headers, {
        paymentMethod: 'card',
        card: { number, expMonth: 12, expYear: 2034, cvc: '123', name: 'Ada Lovelace' },
        businessID: business.id,
        planId: 'premium',
        email: 'billing@example.com',
      });
      expect(response.statusCode, number).toBe(402);
      expect(response.json().error).toMatchObject({ name: 'CardError', message });
      expect((await businessRow(business.id)).subscription).toBe('standard');
    }
    const { owner, business } = await ownerWithBusiness();
    const ok = await subscribe(owner.headers, {
      paymentMethod: 'card',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Ada Lovelace' },
      businessID: business.id,
      planId: 'premium',
      email: 'billing@example.com',
    });
    expect(ok.json().data.status).toBe('succeeded');
    expect((await businessRow(business.id)).subscription).toBe('premium');
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
  ])('refuses %s with 402 and keeps the business as it was', async (paymentMethod, message) => {
    const { owner, business } = await ownerWithBusiness();
    const attemptId = randomUUID();
    const body = {
      paymentMethod,
      businessID: business.id,
      planId: 'gold',
      email: 'b@example.com',
      attemptId,
    };
    const response = await subscribe(owner.headers, body);
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe(message);
    // The same attempt again gets the same answer, without another charge.
    expect((await subscribe(owner.headers, body)).json().error.message).toBe(message);
    const row = await businessRow(business.id);
    expect([row.subscription, row.verified]).toEqual(['standard', false]);
  });

  it('asks for authentication with pm_card_authenticationRequired, then activates on approval only', async () => {
    const { owner, business } = await ownerWithBusiness();
    const start = await subscribe(owner.headers, {
      paymentMethod: 'pm_card_authenticationRequired',
      businessID: business.id,
      planId: 'platinum',
      email: 'b@example.com',
    });
    expect(start.json().data.status).toBe('requires_action');
    expect((await businessRow(business.id)).subscription).toBe('standard');
    const confirm = (approve: boolean, attemptId: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/subscription/confirm',
        headers: owner.headers,
        payload: { attemptId, approve },
      });
    const approved = await confirm(true, start.json().data.attemptId);
    expect(approved.json().data.status).toBe('succeeded');
    expect((await businessRow(business.id)).subscription).toBe('platinum');

    const other = await ownerWithBusiness();
    const second = await subscribe(other.owner.headers, {
      paymentMethod: 'pm_card_authenticationRequired',
      businessID: other.business.id,
      planId: 'gold',
      email: 'b@example.com',
    });
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/subscription/confirm',
      headers: other.owner.headers,
      payload: { attemptId: second.json().data.attemptId, approve: false },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toMatch(/unable to authenticate/);
    expect((await businessRow(other.business.id)).subscription).toBe('standard');
  });

  it('answers 403 to anyone but the owner, admins included, and says why', async () => {
    const { business } = await ownerWithBusiness();
    const admin = await signIn(api);
    await api.database.db
      .insert(schema.businessMembers)
      .values({ businessId: business.id, userId: admin.user.id, access: 'admin' });
    const stranger = await signIn(api);
    for (const who of [admin, stranger]) {
      const response = await subscribe(who.headers, {
        paymentMethod: 'pm_card_visa',
        businessID: business.id,
        planId: 'gold',
        email: 'b@example.com',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        'Only the owner of this business can buy a membership for it.',
      );
    }
    const status = await api.app.inject({
      method: 'GET',
      url: `/api/subscription/business/${business.id}`,
      headers: stranger.headers,
    });
    expect(status.json().data.canBuy).toBe(false);
    const receipts = await api.app.inject({
      method: 'GET',
      url: `/api/subscription/business/${business.id}/receipts`,
      headers: stranger.headers,
    });
    expect(receipts.statusCode).toBe(403);
    expect((await businessRow(business.id)).subscription).toBe('standard');
  });

  it('refuses a lower or the same tier with 409, and offers nothing above platinum', async () => {
    const { owner, business } = await ownerWithBusiness('premium');
    await api.database.db
      .update(schema.businesses)
      .set({ subscriptionExpiresAt: new Date(Date.now() + 200 * 86_400_000) })
      .where(eq(schema.businesses.id, business.id));
    for (const planId of ['gold', 'premium']) {
      const response = await subscribe(owner.headers, {
        paymentMethod: 'pm_card_visa',
        businessID: business.id,
        planId,
        email: 'b@example.com',
      });
      expect(response.statusCode, planId).toBe(409);
    }
    expect((await businessRow(business.id)).subscription).toBe('premium');
    const top = await ownerWithBusiness('platinum');
    const status = await api.app.inject({
      method: 'GET',
      url: `/api/subscription/business/${top.business.id}`,
      headers: top.owner.headers,
    });
    expect(status.json().data.offers).toEqual([]);
  });

  it('needs a session to subscribe', async () => {
    const user = await createUser(api.database.db);
    const business = await createBusiness(api.database.db, { ownerId: user.id });
    const response = await subscribe(
      {},
      {
        paymentMethod: 'pm_card_visa',
        businessID: business.id,
        planId: 'gold',
        email: 'b@example.com',
      },
    );
    expect(response.statusCode).toBe(401);
  });
});
