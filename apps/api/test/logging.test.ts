import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyOptions } from '../src/fastify-options';
import { useTestApi } from './helper';

/** A server logging into memory, with one route that echoes the request id. */
async function serverWithLog(trustProxy = false) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify(fastifyOptions('info', 1024, trustProxy, stream));
  app.get('/accounts/reset-password', async (request) => ({ id: request.id }));
  await app.ready();
  return { app, log: () => lines.join('') };
}

describe('request logs', () => {
  it('log the path without its query string, where reset and hand-off tokens travel', async () => {
    const { app, log } = await serverWithLog();
    await app.inject({ method: 'GET', url: '/accounts/reset-password?token=secret-reset-code-123' });
    expect(log()).toContain('/accounts/reset-password');
    expect(log()).not.toContain('secret-reset-code-123');
    await app.close();
  });

  it('take a client x-request-id only from a trusted proxy', async () => {
    const direct = await serverWithLog(false);
    const forged = await direct.app.inject({
      method: 'GET',
      url: '/accounts/reset-password',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(forged.json().id).not.toBe('forged-id');
    await direct.app.close();

    const proxied = await serverWithLog(true);
    const relayed = await proxied.app.inject({
      method: 'GET',
      url: '/accounts/reset-password',
      headers: { 'x-request-id': 'proxy-id' },
    });
    expect(relayed.json().id).toBe('proxy-id');
    await proxied.app.close();
  });
});

describe('API docs turned off', () => {
  const api = useTestApi({ API_DOCS: 'false' });

  it('serve neither the OpenAPI document nor its UI', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
  });
});
