import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import {
  exchangeCode,
  nextIp,
  openForm,
  postJson,
  readHandoff,
  registerAndSignIn,
  useTestAccounts,
} from './helper';
import { startLogin, totpCode, userWithTwoFactor } from './two-factor-support';

const accounts = useTestAccounts();
const post = (url: string, options: Parameters<typeof postJson>[2] = {}) =>
  postJson(accounts.app, url, options);

describe('two-factor sign-in', () => {
  it('is set up with a QR code and a first code, then asked at every login', async () => {
    const { user, session } = await registerAndSignIn(accounts.app);
    const refused = await post('/accounts/two-factor/setup', {
      auth: session.token,
      body: { currentPassword: 'not my password' },
    });
    expect(refused.json().error.name).toBe('InvalidPassword');
    const setup = (
      await post('/accounts/two-factor/setup', {
        auth: session.token,
        body: { currentPassword: user.password },
      })
    ).json().data;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Tradeforge:.+secret=/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not on until a code of the new secret is shown: a login still goes straight through.
    expect((await startLogin(accounts.app, user.email, user.password)).first.statusCode).toBe(303);
    const wrong = await post('/accounts/two-factor/enable', {
      auth: session.token,
      body: { code: '000000' },
    });
    expect(wrong.json().error.name).toBe('InvalidCode');
    const enabled = await post('/accounts/two-factor/enable', {
      auth: session.token,
      body: { code: totpCode(setup.secret) },
    });
    const { recoveryCodes } = enabled.json().data;
    expect(recoveryCodes).toHaveLength(10);
    const stored = await accounts.database.db.select().from(schema.recoveryCodes);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);

    const login = await startLogin(accounts.app, user.email, user.password);
    expect(login.first.statusCode).toBe(200);
    expect(login.first.body).toContain('Authentication code');
    // The code step replaces the password page: its one field takes the focus.
    expect(login.first.body).toMatch(/<input[^>]*id="code"[^>]*\sautofocus/);
    const done = await login.second(totpCode(setup.secret, 1));
    expect(done.statusCode).toBe(303);
    const { token } = readHandoff(done.headers.location as string);
    expect((await exchangeCode(accounts.app, token)).statusCode).toBe(200);
    const security = await post('/accounts/account/security', { auth: session.token });
    expect(security.json().data).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
  });

  it('accepts each code once, and no code of a past period', async () => {
    const { user, secret } = await userWithTwoFactor(accounts.app);
    const old = await startLogin(accounts.app, user.email, user.password);
    const expired = await old.second(totpCode(secret, -3));
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('The code is not valid');
    const next = totpCode(secret, 1);
    expect((await old.second(next)).statusCode).toBe(303);
    const again = await startLogin(accounts.app, user.email, user.password);
    expect((await again.second(next)).statusCode).toBe(401);
  });

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor(accounts.app);
    const typed = recoveryCodes[0]!.toUpperCase().replace('-', ' ');
    expect((await (await startLogin(accounts.app, user.email, user.password)).second(typed)).statusCode).toBe(
      303,
    );
    const reuse = await startLogin(accounts.app, user.email, user.password);
    expect((await reuse.second(recoveryCodes[0]!)).statusCode).toBe(401);
  });

  it('stops guessing after five wrong codes, even sent in parallel, even before the right one', async () => {
    const { user, secret } = await userWithTwoFactor(accounts.app);
    const login = await startLogin(accounts.app, user.email, user.password);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login.second(String(100000 + i * 7919).slice(0, 6))),
    );
    expect(guesses.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
    expect(guesses.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    const right = await login.second(totpCode(secret, 1));
    expect(right.statusCode).toBe(429);
    expect(right.body).toContain('Too many wrong codes');
  });

  it('refuses the code step from another browser, or after it expired', async () => {
    const { user, secret } = await userWithTwoFactor(accounts.app);
    const login = await startLogin(accounts.app, user.email, user.password);
    const otherBrowser = await openForm(accounts.app, 'login', nextIp());
    expect((await login.second(totpCode(secret, 1), otherBrowser)).statusCode).toBe(401);
    await accounts.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'two-factor-login'`,
    );
    const late = await login.second(totpCode(secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('This sign-in has expired');
  });

  it('is asked again to change the password and to turn it off', async () => {
    const { user, session, secret, recoveryCodes } = await userWithTwoFactor(accounts.app);
    const body = { currentPassword: user.password, newPassword: 'fresh gearbox password' };
    const noCode = await post('/accounts/change-password', { auth: session.token, body });
    expect(noCode.json().error.name).toBe('InvalidCode');
    const changed = await post('/accounts/change-password', {
      auth: session.token,
      body: { ...body, code: totpCode(secret, 1) },
    });
    expect(changed.statusCode).toBe(200);
    const off = await post('/accounts/two-factor/disable', {
      auth: session.token,
      body: { currentPassword: body.newPassword, code: totpCode(secret, 1) },
    });
    // That code was just used for the password: refused again. A recovery code does.
    expect(off.json().error.name).toBe('InvalidCode');
    const wrongPassword = await post('/accounts/two-factor/disable', {
      auth: session.token,
      body: { currentPassword: user.password, code: recoveryCodes[1]! },
    });
    expect(wrongPassword.json().error.name).toBe('InvalidPassword');
    const disabled = await post('/accounts/two-factor/disable', {
      auth: session.token,
      body: { currentPassword: body.newPassword, code: recoveryCodes[1]! },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await startLogin(accounts.app, user.email, body.newPassword)).first.statusCode).toBe(303);
  });
});
