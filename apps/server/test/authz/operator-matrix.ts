import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { schema } from '@tradeforge/db';
import type { Expect, Row } from './rows/kit';
import type { World } from './world';

/** Operator routes: 401 for visitors, 403 for every user without the role, whatever they own. */
export const operatorOnly = (status = 200): Expect => ({
  visitor: 401,
  stranger: 403,
  member: 403,
  admin: 403,
  owner: 403,
  operator: status,
});

const get = (url: string): InjectOptions => ({ method: 'GET', url });

/** A new business of the same members with a Gold membership, which may ask for verification. */
async function paidShop(world: World) {
  const { id } = await world.freshShop();
  await world.host.database.db
    .update(schema.businesses)
    .set({ subscription: 'gold' })
    .where(eq(schema.businesses.id, id));
  return id;
}

/** A new account, so that a change made by one caller leaves the next caller's request intact. */
async function freshUser(world: World, operator = false) {
  const [user] = await world.host.database.db
    .insert(schema.users)
    .values({
      email: `target-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Tess',
      lastName: 'Target',
    })
    .returning();
  if (operator) await world.host.database.db.insert(schema.operators).values({ userId: user!.id });
  return user!;
}

/** A need-help enquiry of its own per call. */
async function freshEnquiry(world: World) {
  const [row] = await world.host.database.db
    .insert(schema.enquiries)
    .values({ email: 'enquirer@example.com', companyPhone: '+1 305 555 0100' })
    .returning();
  return row!.id;
}

export const operatorMatrix: Row[] = [
  { route: 'GET /api/operator/me', expect: operatorOnly(), request: () => get('/api/operator/me') },
  {
    route: 'GET /api/operator/operators',
    expect: operatorOnly(),
    request: () => get('/api/operator/operators'),
  },
  {
    route: 'POST /api/operator/operators',
    expect: operatorOnly(),
    request: async (w) => ({
      method: 'POST',
      url: '/api/operator/operators',
      payload: { email: (await freshUser(w)).email },
    }),
  },
  {
    route: 'DELETE /api/operator/operators/:userId',
    expect: operatorOnly(),
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/operator/operators/${(await freshUser(w, true)).id}`,
    }),
  },
  { route: 'GET /api/operator/audit', expect: operatorOnly(), request: () => get('/api/operator/audit') },

  ...['dashboard', 'users', 'businesses', 'enquiries'].map((list): Row => ({
    route: `GET /api/operator/${list}`,
    expect: operatorOnly(),
    request: () => get(`/api/operator/${list}`),
  })),
  {
    route: 'POST /api/operator/enquiries/:enquiryId/handled',
    expect: operatorOnly(),
    request: async (w) => ({
      method: 'POST',
      url: `/api/operator/enquiries/${await freshEnquiry(w)}/handled`,
    }),
  },
  {
    route: 'POST /api/operator/enquiries/:enquiryId/reply',
    expect: operatorOnly(),
    request: async (w) => ({
      method: 'POST',
      url: `/api/operator/enquiries/${await freshEnquiry(w)}/reply`,
      payload: { subject: 'Your enquiry', message: 'We will call you tomorrow.' },
    }),
  },

  // Verification: owners of a paid business ask (the document token is unknown: the owner passes authorization
  // and meets a 400). The business concerned is Standard, so each request is made for a Gold copy of it.
  {
    route: 'POST /api/business/:id/verification/upload-request',
    expect: { visitor: 401, stranger: 403, member: 403, admin: 403, owner: 200 },
    request: async (w) => ({
      method: 'POST',
      url: `/api/business/${await paidShop(w)}/verification/upload-request`,
      payload: { contentType: 'application/pdf', fileSize: 1000 },
    }),
  },
  {
    route: 'POST /api/business/:id/verification',
    expect: { visitor: 401, stranger: 403, member: 403, admin: 403, owner: 400 },
    request: async (w) => ({
      method: 'POST',
      url: `/api/business/${await paidShop(w)}/verification`,
      payload: { documents: [{ token: randomUUID(), kind: 'registration' }] },
    }),
  },
  {
    route: 'GET /api/business/:id/verification',
    expect: { visitor: 401, stranger: 403, member: 403, admin: 200, owner: 200 },
    request: (w) => get(`/api/business/${w.shop.id}/verification`),
  },
  {
    route: 'GET /api/operator/verifications',
    expect: operatorOnly(),
    request: () => get('/api/operator/verifications'),
  },
  {
    route: 'GET /api/operator/verifications/:requestId/documents/:documentId',
    expect: operatorOnly(404),
    request: () => get(`/api/operator/verifications/${randomUUID()}/documents/${randomUUID()}`),
  },
  {
    route: 'POST /api/operator/verifications/:requestId/approve',
    expect: operatorOnly(404),
    request: () => ({ method: 'POST', url: `/api/operator/verifications/${randomUUID()}/approve` }),
  },
  {
    route: 'POST /api/operator/verifications/:requestId/refuse',
    expect: operatorOnly(404),
    request: () => ({
      method: 'POST',
      url: `/api/operator/verifications/${randomUUID()}/refuse`,
      payload: { reason: 'Unreadable.' },
    }),
  },
  // The shop has no badge: the operator passes and is told so.
  {
    route: 'POST /api/operator/businesses/:id/remove-badge',
    expect: operatorOnly(409),
    request: (w) => ({
      method: 'POST',
      url: `/api/operator/businesses/${w.shop.id}/remove-badge`,
      payload: { reason: 'Lapsed registration.' },
    }),
  },

  // Reports: any signed-in user reports what they can see (each caller once, so every one is a first report).
  {
    route: 'POST /api/reports',
    expect: { visitor: 401, stranger: 201, member: 201, admin: 201, owner: 201 },
    request: (w) => ({
      method: 'POST',
      url: '/api/reports',
      payload: { objectType: 'product', objectID: w.shop.productId, reason: 'spam' },
    }),
  },
  { route: 'GET /api/operator/reports', expect: operatorOnly(), request: () => get('/api/operator/reports') },
  {
    route: 'GET /api/operator/reports/:reportId/thread',
    expect: operatorOnly(404),
    request: () => get(`/api/operator/reports/${randomUUID()}/thread`),
  },
  {
    route: 'GET /api/operator/reports/:reportId/post',
    expect: operatorOnly(404),
    request: () => get(`/api/operator/reports/${randomUUID()}/post`),
  },
  {
    route: 'GET /api/operator/groups',
    expect: operatorOnly(),
    request: () => get('/api/operator/groups?q=valve'),
  },
  {
    route: 'POST /api/operator/groups/:groupID/hide',
    expect: operatorOnly(),
    request: async (w) => ({
      method: 'POST',
      url: `/api/operator/groups/${(await w.freshGroup()).id}/hide`,
      payload: { reason: 'Advertising' },
    }),
  },
  {
    route: 'POST /api/operator/groups/:groupID/:action',
    expect: operatorOnly(),
    request: async (w) => ({
      method: 'POST',
      url: `/api/operator/groups/${(await w.freshGroup()).id}/suspend`,
    }),
  },
  {
    route: 'GET /api/operator/rfqs',
    expect: operatorOnly(),
    request: () => get('/api/operator/rfqs?q=valve&status=visible'),
  },
  {
    route: 'POST /api/operator/rfqs/:rfqID/hide',
    expect: operatorOnly(),
    request: async (w) => ({
      method: 'POST',
      url: `/api/operator/rfqs/${await w.freshRfq()}/hide`,
      payload: { reason: 'Advertising' },
    }),
  },
  {
    route: 'POST /api/operator/rfqs/:rfqID/restore',
    expect: operatorOnly(),
    request: async (w) => ({ method: 'POST', url: `/api/operator/rfqs/${await w.freshRfq()}/restore` }),
  },
  {
    route: 'POST /api/operator/rfqs/:rfqID/quotes/:quoteID/hide',
    expect: operatorOnly(),
    request: async (w) => {
      const fresh = await w.freshBuying();
      return {
        method: 'POST',
        url: `/api/operator/rfqs/${fresh.id}/quotes/${fresh.quoteId}/hide`,
        payload: { reason: 'Fake offer' },
      };
    },
  },
  {
    route: 'POST /api/operator/rfqs/:rfqID/quotes/:quoteID/restore',
    expect: operatorOnly(),
    request: async (w) => {
      const fresh = await w.freshBuying();
      return { method: 'POST', url: `/api/operator/rfqs/${fresh.id}/quotes/${fresh.quoteId}/restore` };
    },
  },
  {
    route: 'POST /api/operator/reports/:reportId/resolve',
    expect: operatorOnly(404),
    request: () => ({
      method: 'POST',
      url: `/api/operator/reports/${randomUUID()}/resolve`,
      payload: { status: 'dismissed' },
    }),
  },

  // Moderation: hide a fresh product of the shop (then show it again), so each caller meets the same state.
  {
    route: 'POST /api/operator/moderation',
    expect: operatorOnly(404),
    request: () => ({
      method: 'POST',
      url: '/api/operator/moderation',
      payload: { objectType: 'product', objectID: randomUUID(), reason: 'Counterfeit.' },
    }),
  },
  {
    route: 'POST /api/operator/moderation/undo',
    expect: operatorOnly(409),
    request: (w) => ({
      method: 'POST',
      url: '/api/operator/moderation/undo',
      payload: { objectType: 'business', objectID: w.shop.id },
    }),
  },
  // The posts and comments operators moderate.
  ...['posts', 'comments'].map((list): Row => ({
    route: `GET /api/operator/${list}`,
    expect: operatorOnly(),
    request: () => get(`/api/operator/${list}`),
  })),
];
