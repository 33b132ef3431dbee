import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { operatorMatrix } from './operator-matrix';
import { PRODUCT, type Role, type World } from './world';

/**
 * The authorization matrix: for every route of the API and the account service, the status each caller gets.
 * Callers: a `visitor` (no token), a `stranger` (signed in, owner of another business), and the `member`, `admin`
 * and `owner` of the business concerned. Ids in the requests are the business concerned's; the stranger's calls
 * are therefore the BOLA attempts (his own objects work, the others' do not), and `bola` below adds mixed ids.
 * The `operator` (the operator role, no business) is called only where a row names its answer: on every
 * `/api/operator/` route, which answer 401 to visitors and 403 to everyone but operators (`operatorOnly`).
 * A route with no row here fails `authorization.test.ts`: add one when adding a route.
 */
export type Expect = Record<Exclude<Role, 'operator'>, number> & { operator?: number };
export interface Row {
  route: string;
  expect: Expect;
  /** The request; `as` lets a row build a fresh object per caller when the request changes or removes it. */
  request: (world: World, as: Role) => InjectOptions | Promise<InjectOptions>;
}

const all = (status: number): Expect => ({
  visitor: status,
  stranger: status,
  member: status,
  admin: status,
  owner: status,
});
/** Any signed-in user; a visitor gets 401. */
const users = (status = 200): Expect => ({ ...all(status), visitor: 401 });
/** Members of the business concerned, whatever their access. */
const members: Expect = { visitor: 401, stranger: 403, member: 200, admin: 200, owner: 200 };
/** Its owners and admins. */
const managers: Expect = { ...members, member: 403 };
const owners: Expect = { ...managers, admin: 403 };

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload?: object): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload ?? {},
});
const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload });
const del = (url: string, payload?: object): InjectOptions => ({
  method: 'DELETE',
  url,
  ...(payload ? { payload } : {}),
});
const image = { contentType: 'image/png', fileSize: 1000 };
const business = '/api/business/profile';
/** An inquiry a buyer sent to the business concerned: its members answer; the stranger is an outsider to it. */
const thread: Expect = { visitor: 401, stranger: 404, member: 200, admin: 200, owner: 200 };

/** A new saved search of the owner's, for a row that opens or deletes it. */
async function ownersSavedSearch(w: World) {
  const created = await w.call(
    'owner',
    post('/api/saved-searches', { kind: 'products', query: { textQuery: `pump ${randomUUID()}` } }),
  );
  return (created.json() as { data: { id: string } }).data.id;
}

export const matrix: Row[] = [
  // Operations, docs and reference data: public.
  { route: 'GET /api/health', expect: all(200), request: () => get('/api/health') },
  { route: 'GET /api/ready', expect: all(200), request: () => get('/api/ready') },
  { route: 'GET /api/docs/', expect: all(200), request: () => get('/api/docs/') },
  { route: 'GET /api/docs/json', expect: all(200), request: () => get('/api/docs/json') },
  { route: 'GET /api/docs/yaml', expect: all(200), request: () => get('/api/docs/yaml') },
  {
    route: 'GET /api/docs/static/*',
    expect: all(200),
    request: () => get('/api/docs/static/swagger-ui.css'),
  },
  {
    route: 'GET /api/docs/static/index.html',
    expect: all(302),
    request: () => get('/api/docs/static/index.html'),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    expect: all(200),
    request: () => get('/api/docs/static/swagger-initializer.js'),
  },
  { route: 'GET /api/ref-data/country', expect: all(200), request: () => get('/api/ref-data/country') },
  {
    route: 'GET /api/ref-data/country/:code/state',
    expect: all(200),
    request: () => get('/api/ref-data/country/US/state'),
  },
  { route: 'GET /api/ref-data/gender', expect: all(200), request: () => get('/api/ref-data/gender') },
  { route: 'GET /api/ref-data/language', expect: all(200), request: () => get('/api/ref-data/language') },
  {
    route: 'GET /api/ref-data/job-position',
    expect: all(200),
    request: () => get('/api/ref-data/job-position'),
  },
  {
    route: 'GET /api/ref-data/business-type',
    expect: all(200),
    request: () => get('/api/ref-data/business-type'),
  },
  { route: 'GET /api/catsys/industry', expect: all(200), request: () => get('/api/catsys/industry') },
  {
    route: 'GET /api/catsys/industry/:id/category',
    expect: all(200),
    request: () => get('/api/catsys/industry/0001/category'),
  },
  {
    route: 'GET /api/catsys/industry/full-tree',
    expect: all(200),
    request: () => get('/api/catsys/industry/full-tree'),
  },
  {
    route: 'POST /api/needhelp/send',
    expect: all(201),
    request: () =>
      post('/api/needhelp/send', {
        companyPhone: '+1 305 555 0100',
        email: 'pat@example.com',
        firstName: 'Pat',
      }),
  },

  // Search: public.
  {
    route: 'GET /api/search/business/last-registered',
    expect: all(200),
    request: () => get('/api/search/business/last-registered'),
  },
  {
    route: 'POST /api/search/business',
    expect: all(200),
    request: () => post('/api/search/business', { textQuery: 'valve', businessType: 'MA' }),
  },
  {
    route: 'POST /api/search/product',
    expect: all(200),
    request: () => post('/api/search/product', { textQuery: 'valve' }),
  },
  {
    route: 'POST /api/user/search',
    expect: all(200),
    request: () => post('/api/user/search', { textQuery: 'tester' }),
  },

  // The user's own profile: always the caller's own, so there is no one else's to reach.
  { route: 'GET /api/user/profile', expect: users(), request: () => get('/api/user/profile') },
  {
    route: 'PUT /api/user/profile',
    expect: users(),
    request: () => put('/api/user/profile', { city: 'Dayton' }),
  },
  {
    route: 'GET /api/user/public-profile/:id',
    expect: all(200),
    request: (w) => get(`/api/user/public-profile/${w.people.owner.id}`),
  },
  ...['profile-photo', 'cover-photo'].flatMap((kind): Row[] => [
    {
      route: `POST /api/user/${kind}/upload-request`,
      expect: users(),
      request: () => post(`/api/user/${kind}/upload-request`, image),
    },
    {
      // Someone else's (or no) upload token: not found whoever asks.
      route: `POST /api/user/${kind}/upload-validate`,
      expect: users(404),
      request: () => post(`/api/user/${kind}/upload-validate`, { token: randomUUID() }),
    },
  ]),
  { route: 'POST /api/files/upload', expect: all(406), request: () => post('/api/files/upload') },
  {
    route: 'GET /api/files/*',
    expect: all(404),
    request: () => get(`/api/files/users/${randomUUID()}/x.webp`),
  },
  {
    route: 'POST /api/files/upload-request/business',
    expect: users(),
    request: () => post('/api/files/upload-request/business', image),
  },

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
    request: () => post(`/api/business/invitations/${randomUUID()}/${action}`),
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

  // Social: likes, follows, comments, posts.
  {
    // Liking as the business concerned needs a manager of it.
    route: 'POST /api/social/reaction/react/:resourceType',
    expect: managers,
    request: (w) =>
      post('/api/social/reaction/react/product', { resourceID: w.other.productId, businessID: w.shop.id }),
  },
  {
    route: 'DELETE /api/social/reaction/react/:resourceType',
    expect: managers,
    request: (w) =>
      del('/api/social/reaction/react/product', { resourceID: w.other.productId, businessID: w.shop.id }),
  },
  {
    // Whether a business liked something is public (likes are counted in the open).
    route: 'GET /api/social/reaction/check/:resourceID',
    expect: users(),
    request: (w) => get(`/api/social/reaction/check/${w.other.productId}?businessID=${w.shop.id}`),
  },
  {
    route: 'GET /api/social/reaction/summary/:resourceID',
    expect: all(200),
    request: (w) => get(`/api/social/reaction/summary/${w.shop.productId}`),
  },
  {
    route: 'GET /api/social/follow/:id/summary',
    expect: all(200),
    request: (w) => get(`/api/social/follow/${w.shop.id}/summary`),
  },
  {
    route: 'POST /api/social/follow/business',
    expect: users(),
    request: (w) => post('/api/social/follow/business', { resourceID: w.other.id }),
  },
  {
    route: 'DELETE /api/social/follow/:id',
    expect: users(),
    request: (w) => del(`/api/social/follow/${w.other.id}`),
  },
  {
    route: 'POST /api/social/comments/make-comment',
    expect: managers,
    request: (w) =>
      post('/api/social/comments/make-comment', {
        resourceID: w.other.productId,
        resourceType: 'product',
        content: 'Lead time for 200 units?',
        businessID: w.shop.id,
      }),
  },
  {
    route: 'GET /api/social/comments/:resourceID',
    expect: all(200),
    request: (w) => get(`/api/social/comments/${w.shop.productId}`),
  },
  {
    // The stranger's comment on the business's product: only its author may remove it (removal by the product's
    // managers is issue 21's "Low" item, not built yet: change this row when it is).
    route: 'DELETE /api/social/comments/:id',
    // The author, and the owners and admins of the product's business (moderation); plain members may not.
    expect: { ...managers, stranger: 200 },
    request: async (w, as) => {
      const made = await w.call(
        'stranger',
        post('/api/social/comments/make-comment', {
          resourceID: w.shop.productId,
          resourceType: 'product',
          content: `Question ${as}`,
        }),
      );
      return del(`/api/social/comments/${made.json().data.commentID}`);
    },
  },
  {
    route: 'POST /api/social/posts/make-post',
    expect: managers,
    request: (w) =>
      post('/api/social/posts/make-post', {
        content: 'Visit our booth.',
        timelineID: w.shop.id,
        timelineType: 'business',
        businessID: w.shop.id,
      }),
  },
  {
    route: 'GET /api/social/posts/:postID',
    expect: all(200),
    request: (w) => get(`/api/social/posts/${w.postOfShop}`),
  },
  {
    route: 'DELETE /api/social/posts/remove-post',
    expect: managers,
    request: async (w) => {
      const made = await w.call(
        'owner',
        post('/api/social/posts/make-post', {
          content: 'Short-lived.',
          timelineID: w.shop.id,
          timelineType: 'business',
          businessID: w.shop.id,
        }),
      );
      return del('/api/social/posts/remove-post', { postID: made.json().data.postID });
    },
  },
  { route: 'GET /api/newsfeed/load', expect: users(), request: () => get('/api/newsfeed/load') },
  {
    route: 'GET /api/timeline/load/:timelineID',
    expect: all(200),
    request: (w) => get(`/api/timeline/load/${w.shop.id}`),
  },

  // Inquiries and messages: the stranger sent the inquiry to the business concerned.
  {
    route: 'POST /api/business/request',
    expect: { ...users(), owner: 403, admin: 403, member: 403 },
    request: (w) =>
      post('/api/business/request', { to: w.shop.id, subject: 'Quote', message: 'Price for 10?' }),
  },
  { route: 'GET /api/business/request', expect: users(), request: () => get('/api/business/request') },
  {
    route: 'GET /api/business/request/unread-count',
    expect: users(),
    request: () => get('/api/business/request/unread-count'),
  },
  {
    route: 'GET /api/business/request/:rid/get-messages',
    expect: thread,
    request: (w) => get(`/api/business/request/${w.threadId}/get-messages?bid=${w.shop.id}`),
  },
  {
    route: 'POST /api/business/request/:rid/send-message',
    expect: thread,
    request: (w) =>
      post(`/api/business/request/${w.threadId}/send-message?bid=${w.shop.id}`, { content: 'Any news?' }),
  },
  {
    route: 'POST /api/business/request/:rid/read',
    expect: thread,
    request: (w) => post(`/api/business/request/${w.threadId}/read?bid=${w.shop.id}`),
  },
  {
    route: 'POST /api/business/request/:rid/end-request',
    expect: thread,
    request: async (w) => post(`/api/business/request/${await w.newThread()}/end-request?bid=${w.shop.id}`),
  },
  {
    route: 'POST /api/business/request/attachments/upload-request',
    expect: users(),
    request: () =>
      post('/api/business/request/attachments/upload-request', { ...image, fileName: 'drawing.png' }),
  },
  {
    // Signed links: without a valid signature nobody gets the file, whoever asks.
    route: 'GET /api/business/request/attachments/:messageId',
    expect: all(404),
    request: (w) =>
      get(`/api/business/request/attachments/${w.messageId}?exp=4102444800&sig=${'0'.repeat(64)}`),
  },
  // Users' own data: each caller's own exports and account; a grant or export of nobody's opens nothing.
  { route: 'GET /api/user/data-exports', expect: users(), request: () => get('/api/user/data-exports') },
  {
    route: 'POST /api/user/data-exports',
    expect: users(201),
    request: () => post('/api/user/data-exports'),
  },
  {
    route: 'POST /api/user/data-exports/:id/link',
    expect: users(404),
    request: () => post(`/api/user/data-exports/${randomUUID()}/link`),
  },
  {
    route: 'GET /api/user/data-exports/:id/download',
    expect: all(404),
    request: () => get(`/api/user/data-exports/${randomUUID()}/download?exp=${2 ** 31}&sig=forged`),
  },
  {
    route: 'GET /api/user/account/deletion',
    expect: users(),
    request: () => get('/api/user/account/deletion'),
  },
  {
    route: 'POST /api/user/account/delete',
    expect: users(403),
    request: () => post('/api/user/account/delete', { grant: 'not-a-grant-from-the-account-service' }),
  },
  { route: 'GET /api/user/message-mails', expect: users(), request: () => get('/api/user/message-mails') },
  {
    route: 'PUT /api/user/message-mails',
    expect: users(),
    request: () => put('/api/user/message-mails', { enabled: true }),
  },
  {
    route: 'GET /api/events/stream',
    expect: users(),
    request: () => ({ ...get('/api/events/stream'), payloadAsStream: true }),
  },

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

  // The account service: pages are public, forms need their CSRF token, token routes the caller's own tokens.
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
  // Account settings: the caller's own account, by access token; wrong passwords and codes are 400.
  {
    route: 'GET /accounts/verify-email',
    expect: all(400),
    request: () => get(`/accounts/verify-email?token=${'x'.repeat(43)}`),
  },
  {
    route: 'POST /accounts/login/two-factor',
    expect: all(403),
    request: () => post('/accounts/login/two-factor'),
  },
  {
    route: 'POST /accounts/account/security',
    expect: users(),
    request: () => post('/accounts/account/security'),
  },
  {
    route: 'POST /accounts/account/resend-verification',
    expect: users(),
    request: () => post('/accounts/account/resend-verification'),
  },
  { route: 'POST /accounts/sessions', expect: users(), request: () => post('/accounts/sessions') },
  {
    route: 'POST /accounts/sessions/end',
    expect: users(404),
    request: () => post('/accounts/sessions/end', { sessionId: randomUUID() }),
  },
  {
    route: 'POST /accounts/change-email',
    expect: users(400),
    request: () =>
      post('/accounts/change-email', { currentPassword: 'not the password', newEmail: 'new@example.com' }),
  },
  {
    route: 'POST /accounts/two-factor/setup',
    expect: users(400),
    request: () => post('/accounts/two-factor/setup', { currentPassword: 'not the password' }),
  },
  {
    route: 'POST /accounts/two-factor/enable',
    expect: users(400),
    request: () => post('/accounts/two-factor/enable', { code: '123456' }),
  },
  {
    route: 'POST /accounts/two-factor/disable',
    expect: users(400),
    request: () =>
      post('/accounts/two-factor/disable', { currentPassword: 'not the password', code: '123456' }),
  },
  {
    route: 'POST /accounts/two-factor/recovery-codes',
    expect: users(400),
    request: () => post('/accounts/two-factor/recovery-codes', { code: '123456' }),
  },
  { route: 'GET /accounts/health', expect: all(200), request: () => get('/accounts/health') },
  {
    route: 'GET /accounts/assets/accounts.css',
    expect: all(200),
    request: () => get('/accounts/assets/accounts.css'),
  },
  {
    route: 'GET /accounts/.well-known/jwks.json',
    expect: all(200),
    request: () => get('/accounts/.well-known/jwks.json'),
  },
  ...['login', 'register', 'forgot-password', 'reset-password'].flatMap((page): Row[] => [
    // Login and register opened without the tab's login state first go to the web app's /SetID/ to be given one.
    {
      route: `GET /accounts/${page}`,
      expect: all(page === 'login' || page === 'register' ? 303 : 200),
      request: () => get(`/accounts/${page}`),
    },
    { route: `POST /accounts/${page}`, expect: all(403), request: () => post(`/accounts/${page}`) },
  ]),
  {
    route: 'POST /accounts/get-session',
    expect: all(400),
    request: () => post('/accounts/get-session', { token: 'x'.repeat(43) }),
  },
  { route: 'POST /accounts/refresh-token', expect: all(401), request: () => post('/accounts/refresh-token') },
  // An access token is no refresh token: logout answers alike for any token it does not hold and revokes nothing
  // (check-token below still passes with the same access token).
  // Without a token, logout still answers 200: it clears the refresh cookie a browser may hold.
  { route: 'POST /accounts/logout', expect: all(200), request: () => post('/accounts/logout') },
  { route: 'POST /accounts/check-token', expect: users(), request: () => post('/accounts/check-token') },
  {
    route: 'POST /accounts/change-password',
    expect: users(400),
    request: () =>
      post('/accounts/change-password', {
        currentPassword: 'not the password',
        newPassword: 'a new long passphrase',
      }),
  },
  {
    route: 'POST /accounts/account/deletion-grant',
    expect: users(400),
    request: () => post('/accounts/account/deletion-grant', { currentPassword: 'not the password' }),
  },
  ...operatorMatrix,
];
