import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyOptions } from './fastify-options';

describe('the server options', () => {
  it('give a plugin minutes to start, as the search indexes loaded before serving take at full size', () => {
    const app = Fastify(fastifyOptions('silent', 1024));
    // Fastify's default is 10 s; a million products load in one to three minutes.
    expect(app.initialConfig.pluginTimeout).toBeGreaterThanOrEqual(5 * 60_000);
  });

  it('compile one response serializer per schema, however many routes and status codes share it', async () => {
    const app = Fastify(fastifyOptions('silent', 1024));
    const Reply = {
      type: 'object',
      properties: { ok: { type: 'boolean' } },
    } as const;
    const Other = { type: 'object', properties: { n: { type: 'number' } } } as const;
    const seen: unknown[] = [];
    for (const url of ['/a', '/b'])
      app.get(
        url,
        { schema: { response: { 200: Reply, 404: Reply, 409: Other } } },
        async (_request, reply) => {
          seen.push(reply.getSerializationFunction('200'), reply.getSerializationFunction('404'));
          seen.push(reply.getSerializationFunction('409'));
          return { ok: true, extra: 'dropped' };
        },
      );
    expect((await app.inject('/a')).json()).toEqual({ ok: true });
    await app.inject('/b');
    await app.close();
    const [a200, a404, a409, b200, b404, b409] = seen;
    expect(new Set([a200, a404, b200, b404]).size).toBe(1);
    expect(a409).toBe(b409);
    expect(a409).not.toBe(a200);
  });

  it('compile each schema once per process: an app given equal copies of the schemas reuses what another compiled', async () => {
    const compiled = async (minimum: number) => {
      const app = Fastify(fastifyOptions('silent', 1024));
      const seen: unknown[] = [];
      // Fresh objects for each app, as Fastify hands each app its own copies of the route schemas.
      const body = { type: 'object', properties: { n: { type: 'number', minimum } }, required: ['n'] };
      const response = { 200: { type: 'object', properties: { n: { type: 'number', minimum } } } };
      app.post('/x', { schema: { body, response } }, async (request, reply) => {
        seen.push(request.getValidationFunction('body'), reply.getSerializationFunction('200'));
        return { n: 1 };
      });
      expect((await app.inject({ method: 'POST', url: '/x', payload: { n: 1 } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/x', payload: { n: minimum - 1 } })).statusCode).toBe(
        400,
      );
      await app.close();
      return seen;
    };
    const [validate, serialize] = await compiled(0);
    const [validateAgain, serializeAgain] = await compiled(0);
    const [validateOther, serializeOther] = await compiled(-5);
    expect(validateAgain).toBe(validate);
    expect(serializeAgain).toBe(serialize);
    expect(validateOther).not.toBe(validate);
    expect(serializeOther).not.toBe(serialize);
  });
});
