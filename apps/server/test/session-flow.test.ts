import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsPlugin, createKeyStore, loadAccountsConfig } from '@tradeforge/accounts';
import { apiPlugin, loadApiConfig } from '@tradeforge/api';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';

const WEB = 'http://localhost:3000';
let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;

// The account service and the API side by side, as the host mounts them, sharing one key store.
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-flow-'));
  const env = { LOG_LEVEL: 'silent', PUBLIC_URL: WEB, DATA_DIR: dataDir };
  const accounts = loadAccountsConfig(env);
  const keys = await createKeyStore(database.db, accounts.issuer, accounts.audience);
  app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    config: loadApiConfig(env),
    db: database.db,
    verificationKey: keys.getVerificationKey,
  });
  await app.register(accountsPlugin, { prefix: '/accounts', config: accounts, db: database.db, keys });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { origin: WEB, ...headers }, ...(payload ? { payload } : {}) });

/** Registers through the account pages and hands the session to the web app, as a browser tab does. */
async function registerAndHandOff(email: string) {
  const form = await app.inject({ url: '/accounts/register?state=server-test-tab-state-0123456789' });
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!;
  const cookie = form.cookies.find((c) => c.name === 'tf_csrf')!;
  const registered = await app.inject({
    method: 'POST',
    url: '/accounts/register',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `tf_csrf=${cookie.value}`,
      origin: WEB,
    },
    payload: new URLSearchParams({
      _csrf: csrf,
      continue: `${WEB}/profile`,
      state: 'server-test-tab-state-0123456789',
      firstName: 'Lin',
      lastName: 'Chen',
      email,
      password: 'stainless steel fasteners',
      acceptTerms: 'yes',
    }).toString(),
  });
  expect(registered.statusCode).toBe(303);
  const code = new URL(registered.headers.location as string).searchParams.get('token')!;
  return (
    await post('/accounts/get-session', {}, { token: code, state: 'server-test-tab-state-0123456789' })
  ).json().data;
}

describe('a session from registration to logout', () => {
  it('registers, hands off, calls the API, refreshes and logs out', async () => {
    const session = await registerAndHandOff('lin.chen@example.com');
    const profile = await app.inject({ url: '/api/user/profile', headers: { 'wbn-auth': session.token } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ firstName: 'Lin', email: 'lin.chen@example.com' });

    const refreshed = (await post('/accounts/refresh-token', { 'wbn-auth': session.refreshToken })).json()
      .data;
    const again = await app.inject({ url: '/api/user/profile', headers: { 'wbn-auth': refreshed.token } });
    expect(again.statusCode).toBe(200);

    expect((await post('/accounts/logout', { 'wbn-auth': refreshed.refreshToken })).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/user/profile', headers: { 'wbn-auth': refreshed.token } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.name).toBe('SessionError');
  });

  it('ends the live event stream of the session at logout', async () => {
    const session = await registerAndHandOff('ada.lovelace@example.com');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${base}/api/events/stream`, { headers: { 'wbn-auth': session.token } });
    expect(stream.status).toBe(200);
    // The whole answer arrives only once the server ends the stream, which it otherwise does after 10 minutes.
    const whole = stream.text();
    expect((await post('/accounts/logout', { 'wbn-auth': session.refreshToken })).statusCode).toBe(200);
    expect(await whole).toBe('retry: 2000\n\n');
  });
});
