import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
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

describe('registration', () => {
  it('renders an accessible form that keeps continue', async () => {
    const response = await accounts.app.inject({
      url: withState(`/accounts/register?continue=${encodeURIComponent(`${WEB}/profile`)}`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<label for="email">E-mail</label>');
    expect(response.body).toContain(`name="continue" value="${WEB}/profile"`);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('creates the account with an argon2id hash and sends the browser to /SetID/ with a one-time code', async () => {
    const user = newUser();
    const response = await submitForm(accounts.app, 'register', { ...user, continue: `${WEB}/profile/edit` });
    expect(response.statusCode).toBe(303);
    const handoff = readHandoff(response.headers.location as string);
    expect(handoff.url.origin + handoff.url.pathname).toBe(`${WEB}/SetID/`);
    expect(handoff.continueUrl).toBe(`${WEB}/profile/edit`);
    expect(handoff.token.length).toBeGreaterThanOrEqual(40);
    const [row] = await accounts.database.db
      .select()
      .from(schema.users)
      .where(sql`lower(email) = ${user.email.toLowerCase()}`);
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.firstName).toBe('Ada');
  });

  it('refuses an e-mail already registered in another case', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    const again = await submitForm(accounts.app, 'register', { ...user, email: user.email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('An account already uses this e-mail');
  });

  it.each([
    ['a short password', { password: 'short1' }, 'at least 10 characters'],
    ['a common password', { password: 'Password123' }, 'too common'],
    [
      'a password made of the e-mail',
      { email: 'industrialbuyer@example.com', password: 'industrialbuyer1' },
      'too common',
    ],
    ['no acceptance of the terms', { acceptTerms: '' }, 'accept the terms'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'valid e-mail'],
    ['an empty first name', { firstName: '  ' }, 'first name'],
  ])('refuses %s', async (_name, change, message) => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(response.body).toContain('aria-invalid="true"');
    // The page comes back with the focus on the field to fix, and on no other.
    const focused = [...response.body.matchAll(/<input[^>]*\sautofocus[^>]*>/g)].map((match) => match[0]);
    expect(focused).toHaveLength(1);
    expect(focused[0]).toContain('aria-invalid="true"');
  });

  it('says everything to fix at once, keeping what was typed, and focuses the first field', async () => {
    const response = await submitForm(accounts.app, 'register', {
      firstName: 'Ada',
      lastName: ' ',
      email: 'not-an-email',
      password: 'short1',
    });
    expect(response.statusCode).toBe(400);
    for (const message of [
      'Enter your last name.',
      'Enter a valid e-mail address.',
      'Use at least 10 characters for your password.',
      'You must accept the terms and conditions to register.',
    ])
      expect(response.body).toContain(message);
    expect(response.body).not.toContain('Enter your first name.');
    expect(response.body.match(/aria-invalid="true"/g)).toHaveLength(4);
    expect(response.body).toContain('value="Ada"');
    const focused = [...response.body.matchAll(/<input[^>]*\sautofocus[^>]*>/g)].map((match) => match[0]);
    expect(focused).toHaveLength(1);
    expect(focused[0]).toContain('id="lastName"');
  });

  it('focuses nothing on a first visit', async () => {
    const response = await accounts.app.inject({ url: withState('/accounts/register') });
    expect(response.body).not.toContain('autofocus');
  });

  it('refuses a post without the CSRF token of its cookie', async () => {
    const ip = nextIp();
    const form = await openForm(accounts.app, 'register', ip);
    const response = await accounts.app.inject({
      method: 'POST',
      url: '/accounts/register',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: form.cookie,
        'x-forwarded-for': ip,
      },
      payload: new URLSearchParams({
        ...newUser(),
        _csrf: 'forged-token-forged-token-forged-token-1234',
      }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
  });

  it('refuses a cross-site form post even with a valid token', async () => {
    const ip = nextIp();
    const form = await openForm(accounts.app, 'register', ip);
    const response = await accounts.app.inject({
      method: 'POST',
      url: '/accounts/register',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: form.cookie,
        origin: 'https://evil.example',
        'x-forwarded-for': ip,
      },
      payload: new URLSearchParams({ ...newUser(), _csrf: form.csrf }).toString(),
    });
    expect(response.statusCode).toBe(403);
  });
});

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

describe('password reset', () => {
  it('tells the login page it leads to that the new password is saved', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    await submitForm(accounts.app, 'forgot-password', { email: user.email });
    const [mail] = await accounts.database.db
      .select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.to} = ${user.email} and kind = 'password-reset'`);
    const token = new URL(/(http\S+reset-password\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
    const page = await accounts.app.inject({ url: `/accounts/reset-password?token=${token}` });
    expect(page.body).toContain('name="after" value="password-changed"');
    // The mail's link carries no login state: /SetID/ will send the browser to log in, with this notice.
    const reset = await submitForm(accounts.app, 'reset-password', {
      token,
      password: 'a brand new passphrase',
      after: 'password-changed',
    });
    expect(reset.statusCode).toBe(303);
    const handoff = readHandoff(reset.headers.location as string);
    expect(handoff.url.searchParams.get('notice')).toBe('password-changed');
    const login = await accounts.app.inject({ url: withState('/accounts/login?notice=password-changed') });
    expect(login.body).toContain('Your new password is saved. Log in with it to continue.');
    const ended = await accounts.app.inject({ url: withState('/accounts/login?notice=session-ended') });
    expect(ended.body).toContain('Your session has ended. Log in again to continue.');
    // Nothing else in the address becomes text on the page.
    const other = await accounts.app.inject({ url: withState('/accounts/login?notice=%3Cb%3Ehello') });
    expect(other.body).not.toContain('hello');
    expect(other.body).not.toContain('role="status"');
  });

  it('mails a single-use link that sets the new password and ends every session', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    const asked = await submitForm(accounts.app, 'forgot-password', { email: user.email });
    expect(asked.body).toContain('If an account uses this e-mail');
    const [mail] = await accounts.database.db
      .select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.to} = ${user.email} and kind = 'password-reset'`);
    const link = /(http\S+reset-password\S+)/.exec(mail!.text)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const page = await accounts.app.inject({ url: `/accounts/reset-password?token=${token}` });
    expect(page.body).toContain('name="token"');
    const reset = await submitForm(accounts.app, 'reset-password', {
      token,
      password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(303);
    const oldLogin = await submitForm(accounts.app, 'login', { email: user.email, password: user.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await submitForm(accounts.app, 'login', {
      email: user.email,
      password: 'a brand new passphrase',
    });
    expect(newLogin.statusCode).toBe(303);
    const reused = await submitForm(accounts.app, 'reset-password', {
      token,
      password: 'another new passphrase',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nobody', async () => {
    const response = await submitForm(accounts.app, 'forgot-password', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('If an account uses this e-mail');
    const mails = await accounts.database.db
      .select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.to} = 'ghost@example.com'`);
    expect(mails).toHaveLength(0);
  });
});
