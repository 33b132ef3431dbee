import type { Expect, Row } from './kit';
import { all, get, members, post, put, users } from './kit';

/** A matched-only request is a 404 to whoever does not read it: visitors and the unmatched stranger. */
const readers: Expect = { visitor: 404, stranger: 404, member: 200, admin: 200, owner: 200 };
/** The cast is the buying request's buyer side; the stranger reads it as the supplier that quoted. */
const buyers: Expect = { visitor: 401, stranger: 403, member: 200, admin: 200, owner: 200 };

const request = {
  title: 'Stainless ball valves',
  description: 'Two-piece stainless steel ball valves for water lines.',
  quantity: 500,
  unit: 'piece',
  industryId: '0005',
  categoryId: '0005-03',
  incoterm: 'FOB',
  destinationCountry: 'MX',
};
const terms = {
  unitPrice: 12,
  currency: 'USD',
  moq: 100,
  leadTimeDays: 21,
  incoterm: 'FOB',
  paymentTerms: ['T/T'],
  validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
};

/** Buying requests (issue 50): the business concerned as a matched supplier, and as the buyer of its own requests. */
export const rfqRows: Row[] = [
  { route: 'POST /api/rfqs', expect: users(), request: () => post('/api/rfqs', request) },
  { route: 'GET /api/rfqs', expect: all(200), request: () => get('/api/rfqs?categoryId=0005-03') },
  { route: 'GET /api/rfqs/:rfqID', expect: readers, request: (w) => get(`/api/rfqs/${w.rfq.id}`) },
  {
    route: 'POST /api/rfqs/:rfqID/close',
    expect: buyers,
    request: async (w) => post(`/api/rfqs/${(await w.freshBuying()).id}/close`),
  },
  {
    route: 'GET /api/business/:id/rfqs',
    expect: members,
    request: (w) => get(`/api/business/${w.shop.id}/rfqs?kind=public`),
  },
  {
    route: 'POST /api/rfqs/attachments/upload-request',
    expect: users(),
    request: () =>
      post('/api/rfqs/attachments/upload-request', {
        contentType: 'application/pdf',
        fileSize: 1000,
        fileName: 'drawing.pdf',
      }),
  },
  {
    // Signed links: without a valid signature nobody gets the file, whoever asks.
    route: 'GET /api/rfqs/attachments/:attachmentID',
    expect: all(404),
    request: (w) => get(`/api/rfqs/attachments/${w.rfq.id}?exp=4102444800&sig=${'0'.repeat(43)}`),
  },
  {
    route: 'POST /api/rfqs/:rfqID/quotes',
    expect: { ...readers, visitor: 401 },
    request: async (w) => post(`/api/rfqs/${await w.freshRfq()}/quotes`, { businessID: w.shop.id, ...terms }),
  },
  {
    route: 'PUT /api/rfqs/:rfqID/quotes/:quoteID',
    expect: { ...readers, visitor: 401 },
    request: (w) => put(`/api/rfqs/${w.rfq.id}/quotes/${w.rfq.quoteId}`, terms),
  },
  {
    // The stranger reads its own quote; the buyer side reads every one.
    route: 'GET /api/rfqs/:rfqID/quotes',
    expect: users(),
    request: (w) => get(`/api/rfqs/${w.buying.id}/quotes`),
  },
  {
    route: 'POST /api/rfqs/:rfqID/quotes/:quoteID/accept',
    expect: buyers,
    request: async (w) => {
      const fresh = await w.freshBuying();
      return post(`/api/rfqs/${fresh.id}/quotes/${fresh.quoteId}/accept`);
    },
  },
  {
    route: 'POST /api/rfqs/:rfqID/quotes/:quoteID/decline',
    expect: buyers,
    request: async (w) => {
      const fresh = await w.freshBuying();
      return post(`/api/rfqs/${fresh.id}/quotes/${fresh.quoteId}/decline`, { reason: 'Too dear' });
    },
  },
  {
    route: 'POST /api/rfqs/:rfqID/quotes/:quoteID/ask',
    expect: buyers,
    request: (w) =>
      post(`/api/rfqs/${w.buying.id}/quotes/${w.buying.quoteId}/ask`, { message: 'Is it PN40?' }),
  },
];
