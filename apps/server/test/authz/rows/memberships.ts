import { randomUUID } from 'node:crypto';
import { all, get, managers, owners, post, users, type Row } from './kit';

/** Memberships (paid plans). */
export const membershipRows: Row[] = [
  // Memberships (paid plans) of the business concerned.
  { route: 'GET /api/subscription/setup', expect: all(200), request: () => get('/api/subscription/setup') },
  {
    // Only the owner buys a plan; the test card is declined so that nothing changes.
    route: 'POST /api/subscription/subscribe',
    expect: { ...owners, owner: 402 },
    request: (w) =>
      post('/api/subscription/subscribe', {
        paymentMethod: 'pm_card_chargeDeclined',
        businessID: w.shop.id,
        planId: 'gold',
        email: 'billing@example.com',
      }),
  },
  {
    route: 'POST /api/subscription/confirm',
    expect: users(404),
    request: () => post('/api/subscription/confirm', { attemptId: randomUUID(), approve: true }),
  },
  // The plan and verified badge of a business are shown on its public profile anyway; its period and slots in use
  // (`account`) only to its own people (memberships.test.ts).
  {
    route: 'GET /api/subscription/business/:id',
    expect: users(),
    request: (w) => get(`/api/subscription/business/${w.shop.id}`),
  },
  {
    route: 'GET /api/subscription/business/:id/receipts',
    expect: managers,
    request: (w) => get(`/api/subscription/business/${w.shop.id}/receipts`),
  },
  {
    route: 'GET /api/subscription/receipts/:id',
    expect: users(404),
    request: () => get(`/api/subscription/receipts/${randomUUID()}`),
  },
];
