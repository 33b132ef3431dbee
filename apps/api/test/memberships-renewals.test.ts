import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { loadApiConfig } from '../src/config';
import { createSearchService } from '../src/modules/search';
import type { TestPaymentProvider } from '../src/platform/payments';
import { createApiServices, type ApiServices } from '../src/services';
import { createBusiness, createProduct, createUser } from './factories';
import { mailsTo } from './mail-support';

const DAY = 86_400_000;
const silent = { info() {}, error() {} };
let database: TestDatabase;
let services: ApiServices;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadApiConfig({ LOG_LEVEL: 'silent', MEMBERSHIP_JOB_INTERVAL_MS: '0' });
  services = createApiServices(config, database.db, silent);
});
afterAll(() => database.close());

const charges = () => (services.payments as TestPaymentProvider).charges();
const subscribeBody = (businessID: string, planId: 'gold' | 'premium' | 'platinum', attemptId?: string) => ({
  paymentMethod: 'pm_card_visa',
  businessID,
  planId,
  email: 'billing@example.com',
  ...(attemptId && { attemptId }),
});

async function business(id: string) {
  const [row] = await database.db.select().from(schema.businesses).where(eq(schema.businesses.id, id));
  return row!;
}

describe('one attempt, one charge', () => {
  it('charges and activates once for parallel requests carrying one attempt id', async () => {
    const owner = await createUser(database.db);
    const { id } = await createBusiness(database.db, { ownerId: owner.id });
    const before = charges().length;
    const attemptId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        services.memberships.subscribe(owner.id, id, subscribeBody(id, 'gold', attemptId)),
      ),
    );
    expect(new Set(results.map((result) => result.receiptID)).size).toBe(1);
    expect(results.every((result) => result.status === 'succeeded')).toBe(true);
    expect(charges().length - before).toBe(1);
    const receipts = await database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.businessId, id));
    expect(receipts).toHaveLength(1);
  });

  it('lets only one of two tabs (two attempt ids) buy the same plan', async () => {
    const owner = await createUser(database.db);
    const { id } = await createBusiness(database.db, { ownerId: owner.id });
    const before = charges().length;
    const results = await Promise.allSettled([
      services.memberships.subscribe(owner.id, id, subscribeBody(id, 'premium')),
      services.memberships.subscribe(owner.id, id, subscribeBody(id, 'premium')),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'Conflict' });
    expect(charges().length - before).toBe(1);
  });
});

describe('membership mails', () => {
  it('sends the receipt in the payer’s language and each owner the reminder in theirs', async () => {
    const payer = await createUser(database.db, { preferredLanguageCode: 'es' });
    const company = await createBusiness(database.db, { ownerId: payer.id, companyName: 'Bombas Ibéricas' });
    const chineseOwner = await createUser(database.db, { preferredLanguageCode: 'zh' });
    const japaneseOwner = await createUser(database.db, { preferredLanguageCode: 'ja' });
    await database.db.insert(schema.businessMembers).values([
      { businessId: company.id, userId: chineseOwner.id, access: 'owner' },
      { businessId: company.id, userId: japaneseOwner.id, access: 'owner' },
    ]);
    await services.memberships.subscribe(payer.id, company.id, subscribeBody(company.id, 'gold'));
    const [receipt, ...more] = (await mailsTo(database.db, 'billing@example.com')).filter((mail) =>
      mail.text.includes(company.id),
    );
    expect(more).toEqual([]);
    expect(receipt!.subject).toMatch(/^Recibo R-\d{6} de Tradeforge: membresía Gold$/);
    expect(receipt!.text).toContain('Gracias por su pago. Bombas Ibéricas ya tiene la membresía Gold.');
    expect(receipt!.text).toMatch(/^Importe: 1850,00\sUS\$$/m);
    expect(receipt!.text).toMatch(/^Plan: Gold \(un año, hasta el \d{1,2} de \p{L}+ de \d{4}\)$/mu);
    expect(receipt!.text).toContain(`/es/business/${company.id}/membership/receipts/`);

    const end = (await business(company.id)).subscriptionExpiresAt!;
    await services.renewals.run(new Date(end.getTime() - 14 * DAY));
    const [chinese] = await mailsTo(database.db, chineseOwner.email);
    expect(chinese!.subject).toMatch(/^您 Bombas Ibéricas 的 Gold 会员将于 \d{4}年\d{1,2}月\d{1,2}日 到期$/);
    expect(chinese!.text).toContain('续费一年（US$1,850.00）即可保留搜索优先排名和 20 个产品位。');
    expect(chinese!.text).toContain(`/zh/business/${company.id}/membership`);
    const [english] = await mailsTo(database.db, japaneseOwner.email);
    expect(english!.subject).toBe(
      `Your Gold membership for Bombas Ibéricas ends on ${end.toISOString().slice(0, 10)}`,
    );
  });
});

describe('renewal and expiry', () => {
  it('reminds once 14 days before the end, then after the grace hides the extra products until an upgrade', async () => {
    const owner = await createUser(database.db, { email: `owner-${randomUUID()}@example.com` });
    const company = await createBusiness(database.db, { ownerId: owner.id });
    await services.memberships.subscribe(owner.id, company.id, subscribeBody(company.id, 'gold'));
    // As if an operator had approved its documents: the badge lapses with the membership.
    await database.db
      .update(schema.businesses)
      .set({ verified: true })
      .where(eq(schema.businesses.id, company.id));
    const word = `zq${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
    for (let i = 0; i < 12; i += 1)
      await createProduct(database.db, company.id, {
        name: `${word} valve ${i}`,
        createdAt: new Date(Date.now() - (20 - i) * 60_000),
      });
    const search = createSearchService(database.db);
    const found = async () =>
      (await search.searchProducts({ textQuery: word, skip: 0, size: 50 })).total_results;
    expect(await found()).toBe(12);

    const end = (await business(company.id)).subscriptionExpiresAt!;
    const reminderMails = () =>
      database.db
        .select()
        .from(schema.mailOutbox)
        .where(and(eq(schema.mailOutbox.kind, 'membership-reminder'), eq(schema.mailOutbox.to, owner.email)));
    expect((await services.renewals.run(new Date(end.getTime() - 20 * DAY))).reminded).not.toContain(
      company.id,
    );
    expect(await reminderMails()).toHaveLength(0);
    expect((await services.renewals.run(new Date(end.getTime() - 14 * DAY))).reminded).toContain(company.id);
    await services.renewals.run(new Date(end.getTime() - 13 * DAY));
    const mails = await reminderMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/business/${company.id}/membership`);
    expect(mails[0]!.text).toContain('to keep your verified badge, priority in search');

    // Still gold during the grace period.
    expect((await services.renewals.run(new Date(end.getTime() + 6 * DAY))).lapsed).not.toContain(company.id);
    const generation = async () =>
      (await database.db.execute<{ products: string }>(sql`select products::text from search_generations`))
        .rows[0]!.products;
    const generationBefore = await generation();
    expect((await services.renewals.run(new Date(end.getTime() + 7 * DAY))).lapsed).toContain(company.id);
    expect(await generation()).not.toBe(generationBefore);
    const lapsed = await business(company.id);
    expect([lapsed.subscription, lapsed.verified, lapsed.subscriptionExpiresAt]).toEqual([
      'standard',
      false,
      null,
    ]);
    const status = await services.memberships.getStatus(company.id, owner.id);
    expect(status).toMatchObject({ account: { products: 12, hiddenProducts: 5 }, productSlots: 7 });
    const visible = await services.products.listByBusiness(company.id);
    expect(visible.map((product) => product.name)).toHaveLength(7);
    expect(visible.map((product) => product.name)).toContain(`${word} valve 0`);
    expect(visible.map((product) => product.name)).not.toContain(`${word} valve 11`);
    expect(await found()).toBe(7);
    const managed = await services.products.listByBusiness(company.id, owner.id);
    expect(managed.filter((product) => product.hidden)).toHaveLength(5);

    await services.memberships.subscribe(owner.id, company.id, subscribeBody(company.id, 'premium'));
    expect(await services.products.listByBusiness(company.id)).toHaveLength(12);
    expect(await found()).toBe(12);
    expect((await services.memberships.getStatus(company.id, owner.id)).account?.hiddenProducts).toBe(0);
  });

  it('renews within the window: the new year starts at the current end', async () => {
    const owner = await createUser(database.db);
    const company = await createBusiness(database.db, { ownerId: owner.id });
    const end = new Date(Date.now() + 10 * DAY);
    await database.db
      .update(schema.businesses)
      .set({ subscription: 'gold', verified: true, subscriptionExpiresAt: end })
      .where(eq(schema.businesses.id, company.id));
    await services.memberships.subscribe(owner.id, company.id, subscribeBody(company.id, 'gold'));
    const renewed = (await business(company.id)).subscriptionExpiresAt!;
    expect(renewed.getTime() - end.getTime()).toBe(365 * DAY);
    // The badge an operator gave stays through the renewal.
    expect((await business(company.id)).verified).toBe(true);
  });

  it('skips a run while another instance holds the job lock', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7265110313)`);
      expect((await services.renewals.run(new Date())).ran).toBe(false);
    });
    expect((await services.renewals.run(new Date())).ran).toBe(true);
  });
});
