import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AbuseCase } from './abuse';
import { PRODUCT, type World } from './world';

const row = async <T>(world: World, query: ReturnType<typeof sql>) =>
  (await world.host.database.db.execute(query)).rows[0] as T;
const same = (what: string, actual: unknown, expected: unknown) => {
  if (actual !== expected) throw new Error(`${what}: ${String(actual)}, expected ${String(expected)}`);
};

/**
 * Bodies with fields a route does not name are refused whole: the answer names the first unknown field, and
 * nothing of the body is written (docs/decisions/0005-request-validation-and-unknown-fields.md).
 */
const refusedNaming = (response: LightMyRequestResponse, field: string) => {
  const message = (response.json() as { error?: { message?: string } }).error?.message ?? '';
  if (!message.includes(field)) throw new Error(`refused without naming ${field}: ${message}`);
};

export const massAssignment: AbuseCase[] = [
  {
    name: 'a profile update cannot set the e-mail, id or photos',
    as: 'member',
    request: (w) => ({
      method: 'PUT',
      url: '/api/user/profile',
      payload: {
        city: 'Akron',
        email: 'taken@example.com',
        userID: w.people.owner.id,
        id: w.people.owner.id,
        profilePhoto: 'https://evil.example/x.png',
        passwordHash: 'x',
      },
    }),
    expect: 400,
    check: async (w, response) => {
      refusedNaming(response, 'email');
      const user = await row<{ email: string; city: string | null }>(
        w,
        sql`select email, city from users where id = ${w.people.member.id}`,
      );
      same('e-mail', user.email, w.people.member.email);
      if (user.city === 'Akron') throw new Error('saved part of a refused body');
    },
  },
  {
    name: 'a new business cannot choose its plan, badge, id or owner',
    as: 'member',
    request: (w) => ({
      method: 'POST',
      url: '/api/business/profile/create',
      payload: {
        companyName: 'Self Promoted Inc',
        categories: ['0001.0001-01'],
        businessType: 'MA',
        country: 'US',
        shortDescription: 'A business that would like a free platinum plan.',
        subscription: 'platinum',
        verified: true,
        businessID: w.shop.id,
        ownerId: w.people.stranger.id,
        followers: 1000,
      },
    }),
    expect: 400,
    check: async (w, response) => {
      refusedNaming(response, 'subscription');
      const made = await row<{ n: number }>(
        w,
        sql`select count(*)::int as n from businesses where company_name = 'Self Promoted Inc'`,
      );
      same('businesses made', made.n, 0);
    },
  },
  {
    name: 'an owner cannot upgrade or verify his business through its general section',
    as: 'owner',
    request: (w) => ({
      method: 'PUT',
      url: `/api/business/profile/${w.shop.id}/general`,
      payload: {
        companyName: 'Acme Valves',
        businessType: 'MA',
        categories: ['0001.0001-01'],
        shortDescription: 'Precision valves for automation and packaging lines.',
        subscription: 'platinum',
        verified: true,
        subscriptionExpiresAt: '2099-01-01T00:00:00Z',
      },
    }),
    expect: 400,
    check: async (w, response) => {
      refusedNaming(response, 'subscription');
      const shop = await row<{ subscription: string; verified: boolean }>(
        w,
        sql`select subscription, verified from businesses where id = ${w.shop.id}`,
      );
      same('plan', shop.subscription, 'standard');
      same('verified', shop.verified, false);
    },
  },
  {
    name: 'a product cannot be placed in another business or given an id',
    as: 'owner',
    request: (w) => ({
      method: 'POST',
      url: `/api/business/${w.shop.id}/products`,
      payload: { ...PRODUCT, businessID: w.other.id, businessId: w.other.id, productID: w.other.productId },
    }),
    expect: 400,
    check: async (w, response) => {
      refusedNaming(response, 'businessID');
      const made = await row<{ n: number }>(
        w,
        sql`select count(*)::int as n from products where business_id = ${w.other.id}`,
      );
      same("the other business's products", made.n, 1);
    },
  },
  {
    name: 'a post cannot name its author, id or date',
    as: 'member',
    request: (w) => ({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: {
        content: 'Mine',
        timelineID: w.people.member.id,
        timelineType: 'user',
        postID: w.postOfShop,
        userId: w.people.owner.id,
        author: { userID: w.people.owner.id },
        createdAt: '2000-01-01T00:00:00Z',
      },
    }),
    expect: 400,
    check: async (w, response) => {
      refusedNaming(response, 'postID');
      const made = await row<{ n: number }>(
        w,
        sql`select count(*)::int as n from posts where extract(year from created_at) = 2000`,
      );
      same('posts dated 2000', made.n, 0);
    },
  },
  {
    name: 'a comment cannot name its author',
    as: 'member',
    request: (w) => ({
      method: 'POST',
      url: '/api/social/comments/make-comment',
      payload: {
        resourceID: w.shop.productId,
        resourceType: 'product',
        content: 'Mine too',
        userID: w.people.owner.id,
        userId: w.people.owner.id,
        commentID: randomUUID(),
      },
    }),
    expect: 400,
    check: async (w, response) => {
      refusedNaming(response, 'userID');
      const made = await row<{ n: number }>(
        w,
        sql`select count(*)::int as n from comments where content = 'Mine too'`,
      );
      same('comments made', made.n, 0);
    },
  },
  {
    name: 'a quote cannot set its state, thread or author',
    as: 'member',
    request: async (w) => ({
      method: 'POST',
      url: `/api/rfqs/${await w.freshRfq()}/quotes`,
      payload: {
        businessID: w.shop.id,
        unitPrice: 10,
        currency: 'USD',
        moq: 1,
        leadTimeDays: 7,
        incoterm: 'FOB',
        paymentTerms: ['T/T'],
        validUntil: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        state: 'accepted',
        threadID: randomUUID(),
        userID: w.people.owner.id,
      },
    }),
    expect: 400,
    check: async (w, response) => {
      refusedNaming(response, 'state');
      const made = await row<{ n: number }>(
        w,
        sql`select count(*)::int as n from rfq_quotes where business_id = ${w.shop.id} and unit_price = 10`,
      );
      same('quotes made', made.n, 0);
    },
  },
];
