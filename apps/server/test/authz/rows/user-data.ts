import { randomUUID } from 'node:crypto';
import { all, get, post, put, users, type Row } from './kit';

/** Users' own data: exports, account deletion, message mails and the event stream. */
export const userDataRows: Row[] = [
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
];
