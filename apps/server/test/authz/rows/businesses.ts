import { randomUUID } from 'node:crypto';
import { PRODUCT } from '../world';
import { all, del, get, managers, members, owners, post, put, users, type Row } from './kit';

const business = '/api/business/profile';

/** Businesses, their members and invitations, and their products. */
export const businessRows: Row[] = [
  // Businesses.
  {
    route: `POST ${business}/create`,
    expect: users(),
    request: () =>
      post(`${business}/create`, {
        companyName: 'Second Line Ltd',
        categories: ['0001.0001-01'],
        businessType: 'DI',
        country: 'US',
        shortDescription: 'Distributor of valves and fittings for the Midwest.',
      }),
  },
  { route: `GET ${business}/my-list`, expect: users(), request: () => get(`${business}/my-list`) },
  {
    route: `GET ${business}/list-business`,
    expect: all(200),
    request: (w) => get(`${business}/list-business?userID=${w.people.owner.id}`),
  },
  { route: `GET ${business}/:id`, expect: all(200), request: (w) => get(`${business}/${w.shop.id}`) },
  {
    route: `PUT ${business}/:id/general`,
    expect: managers,
    request: (w) =>
      put(`${business}/${w.shop.id}/general`, {
        companyName: 'Acme Valves',
        businessType: 'MA',
        categories: ['0001.0001-01'],
        shortDescription: 'Precision valves for automation and packaging lines.',
      }),
  },
  {
    route: `PUT ${business}/:id/contact`,
    expect: managers,
    request: (w) => put(`${business}/${w.shop.id}/contact`, { country: 'US', city: 'Dayton' }),
  },
  ...['factory', 'trade-capabilities', 'business-terms'].map((section): Row => ({
    route: `PUT ${business}/:id/${section}`,
    expect: managers,
    request: (w) => put(`${business}/${w.shop.id}/${section}`, {}),
  })),
  {
    route: `POST ${business}/:id/certificates`,
    expect: managers,
    request: (w) => post(`${business}/${w.shop.id}/certificates`, { name: 'ISO 14001' }),
  },
  {
    route: `DELETE ${business}/:id/certificates/:certificateId`,
    expect: managers,
    request: async (w) => {
      const shop = await w.freshShop();
      return del(`${business}/${shop.id}/certificates/${shop.certificateId}`);
    },
  },
  {
    route: `DELETE ${business}/:id`,
    expect: owners,
    request: async (w) => del(`${business}/${(await w.freshShop()).id}`),
  },

  // Members and invitations.
  {
    route: 'GET /api/business/:id/members',
    expect: members,
    request: (w) => get(`/api/business/${w.shop.id}/members`),
  },
  {
    route: 'POST /api/business/:id/members',
    expect: managers,
    request: (w) =>
      post(`/api/business/${w.shop.id}/members`, {
        email: `new-${randomUUID()}@example.com`,
        access: 'member',
      }),
  },
  {
    route: 'PUT /api/business/:id/members/:userID',
    expect: managers,
    request: async (w) => {
      const shop = await w.freshShop();
      return put(`/api/business/${shop.id}/members/${w.people.member.id}`, { access: 'member' });
    },
  },
  {
    // Removing the member: managers may, and a member may leave (here the member removes himself).
    route: 'DELETE /api/business/:id/members/:userID',
    expect: members,
    request: async (w) => del(`/api/business/${(await w.freshShop()).id}/members/${w.people.member.id}`),
  },
  {
    route: 'GET /api/business/:id/invitations',
    expect: managers,
    request: (w) => get(`/api/business/${w.shop.id}/invitations`),
  },
  {
    route: 'DELETE /api/business/:id/invitations/:invitationID',
    expect: { ...managers, admin: 404, owner: 404 },
    request: (w) => del(`/api/business/${w.shop.id}/invitations/${randomUUID()}`),
  },
  {
    route: 'GET /api/business/invitations/mine',
    expect: users(),
    request: () => get('/api/business/invitations/mine'),
  },
  ...['accept', 'decline'].map((action): Row => ({
    // An invitation addressed to someone else: not found for anyone but its addressee.
    route: `POST /api/business/invitations/:invitationID/${action}`,
    expect: users(404),
    request: () =>
      post(
        `/api/business/invitations/${randomUUID()}/${action}`,
        action === 'accept' ? { token: 'not-the-link' } : undefined,
      ),
  })),

  // Products.
  {
    route: 'GET /api/product/by-business',
    expect: all(200),
    request: (w) => get(`/api/product/by-business?bid=${w.shop.id}`),
  },
  {
    route: 'GET /api/product/:id',
    expect: all(200),
    request: (w) => get(`/api/product/${w.shop.productId}`),
  },
  {
    route: 'POST /api/business/:id/products',
    expect: managers,
    request: (w) => post(`/api/business/${w.shop.id}/products`, PRODUCT),
  },
  {
    route: 'PUT /api/product/:id',
    expect: managers,
    request: (w) => put(`/api/product/${w.shop.productId}`, PRODUCT),
  },
  {
    route: 'DELETE /api/product/:id',
    expect: managers,
    request: async (w) => del(`/api/product/${(await w.freshShop()).productId}`),
  },
];
