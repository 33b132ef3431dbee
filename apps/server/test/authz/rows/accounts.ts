import { randomUUID } from 'node:crypto';
import { all, get, post, users, type Row } from './kit';

/** The account service: pages are public, forms need their CSRF token, token routes the caller's own tokens. */
export const accountRows: Row[] = [
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
];
