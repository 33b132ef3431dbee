import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { newUser, readHandoff, submitForm, useTestAccounts, withState } from './helper';

const accounts = useTestAccounts();

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
