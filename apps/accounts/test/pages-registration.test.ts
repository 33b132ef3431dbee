import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
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
