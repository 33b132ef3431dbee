import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@tradeforge/db';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import type { Mailer } from '@tradeforge/mail';
import { accountsPlugin } from '../src/app';
import { loadAccountsConfig, type AccountsConfig } from '../src/config';

export const WEB = 'http://localhost:3000';

export interface TestAccounts {
  app: FastifyInstance;
  database: TestDatabase;
  config: AccountsConfig;
}

/** Builds the account service on a database of its own for this test file. */
export function useTestAccounts(
  env: Record<string, string> = {},
  options: { mailer?: (db: Db) => Mailer } = {},
): TestAccounts {
  const context = {} as TestAccounts;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.config = loadAccountsConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: WEB,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      ...env,
    });
    // As behind a trusted proxy: each test picks its client address with X-Forwarded-For.
    context.app = Fastify({ logger: false, trustProxy: true });
    await context.app.register(accountsPlugin, {
      prefix: '/accounts',
      config: context.config,
      db: context.database.db,
      ...(options.mailer ? { mailer: options.mailer(context.database.db) } : {}),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

let ipCounter = 1;
/** A fresh client address per flow, so the per-IP limits of one test do not leak into the next. */
export const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/**
 * Opens a form page like a browser following the site's link (which names the tab's login state): returns its
 * CSRF token and cookie.
 */
export async function openForm(app: FastifyInstance, page: string, ip: string) {
  const response = await app.inject({
    method: 'GET',
    url: withState(`/accounts/${page}`),
    headers: { 'x-forwarded-for': ip },
  });
  const csrf = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1];
  const cookie = response.cookies.find((c) => c.name === 'tf_csrf');
  if (!csrf || !cookie) throw new Error(`no CSRF token on ${page}`);
  return { csrf, cookie: `tf_csrf=${cookie.value}`, body: response.body };
}

/** Submits an account form with its CSRF token, as the browser would from the same origin. */
export async function submitForm(
  app: FastifyInstance,
  page: string,
  fields: Record<string, string>,
  ip = nextIp(),
) {
  // The CSRF cookie belongs to the browser, not to one form; a used reset link shows no form to take it from.
  const form = await openForm(app, page === 'reset-password' ? 'login' : page, ip);
  return app.inject({
    method: 'POST',
    url: `/accounts/${page}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: form.cookie,
      origin: WEB,
      'x-forwarded-for': ip,
    },
    payload: new URLSearchParams({ _csrf: form.csrf, ...fields }).toString(),
  });
}

let userCounter = 0;
export const newUser = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `buyer${++userCounter}.${Date.now()}@example.com`,
  password: 'correct horse battery staple',
  acceptTerms: 'yes',
});

/** The one-time code and continue URL of a /SetID/ redirect. */
export function readHandoff(location: string | undefined) {
  if (!location) throw new Error('no redirect');
  const url = new URL(location);
  return { url, token: url.searchParams.get('token')!, continueUrl: url.searchParams.get('continue')! };
}

export async function postJson(
  app: FastifyInstance,
  url: string,
  options: { body?: object; auth?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers.origin = options.origin ?? WEB;
  if (options.auth) headers['wbn-auth'] = options.auth;
  return app.inject({ method: 'POST', url, headers, ...(options.body ? { payload: options.body } : {}) });
}

/** The login state of the test browser's tab (`GetSessionBody.state`). */
export const STATE = 'test-tab-state-0123456789abcdef';

/** An account page's address as the site links it: with the tab's login state, unless it names one already. */
export const withState = (url: string) =>
  /[?&]state=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}state=${STATE}`;

/** Exchanges a hand-off code as the web app does, with the tab's state. */
export const exchangeCode = (app: FastifyInstance, token: string, extra: object = {}) =>
  postJson(app, '/accounts/get-session', { body: { token, state: STATE, ...extra } });

/** Registers a user and exchanges the hand-off code: a fresh session. */
export async function registerAndSignIn(app: FastifyInstance) {
  const user = newUser();
  const response = await submitForm(app, 'register', { ...user, state: STATE });
  const { token } = readHandoff(response.headers.location as string);
  const session = await exchangeCode(app, token);
  return {
    user,
    session: session.json().data as {
      token: string;
      refreshToken: string;
      userID: string;
      tokenExpire: number;
      refreshTokenExpire: number;
    },
  };
}
