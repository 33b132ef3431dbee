import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { accountsPlugin } from '../src/app';
import { exchangeCode, newUser, postJson, readHandoff, STATE, submitForm, useTestAccounts } from './helper';

const accounts = useTestAccounts();
const post = (url: string, options: Parameters<typeof postJson>[2] = {}) =>
  postJson(accounts.app, url, options);
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A browser login: the refresh token comes back as a cookie only. */
async function browserSession(userAgent = CHROME) {
  const response = await submitForm(accounts.app, 'register', { ...newUser(), state: STATE });
  const { token } = readHandoff(response.headers.location as string);
  const session = await accounts.app.inject({
    method: 'POST',
    url: '/accounts/get-session',
    headers: { origin: 'http://localhost:3000', 'user-agent': userAgent },
    payload: { token, state: STATE, refreshTokenIn: 'cookie' },
  });
  const cookie = session.cookies.find((c) => c.name === 'tf_refresh')!;
  return { session, cookie, data: session.json().data };
}

const refreshWithCookie = (value: string) =>
  accounts.app.inject({
    method: 'POST',
    url: '/accounts/refresh-token',
    headers: { origin: 'http://localhost:3000', cookie: `tf_refresh=${value}` },
  });

describe('the refresh token of a browser', () => {
  it('is an HttpOnly, SameSite=Strict cookie for /accounts, never in the answer', async () => {
    const { cookie, data } = await browserSession();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/accounts' });
    expect(cookie.secure).toBeFalsy();
    expect(data.refreshToken).toBeUndefined();
    expect(data.token).toContain('.');

    const refreshed = await refreshWithCookie(cookie.value);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.refreshToken).toBeUndefined();
    const next = refreshed.cookies.find((c) => c.name === 'tf_refresh')!;
    expect(next.value).not.toBe(cookie.value);
    // The old cookie replayed after the grace window is a theft: the session ends, the cookie is dropped.
    await accounts.database.db.execute(sql`update refresh_tokens set used_at = now() - interval '1 minute'`);
    const replay = await refreshWithCookie(cookie.value);
    expect(replay.statusCode).toBe(401);
    expect(replay.cookies.find((c) => c.name === 'tf_refresh')?.value).toBe('');
  });

  it('still travels in the header and the body for other clients', async () => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), state: STATE });
    const { token } = readHandoff(response.headers.location as string);
    const session = await exchangeCode(accounts.app, token);
    expect(session.cookies).toHaveLength(0);
    const { refreshToken } = session.json().data;
    const refreshed = await post('/accounts/refresh-token', { auth: refreshToken });
    expect(refreshed.json().data.refreshToken).toEqual(expect.any(String));
    expect(refreshed.cookies).toHaveLength(0);
  });

  it('logs out with the cookie: the session ends and the cookie is cleared', async () => {
    const { cookie, data } = await browserSession();
    const out = await accounts.app.inject({
      method: 'POST',
      url: '/accounts/logout',
      headers: { origin: 'http://localhost:3000', cookie: `tf_refresh=${cookie.value}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'tf_refresh')?.value).toBe('');
    expect((await post('/accounts/check-token', { auth: data.token })).json().error.name).toBe(
      'SessionError',
    );
  });
});

describe('the lifetime of a session', () => {
  it('ends 90 days after the login, however often it was refreshed', async () => {
    const { cookie } = await browserSession();
    const sessionId = await latestSessionId();
    await accounts.database.db.execute(
      sql`update auth_sessions set created_at = now() - interval '89 days 23 hours' where id = ${sessionId}`,
    );
    const late = await refreshWithCookie(cookie.value);
    expect(late.statusCode).toBe(200);
    // Refreshed an hour before the end: the new refresh token ends with the session, not 30 days later.
    expect(late.json().data.refreshTokenExpire * 1000 - Date.now()).toBeLessThan(3_700_000);
    await accounts.database.db.execute(
      sql`update auth_sessions set created_at = now() - interval '90 days 1 minute', expires_at = now() - interval '1 minute' where id = ${sessionId}`,
    );
    const next = late.cookies.find((c) => c.name === 'tf_refresh')!.value;
    expect((await refreshWithCookie(next)).statusCode).toBe(401);
  });
});

describe('the list of sessions', () => {
  it('shows each live login with its device and last use, and signs any of them out', async () => {
    const first = await browserSession();
    const userId = first.data.userID as string;
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const user = await accounts.database.db.execute<{ email: string }>(
      sql`select email from users where id = ${userId}`,
    );
    const login = await submitForm(accounts.app, 'login', {
      email: user.rows[0]!.email,
      password: newUser().password,
      state: STATE,
    });
    const second = await accounts.app.inject({
      method: 'POST',
      url: '/accounts/get-session',
      headers: { origin: 'http://localhost:3000', 'user-agent': phone },
      payload: { token: readHandoff(login.headers.location as string).token, state: STATE },
    });
    const list = (await post('/accounts/sessions', { auth: first.data.token })).json().data;
    expect(list).toHaveLength(2);
    expect(list.find((s: { current: boolean }) => s.current).device).toBe('Chrome on Windows');
    const other = list.find((s: { current: boolean }) => !s.current);
    expect(other.device).toBe('Safari on iOS (mobile)');
    expect(Date.parse(other.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);

    const stranger = await browserSession();
    const foreign = await post('/accounts/sessions/end', {
      auth: stranger.data.token,
      body: { sessionId: other.id },
    });
    expect(foreign.statusCode).toBe(404);
    const ended = await post('/accounts/sessions/end', {
      auth: first.data.token,
      body: { sessionId: other.id },
    });
    expect(ended.statusCode).toBe(200);
    expect((await post('/accounts/check-token', { auth: second.json().data.token })).statusCode).toBe(401);
    expect((await post('/accounts/check-token', { auth: first.data.token })).statusCode).toBe(200);
    expect(decodeJwt(first.data.token).ev).toBe(true);
  });
});

describe('a site without SMTP', () => {
  it('counts every account as verified and says once at boot that verification is off', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(accountsPlugin, {
      prefix: '/accounts',
      config: accounts.config,
      db: accounts.database.db,
    });
    await app.ready();
    await app.close();
    expect(lines.filter((line) => line.includes('e-mail verification is off'))).toHaveLength(1);
    const { data } = await browserSession();
    expect(decodeJwt(data.token).ev).toBe(true);
  });
});

async function latestSessionId() {
  const result = await accounts.database.db.execute<{ id: string }>(
    sql`select id from auth_sessions order by created_at desc limit 1`,
  );
  return result.rows[0]!.id;
}
