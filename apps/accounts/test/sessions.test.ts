import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import {
  STATE,
  WEB,
  newUser,
  postJson,
  readHandoff,
  registerAndSignIn,
  submitForm,
  useTestAccounts,
} from './helper';

const accounts = useTestAccounts();
const post = (url: string, options: Parameters<typeof postJson>[2] = {}) =>
  postJson(accounts.app, url, options);

describe('POST /accounts/get-session', () => {
  it('exchanges the hand-off code for a session with expiries in epoch seconds', async () => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), state: STATE });
    const { token } = readHandoff(response.headers.location as string);
    const before = Math.floor(Date.now() / 1000);
    const session = await post('/accounts/get-session', { body: { token, state: STATE } });
    expect(session.statusCode).toBe(200);
    expect(session.headers['access-control-allow-origin']).toBe(WEB);
    const { data } = session.json();
    expect(data.tokenExpire).toBeGreaterThanOrEqual(before + 890);
    expect(data.tokenExpire).toBeLessThanOrEqual(before + 910);
    expect(data.refreshTokenExpire).toBeGreaterThan(before + 29 * 86400);
    expect(data.refreshToken).not.toContain('.');
    const header = decodeProtectedHeader(data.token);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'at+jwt' });
    expect(decodeJwt(data.token)).toMatchObject({
      sub: data.userID,
      iss: 'tradeforge-accounts',
      aud: 'tradeforge-api',
    });
  });

  it('answers a used or unknown code with a declared failure', async () => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), state: STATE });
    const { token } = readHandoff(response.headers.location as string);
    expect((await post('/accounts/get-session', { body: { token, state: STATE } })).statusCode).toBe(200);
    const again = await post('/accounts/get-session', { body: { token, state: STATE } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, error: { name: 'TokenError' } });
    const unknown = await post('/accounts/get-session', { body: { token: 'made-up-code', state: STATE } });
    expect(unknown.json().success).toBe(false);
  });

  it('refuses a call from another origin or without one, and never reflects that origin', async () => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), state: STATE });
    const { token } = readHandoff(response.headers.location as string);
    const evil = await post('/accounts/get-session', { body: { token }, origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const none = await post('/accounts/get-session', { body: { token }, origin: null });
    expect(none.statusCode).toBe(403);
    // The refused calls did not burn the code.
    expect((await post('/accounts/get-session', { body: { token, state: STATE } })).statusCode).toBe(200);
  });

  it('refuses an origin that only matches the Host header', async () => {
    const response = await accounts.app.inject({
      method: 'POST',
      url: '/accounts/check-token',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await accounts.app.inject({
      method: 'OPTIONS',
      url: '/accounts/refresh-token',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(preflight.statusCode).toBe(403);
  });

  it('answers a CORS preflight for the web origin only', async () => {
    const ok = await accounts.app.inject({
      method: 'OPTIONS',
      url: '/accounts/refresh-token',
      headers: { origin: WEB },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-headers']).toContain('wbn-auth');
    const evil = await accounts.app.inject({
      method: 'OPTIONS',
      url: '/accounts/refresh-token',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
  });
});

describe('POST /accounts/refresh-token', () => {
  it('rotates: a new pair, and the old refresh token is spent', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    const first = await post('/accounts/refresh-token', { auth: session.refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.token).not.toBe(session.token);
    expect(next.userID).toBe(session.userID);
    const second = await post('/accounts/refresh-token', { auth: next.refreshToken });
    expect(second.statusCode).toBe(200);
  });

  it('rotates once for ten parallel refreshes, and keeps the session alive', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/accounts/refresh-token', { auth: session.refreshToken })),
    );
    const winners = results.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((response) => response.statusCode === 409)).toHaveLength(9);
    const tokens = await accounts.database.db.select().from(schema.refreshTokens);
    const sessionId = decodeJwt(session.token).sid as string;
    expect(tokens.filter((row) => row.sessionId === sessionId)).toHaveLength(2);
    const after = await post('/accounts/refresh-token', { auth: winners[0]!.json().data.refreshToken });
    expect(after.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is replayed after the grace window', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    const next = (await post('/accounts/refresh-token', { auth: session.refreshToken })).json().data;
    // Age the use past the grace window, as an attacker replaying a stolen token later would.
    await accounts.database.db
      .update(schema.refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.refreshTokens.replacedById, (await findTokenId(next.refreshToken))!));
    const replay = await post('/accounts/refresh-token', { auth: session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.name).toBe('SessionError');
    const legit = await post('/accounts/refresh-token', { auth: next.refreshToken });
    expect(legit.statusCode).toBe(401);
    const check = await post('/accounts/check-token', { auth: next.token });
    expect(check.json().error.name).toBe('SessionError');
  });

  it('revokes the family when a token older than the previous one comes back', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    const second = (await post('/accounts/refresh-token', { auth: session.refreshToken })).json().data;
    const third = (await post('/accounts/refresh-token', { auth: second.refreshToken })).json().data;
    await post('/accounts/refresh-token', { auth: third.refreshToken });
    const replay = await post('/accounts/refresh-token', { auth: session.refreshToken });
    expect(replay.statusCode).toBe(401);
  });

  it('answers TokenNotFound without a header and SessionError for an unknown or access token', async () => {
    expect((await post('/accounts/refresh-token')).json().error.name).toBe('TokenNotFound');
    expect((await post('/accounts/refresh-token', { auth: 'unknown-token' })).json().error.name).toBe(
      'SessionError',
    );
    const { session } = await registerAndSignIn(accounts.app);
    expect((await post('/accounts/refresh-token', { auth: session.token })).statusCode).toBe(401);
  });
});

describe('logout and token checks', () => {
  it('logout revokes the family: neither the refresh nor the access token works afterwards', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    expect((await post('/accounts/check-token', { auth: session.token })).json().data.valid).toBe(true);
    const out = await post('/accounts/logout', { auth: session.refreshToken });
    expect(out.json()).toEqual({ success: true, data: { loggedOut: true } });
    expect((await post('/accounts/refresh-token', { auth: session.refreshToken })).statusCode).toBe(401);
    expect((await post('/accounts/check-token', { auth: session.token })).json().error.name).toBe(
      'SessionError',
    );
  });

  it('a password reset ends every session of the account', async () => {
    const { user, session } = await registerAndSignIn(accounts.app);
    await submitForm(accounts.app, 'forgot-password', { email: user.email });
    const [mail] = await accounts.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, user.email));
    const token = new URL(/(http\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
    await submitForm(accounts.app, 'reset-password', { token, password: 'completely new phrase 9' });
    expect((await post('/accounts/refresh-token', { auth: session.refreshToken })).statusCode).toBe(401);
  });

  it('a password change keeps the current session and ends every other one', async () => {
    const { user, session: current } = await registerAndSignIn(accounts.app);
    const login = await submitForm(accounts.app, 'login', {
      email: user.email,
      password: user.password,
      state: STATE,
    });
    const { token } = readHandoff(login.headers.location as string);
    const other = (await post('/accounts/get-session', { body: { token, state: STATE } })).json().data;

    const changed = await post('/accounts/change-password', {
      auth: current.token,
      body: { currentPassword: user.password, newPassword: 'fresh gearbox password' },
    });
    expect(changed.json()).toEqual({ success: true, data: { changed: true } });
    expect((await post('/accounts/refresh-token', { auth: other.refreshToken })).statusCode).toBe(401);
    expect((await post('/accounts/refresh-token', { auth: current.refreshToken })).statusCode).toBe(200);
    const oldLogin = await submitForm(accounts.app, 'login', { email: user.email, password: user.password });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('refuses a password change with a wrong current password, a weak new one, or no session', async () => {
    const { user, session } = await registerAndSignIn(accounts.app);
    const wrong = await post('/accounts/change-password', {
      auth: session.token,
      body: { currentPassword: 'not my password', newPassword: 'fresh gearbox password' },
    });
    expect(wrong.json().error.name).toBe('InvalidPassword');
    const weak = await post('/accounts/change-password', {
      auth: session.token,
      body: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(weak.json().error.name).toBe('WeakPassword');
    const anonymous = await post('/accounts/change-password', {
      body: { currentPassword: user.password, newPassword: 'fresh gearbox password' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('publishes the public key set without private parts', async () => {
    const response = await accounts.app.inject({ url: '/accounts/.well-known/jwks.json' });
    const { keys } = response.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys[0].d).toBeUndefined();
  });

  it('rejects a check with a tampered token', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    const [header, payload] = session.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    expect((await post('/accounts/check-token', { auth: forged })).json().error.name).toBe(
      'JsonWebTokenError',
    );
  });
});

async function findTokenId(refreshToken: string) {
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(refreshToken).digest('hex');
  const [row] = await accounts.database.db
    .select({ id: schema.refreshTokens.id })
    .from(schema.refreshTokens)
    .where(eq(schema.refreshTokens.tokenHash, hash));
  return row?.id;
}
