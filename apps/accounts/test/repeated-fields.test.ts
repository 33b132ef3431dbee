import { describe, expect, it } from 'vitest';
import { WEB, nextIp, openForm, useTestAccounts } from './helper';

const accounts = useTestAccounts();

async function postTwice(page: string, fields: [string, string][]) {
  const ip = nextIp();
  const form = await openForm(accounts.app, page === 'reset-password' ? 'login' : page, ip);
  return accounts.app.inject({
    method: 'POST',
    url: `/accounts/${page}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: form.cookie,
      origin: WEB,
      'x-forwarded-for': ip,
    },
    payload: new URLSearchParams([['_csrf', form.csrf], ...fields]).toString(),
  });
}

describe('a repeated form field or query parameter', () => {
  it.each([
    [
      'login',
      [
        ['email', 'a@example.com'],
        ['email', 'b@example.com'],
        ['password', 'whatever 12345'],
      ],
    ],
    [
      'register',
      [
        ['email', 'a@example.com'],
        ['password', 'one passphrase'],
        ['password', 'two passphrase'],
      ],
    ],
    [
      'forgot-password',
      [
        ['email', 'a@example.com'],
        ['email', 'b@example.com'],
      ],
    ],
    [
      'reset-password',
      [
        ['token', 'abc'],
        ['token', 'def'],
        ['password', 'one passphrase'],
      ],
    ],
  ] as [string, [string, string][]][])('is a bad request on POST /%s', async (page, fields) => {
    const response = await postTwice(page, fields);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it.each(['reset-password?token=a&token=b', 'login?continue=a&continue=b', 'register?state=a&state=b'])(
    'is a bad request on GET /%s',
    async (path) => {
      const response = await accounts.app.inject({ url: `/accounts/${path}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );
});

describe('a body that is no set of fields', () => {
  it.each(['null', '[]', '"email"'])(
    'is a bad request on POST /forgot-password as JSON %s',
    async (payload) => {
      const response = await accounts.app.inject({
        method: 'POST',
        url: '/accounts/forgot-password',
        headers: { 'content-type': 'application/json', origin: WEB, 'x-forwarded-for': nextIp() },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );
});

describe('a form post without a body', () => {
  it.each(['login', 'login/two-factor', 'register', 'forgot-password', 'reset-password'])(
    'is a bad request on POST /%s, not a failure',
    async (page) => {
      const response = await accounts.app.inject({
        method: 'POST',
        url: `/accounts/${page}`,
        headers: { origin: WEB, 'x-forwarded-for': nextIp() },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('This form arrived empty.');
    },
  );
});
