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

describe('a session from registration to logout', () => {
  it('registers, hands off, calls the API, refreshes and logs out', async () => {
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
        email: 'lin.chen@example.com',
        password: 'stainless steel fasteners',
        acceptTerms: 'yes',
      }).toString(),
    });
    expect(registered.statusCode).toBe(303);
    const code = new URL(registered.headers.location as string).searchParams.get('token')!;

    const session = (
      await post('/accounts/get-session', {}, { token: code, state: 'server-test-tab-state-0123456789' })
    ).json().data;
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
});
