import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountsPlugin } from '../src/app';
import {
  WEB,
  newUser,
  nextIp,
  openForm,
  readHandoff,
  submitForm,
  useTestAccounts,
  withState,
} from './helper';

const accounts = useTestAccounts();

describe('a form post with Origin: null', () => {
  it('is refused, as a sandboxed or privacy-stripped cross-site post would be', async () => {
    const ip = nextIp();
    const form = await openForm(accounts.app, 'login', ip);
    const response = await accounts.app.inject({
      method: 'POST',
      url: '/accounts/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: form.cookie,
        origin: 'null',
        'x-forwarded-for': ip,
      },
      payload: new URLSearchParams({ _csrf: form.csrf, email: 'a@example.com', password: 'x' }).toString(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('does not happen: the pages send a same-origin referrer policy', async () => {
    const response = await accounts.app.inject({ url: withState('/accounts/login') });
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('login', () => {
  it('logs in with the e-mail in any case and hands off to /SetID/', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    const response = await submitForm(accounts.app, 'login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(303);
    expect(readHandoff(response.headers.location as string).token).toBeTruthy();
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    const wrong = await submitForm(accounts.app, 'login', {
      email: user.email,
      password: 'wrong password 123',
    });
    const unknown = await submitForm(accounts.app, 'login', {
      email: 'nobody@example.com',
      password: 'wrong password 123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const message = (body: string) => /role="alert" id="form-error">([^<]+)</.exec(body)?.[1];
    expect(message(wrong.body)).toBe('The e-mail or password is incorrect.');
    expect(message(unknown.body)).toBe(message(wrong.body));
  });

  it('limits login attempts per client address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await submitForm(
        accounts.app,
        'login',
        { email: `x${attempt}@example.com`, password: 'whatever 12345' },
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot pick a fresh address per attempt', async () => {
    const app = Fastify({ logger: false });
    await app.register(accountsPlugin, {
      prefix: '/accounts',
      config: accounts.config,
      db: accounts.database.db,
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt++) {
        const response = await submitForm(app, 'login', {
          email: `y${attempt}@example.com`,
          password: 'whatever 12345',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses[20]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('continue', () => {
  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    'javascript:alert(1)',
    'http://localhost:3000@evil.example/',
    'https://localhost.evil.example/',
  ])('never redirects to %s', async (target) => {
    const user = newUser();
    const response = await submitForm(accounts.app, 'register', { ...user, continue: target });
    expect(response.statusCode).toBe(303);
    const handoff = readHandoff(response.headers.location as string);
    expect(handoff.url.origin).toBe(WEB);
    expect(handoff.continueUrl).toBe(`${WEB}/`);
  });

  it('takes the site from PUBLIC_URL, never from the Host header', async () => {
    const begin = await accounts.app.inject({
      url: '/accounts/login?continue=http://evil.com/',
      headers: { host: 'evil.com' },
    });
    expect(begin.statusCode).toBe(303);
    const location = new URL(begin.headers.location as string);
    expect(location.origin).toBe(WEB);
    expect(location.searchParams.get('continue')).toBe(`${WEB}/`);

    const ip = nextIp();
    const form = await openForm(accounts.app, 'login', ip);
    const post = await accounts.app.inject({
      method: 'POST',
      url: '/accounts/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: form.cookie,
        host: 'evil.com',
        origin: 'http://evil.com',
        'x-forwarded-for': ip,
      },
      payload: new URLSearchParams({ _csrf: form.csrf, email: 'a@example.com', password: 'x' }).toString(),
    });
    expect(post.statusCode).toBe(403);
  });

  it('keeps continue on the login form of a refused attempt', async () => {
    const response = await submitForm(accounts.app, 'login', {
      email: 'nobody@example.com',
      password: 'wrong password 1',
      continue: `${WEB}/newsfeed`,
    });
    expect(response.body).toContain(`name="continue" value="${WEB}/newsfeed"`);
    // The e-mail is kept; the focus goes to the password to type again.
    expect(response.body).toMatch(/<input[^>]*id="password"[^>]*\sautofocus/);
    expect(response.body.match(/\sautofocus/g)).toHaveLength(1);
  });
});
