import { all, get, image, post, users, type Expect, type Row } from './kit';

/** An inquiry a buyer sent to the business concerned: its members answer; the stranger is an outsider to it. */
const thread: Expect = { visitor: 401, stranger: 404, member: 200, admin: 200, owner: 200 };

/** Inquiries and messages. */
export const inquiryRows: Row[] = [
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
];
