import { sql } from 'drizzle-orm';
import type { Transport } from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { schema } from '@tradeforge/db';
import { createMailer } from '@tradeforge/mail';
import { newUser, nextIp, postJson, registerAndSignIn, submitForm, useTestAccounts } from './helper';

/** An SMTP stand-in that holds every delivery until the test opens the gate. */
function gatedTransport() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const delivered: { to: string; text: string }[] = [];
  const transport: Transport = {
    name: 'gated',
    version: '1',
    send(mail, done) {
      void gate.then(() => {
        delivered.push({ to: String(mail.data.to), text: String(mail.data.text) });
        const envelope = { from: false as const, to: [String(mail.data.to)] };
        done(null, {
          envelope,
          messageId: 'test',
          accepted: envelope.to,
          rejected: [],
          pending: [],
          response: '250',
        });
      });
    },
  };
  return { transport, open: () => open(), delivered };
}

const smtp = gatedTransport();
const accounts = useTestAccounts(
  {},
  {
    mailer: (db) =>
      createMailer({
        db,
        transport: smtp.transport,
        from: 'Tradeforge <no-reply@example.com>',
        log: console,
      }),
  },
);

const resetMails = (email: string) =>
  accounts.database.db
    .select()
    .from(schema.mailOutbox)
    .where(sql`${schema.mailOutbox.to} = ${email} and kind = 'password-reset'`);
const tokenOf = (text: string) =>
  new URL(/(http\S+reset-password\S+)/.exec(text)![1]!).searchParams.get('token')!;
const withoutCsrf = (body: string) => body.replace(/name="_csrf" value="[^"]+"/, '');

/** The reset links delivered to this address, once `count` of them have gone out. */
async function deliveredTokens(email: string, count: number) {
  const mine = () => smtp.delivered.filter((mail) => mail.to === email);
  await vi.waitFor(() => expect(mine().length).toBeGreaterThanOrEqual(count), {
    timeout: 5000,
    interval: 50,
  });
  return mine().map((mail) => tokenOf(mail.text));
}

describe('forgot password', () => {
  it('only records the mail in the request; the outbox sends it after the response, then forgets the link', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    // The transport holds the delivery: a request that sent the mail itself would never answer.
    const asked = await submitForm(accounts.app, 'forgot-password', { email: user.email });
    expect(asked.statusCode).toBe(200);
    const [recorded] = await resetMails(user.email);
    expect(['pending', 'sending']).toContain(recorded!.status);
    expect(smtp.delivered).toHaveLength(0);
    const token = tokenOf(recorded!.text);

    smtp.open();
    await expect
      .poll(async () => (await resetMails(user.email))[0]!.status, { timeout: 5000, interval: 50 })
      .toBe('sent');
    const [sent] = await resetMails(user.email);
    expect(sent!.text).not.toContain(token);
    expect(sent!.text).not.toContain('reset-password?');
    expect(smtp.delivered.some((mail) => mail.text.includes(token))).toBe(true);

    const reset = await submitForm(accounts.app, 'reset-password', {
      token,
      password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(303);
  });

  it('answers a known and an unknown e-mail identically', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    const known = await submitForm(accounts.app, 'forgot-password', { email: user.email });
    const unknown = await submitForm(accounts.app, 'forgot-password', {
      email: `ghost.${Date.now()}@example.com`,
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(withoutCsrf(unknown.body)).toBe(withoutCsrf(known.body));
  });

  it('mails one e-mail at most three times an hour, whatever the client address, and answers the same', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    const answers = [];
    for (let request = 0; request < 5; request++)
      answers.push(await submitForm(accounts.app, 'forgot-password', { email: user.email }, nextIp()));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => withoutCsrf(answer.body))).size).toBe(1);
    expect(await resetMails(user.email)).toHaveLength(3);
  });
});

describe('reset codes', () => {
  it('a reset spends every other reset link of the account', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    await submitForm(accounts.app, 'forgot-password', { email: user.email });
    await submitForm(accounts.app, 'forgot-password', { email: user.email });
    const [first, second] = await deliveredTokens(user.email, 2);
    const reset = await submitForm(accounts.app, 'reset-password', {
      token: first!,
      password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(303);
    const other = await submitForm(accounts.app, 'reset-password', {
      token: second!,
      password: 'yet another passphrase',
    });
    expect(other.statusCode).toBe(400);
  });

  it('a password change spends the reset links of the account', async () => {
    const { user, session } = await registerAndSignIn(accounts.app);
    await submitForm(accounts.app, 'forgot-password', { email: user.email });
    const [token] = await deliveredTokens(user.email, 1);
    const changed = await postJson(accounts.app, '/accounts/change-password', {
      auth: session.token,
      body: { currentPassword: user.password, newPassword: 'a changed passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const reset = await submitForm(accounts.app, 'reset-password', {
      token: token!,
      password: 'an attacker passphrase',
    });
    expect(reset.statusCode).toBe(400);
  });
});
