import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { schema } from '@tradeforge/db';
import type { Expect, Row } from './matrix';
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
];
