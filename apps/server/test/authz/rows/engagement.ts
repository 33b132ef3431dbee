import { randomUUID } from 'node:crypto';
import type { World } from '../world';
import { all, del, get, image, managers, post, put, users, type Row } from './kit';

/** A new saved search of the owner's, for a row that opens or deletes it. */
async function ownersSavedSearch(w: World) {
  const created = await w.call(
    'owner',
    post('/api/saved-searches', { kind: 'products', query: { textQuery: `pump ${randomUUID()}` } }),
  );
  return (created.json() as { data: { id: string } }).data.id;
}

/** Favorites, saved searches, insights, notifications, suggestions, facets and datasheets. */
export const engagementRows: Row[] = [
  // Favorites, notifications and their settings: the signed-in user's own, never another user's.
  { route: 'GET /api/favorites', expect: users(), request: () => get('/api/favorites') },
  {
    route: 'PUT /api/favorites/:type/:id',
    expect: users(),
    request: (w) => ({ method: 'PUT', url: `/api/favorites/business/${w.shop.id}` }),
  },
  {
    route: 'DELETE /api/favorites/:type/:id',
    expect: users(),
    request: (w) => del(`/api/favorites/business/${w.shop.id}`),
  },
  // The getting-started checklist: the signed-in user's own.
  { route: 'GET /api/user/onboarding', expect: users(), request: () => get('/api/user/onboarding') },
  {
    route: 'PUT /api/user/onboarding/dismissed',
    expect: users(),
    request: () => ({ method: 'PUT', url: '/api/user/onboarding/dismissed' }),
  },
  // Saved searches: the signed-in user's own; another user's id is unknown to them (404).
  { route: 'GET /api/saved-searches', expect: users(), request: () => get('/api/saved-searches') },
  {
    route: 'POST /api/saved-searches',
    expect: users(),
    request: () =>
      post('/api/saved-searches', { kind: 'products', query: { textQuery: `valve ${randomUUID()}` } }),
  },
  {
    route: 'POST /api/saved-searches/:id/seen',
    expect: { ...users(404), owner: 200 },
    request: async (w) => post(`/api/saved-searches/${await ownersSavedSearch(w)}/seen`),
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    expect: { ...users(404), owner: 200 },
    request: async (w) => del(`/api/saved-searches/${await ownersSavedSearch(w)}`),
  },
  // Insights: anyone's page view may be counted; only the owners and admins read the figures.
  {
    route: 'POST /api/insights/views',
    expect: all(200),
    request: (w) => post('/api/insights/views', { type: 'business', id: w.shop.id }),
  },
  {
    route: 'GET /api/business/:id/insights',
    expect: managers,
    request: (w) => get(`/api/business/${w.shop.id}/insights?days=7`),
  },
  { route: 'GET /api/notifications', expect: users(), request: () => get('/api/notifications') },
  {
    route: 'POST /api/notifications/read',
    expect: users(),
    request: () => post('/api/notifications/read', { all: true }),
  },
  {
    route: 'GET /api/notifications/settings',
    expect: users(),
    request: () => get('/api/notifications/settings'),
  },
  {
    route: 'PUT /api/notifications/settings',
    expect: users(),
    request: () => put('/api/notifications/settings', { settings: [{ kind: 'like', delivery: 'site' }] }),
  },
  // Suggestions, facets and datasheets are public reads.
  { route: 'GET /api/search/suggest', expect: all(200), request: () => get('/api/search/suggest?q=acme') },
  {
    route: 'POST /api/search/facets',
    expect: all(200),
    request: () => post('/api/search/facets', { kind: 'businesses', textQuery: 'valves' }),
  },
  {
    route: 'GET /api/product/:id/datasheet',
    expect: all(404),
    request: (w) => get(`/api/product/${w.shop.productId}/datasheet`),
  },
  {
    route: 'POST /api/files/upload-request/user',
    expect: users(),
    request: () => post('/api/files/upload-request/user', image),
  },
  {
    route: 'POST /api/product/datasheet/upload-request',
    expect: users(),
    request: () =>
      post('/api/product/datasheet/upload-request', { contentType: 'application/pdf', fileSize: 1000 }),
  },
];
