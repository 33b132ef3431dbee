import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createMailer } from '@tradeforge/mail';
import { postJson, registerAndSignIn, useTestAccounts } from './helper';

const delivered: { to: string; text: string }[] = [];
const accounts = useTestAccounts(
  { SMTP_URL: 'smtp://mail.invalid:25' },
  {
    mailer: (db) =>
      createMailer({
        db,
        transport: {
          name: 'recording',
          version: '1',
          send(mail, done) {
            delivered.push({ to: String(mail.data.to), text: String(mail.data.text) });
            done(null, { envelope: { from: '', to: [] }, messageId: 'test' });
          },
        },
        from: 'Tradeforge <no-reply@example.com>',
        log: console,
      }),
  },
);
const post = (url: string, options: Parameters<typeof postJson>[2] = {}) =>
  postJson(accounts.app, url, options);

/** The verification links mailed to `email`, once `count` have been delivered. */
async function links(email: string, count = 1) {
  const mine = () => delivered.filter((mail) => mail.to === email && mail.text.includes('verify-email'));
  for (let i = 0; i < 100 && mine().length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return mine().map((mail) => new URL(/(http\S+verify-email\S+)/.exec(mail.text)![1]!));
}
const open = (link: URL) => accounts.app.inject({ url: `${link.pathname}${link.search}` });
const refresh = async (refreshToken: string) =>
  (await post('/accounts/refresh-token', { auth: refreshToken })).json().data;

describe('e-mail verification (the site sends mail)', () => {
  it('mails a link at registration; the token says unverified until it is opened', async () => {
    const { user, session } = await registerAndSignIn(accounts.app);
    expect(decodeJwt(session.token).ev).toBe(false);
    const security = (await post('/accounts/account/security', { auth: session.token })).json().data;
    expect(security).toMatchObject({ emailVerified: false, emailVerificationRequired: true });
    const [link] = await links(user.email);
    const page = await open(link!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your e-mail is confirmed');
    expect(decodeJwt((await refresh(session.refreshToken)).token).ev).toBe(true);
  });

  it('takes a link once, and not after it expired', async () => {
    const { user, session } = await registerAndSignIn(accounts.app);
    const [link] = await links(user.email);
    await accounts.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'email-verification'`,
    );
    const late = await open(link!);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('invalid, has expired or was already used');
    expect((await post('/accounts/account/resend-verification', { auth: session.token })).statusCode).toBe(
      200,
    );
    const [, fresh] = await links(user.email, 2);
    expect((await open(fresh!)).statusCode).toBe(200);
    expect((await open(fresh!)).statusCode).toBe(400);
  });

  it('sends at most three mails an hour to one account', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    const resend = () => post('/accounts/account/resend-verification', { auth: session.token });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const fourth = await resend();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.name).toBe('TooManyRequests');
  });

  it('counts demo users as verified', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    await accounts.database.db.execute(sql`update users set is_demo = true where id = ${session.userID}`);
    expect(decodeJwt((await refresh(session.refreshToken)).token).ev).toBe(true);
  });

  it('asks again after an e-mail change, and spends the links sent to the old address', async () => {
    const { user, session } = await registerAndSignIn(accounts.app);
    const [oldLink] = await links(user.email);
    const newEmail = `moved.${Date.now()}@example.com`;
    const wrong = await post('/accounts/change-email', {
      auth: session.token,
      body: { currentPassword: 'not mine', newEmail },
    });
    expect(wrong.json().error.name).toBe('InvalidPassword');
    const changed = await post('/accounts/change-email', {
      auth: session.token,
      body: { currentPassword: user.password, newEmail },
    });
    expect(changed.statusCode).toBe(200);
    expect((await open(oldLink!)).statusCode).toBe(400);
    const [newLink] = await links(newEmail);
    expect((await open(newLink!)).statusCode).toBe(200);
    // The notice to the old address is sent after the answer, like every mail.
    await vi.waitFor(() =>
      expect(delivered.some((mail) => mail.to === user.email && mail.text.includes('was changed'))).toBe(
        true,
      ),
    );
  });
});
