import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '@tradeforge/db';
import { accountsPlugin } from '../src/app';
import { nextIp, useTestAccounts } from './helper';

/** Two instances of the account service on one database, as behind a load balancer. */
const accounts = useTestAccounts();
let second: { app: FastifyInstance; handle: DatabaseHandle };

beforeAll(async () => {
  const handle = connectDatabase({ connectionString: accounts.database.url, max: 3 });
  const app = Fastify({ logger: false, trustProxy: true });
  await app.register(accountsPlugin, { prefix: '/accounts', config: accounts.config, db: handle.db });
  await app.ready();
  second = { app, handle };
});
afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
});

const postLogin = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/accounts/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    payload: 'email=a%40example.com&password=wrong',
  });

describe('rate limits of the account service', () => {
  it('count login posts of one address on every instance together', async () => {
    const ip = nextIp();
    // 20 login posts per 5 minutes per address, half through each instance.
    for (let i = 0; i < 20; i++) {
      const response = await postLogin(i % 2 ? second.app : accounts.app, ip);
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await postLogin(second.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('Too many attempts. Try again in');
    expect((await postLogin(accounts.app, ip)).statusCode).toBe(429);
    expect((await postLogin(accounts.app, nextIp())).statusCode).not.toBe(429);
  });
});
