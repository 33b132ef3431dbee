import { randomUUID } from 'node:crypto';
import { createBusiness, createProduct, signIn } from './factories';
import type { TestApi } from './helper';

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A day from today, as `YYYY-MM-DD`. */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A buying request's body for ball valves, matched by what valve makers list. */
export const rfqBody = (overrides: object = {}) => ({
  title: 'Stainless ball valves',
  description: 'Two-piece stainless steel ball valves, DN50, PN40, for water treatment lines.',
  quantity: 500,
  unit: 'piece',
  industryId: '0005',
  categoryId: '0005-03',
  incoterm: 'FOB',
  destinationCountry: 'MX',
  destinationPlace: 'Monterrey',
  ...overrides,
});

export const quoteBody = (businessID: string, overrides: object = {}) => ({
  businessID,
  unitPrice: 12.5,
  currency: 'USD',
  moq: 100,
  leadTimeDays: 21,
  incoterm: 'FOB',
  paymentTerms: ['T/T'],
  validUntil: daysAhead(30),
  note: 'Price includes export packing.',
  ...overrides,
});

/** The buying-request routes as a browser calls them, and the people and businesses the tests share. */
export function rfqCalls(api: TestApi) {
  const call = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
    api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const data = async (response: Awaited<ReturnType<typeof call>>) => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  return {
    call,
    data,
    post: (headers: Headers, body: object = {}) => call('POST', '/rfqs', headers, rfqBody(body)),
    get: (rfqId: string, headers: Headers = {}) => call('GET', `/rfqs/${rfqId}`, headers),
    list: (query: string, headers: Headers = {}) => call('GET', `/rfqs${query}`, headers),
    inbox: (businessId: string, headers: Headers, kind = 'matched') =>
      call('GET', `/business/${businessId}/rfqs?kind=${kind}`, headers),
    close: (rfqId: string, headers: Headers) => call('POST', `/rfqs/${rfqId}/close`, headers),
    quote: (rfqId: string, headers: Headers, businessId: string, overrides: object = {}) =>
      call('POST', `/rfqs/${rfqId}/quotes`, headers, quoteBody(businessId, overrides)),
    edit: (rfqId: string, quoteId: string, headers: Headers, body: object) =>
      call('PUT', `/rfqs/${rfqId}/quotes/${quoteId}`, headers, body),
    quotes: (rfqId: string, headers: Headers, query = '') =>
      call('GET', `/rfqs/${rfqId}/quotes${query}`, headers),
    act: (rfqId: string, quoteId: string, action: string, headers: Headers, body: object = {}) =>
      call('POST', `/rfqs/${rfqId}/quotes/${quoteId}/${action}`, headers, body),

    /** A signed-in owner of a new business that lists one product (a valve by default). */
    async supplier(
      business: Parameters<typeof createBusiness>[1] = {},
      product: Parameters<typeof createProduct>[2] = {},
    ) {
      const owner = await signIn(api, { firstName: 'Sam', lastName: 'Supplier' });
      const created = await createBusiness(api.database.db, {
        ownerId: owner.user.id,
        companyName: `Valve Works ${randomUUID().slice(0, 6)}`,
        ...business,
      });
      await createProduct(api.database.db, created.id, {
        industryId: '0005',
        categoryId: '0005-03',
        ...product,
      });
      return { owner, business: created };
    },

    /** A signed-in buyer, with a business of their own to ask as. */
    async buyer() {
      const user = await signIn(api, { firstName: 'Bea', lastName: 'Buyer' });
      const business = await createBusiness(api.database.db, {
        ownerId: user.user.id,
        companyName: `Buyer Imports ${randomUUID().slice(0, 6)}`,
      });
      return { ...user, business };
    },
  };
}
