import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { commonErrors } from '../lib/errors';
import { registerErrorHandling } from './error-handler';
import { waitText } from './rate-limits';
import { ajvProblem } from './validation-messages';

const app = Fastify({ ajv: { customOptions: { allErrors: false, verbose: true, coerceTypes: 'array' } } });
beforeAll(async () => {
  registerErrorHandling(app);
  app.get('/gone', async () => {
    throw new AppError('NotFound', commonErrors.text('gone', { what: 'product' }));
  });
  app.post(
    '/form',
    { schema: { body: Type.Object({ name: Type.String({ minLength: 2 }), age: Type.Integer() }) } },
    () => 'ok',
  );
  app.get('/down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  });
  await app.ready();
});
afterAll(() => app.close());

type Call = {
  method?: 'GET' | 'POST';
  url: string;
  payload?: string | object;
  headers?: Record<string, string>;
};
const errorOf = async (options: Call, language?: string) => {
  const response = await app.inject({
    ...options,
    headers: { ...options.headers, ...(language ? { 'accept-language': language } : {}) },
  });
  return { status: response.statusCode, ...response.json().error };
};

describe('the error handler', () => {
  it("reads an AppError's text in the request's language, once", async () => {
    expect(await errorOf({ url: '/gone' }, 'zh-TW,zh;q=0.8')).toEqual({
      status: 404,
      name: 'NotFound',
      message: '该产品不存在或已被删除。',
    });
    expect((await errorOf({ url: '/gone' })).message).toBe('This product does not exist or was removed.');
  });

  it('tells caches that an error answer varies with the language asked', async () => {
    expect((await app.inject({ url: '/gone' })).headers.vary).toBe('Accept-Language');
    expect((await app.inject({ url: '/nowhere' })).headers.vary).toBe('Accept-Language');
  });

  it("words Ajv's issues in the language, and keeps Fastify's English as it was", async () => {
    const missing = { method: 'POST' as const, url: '/form', payload: { age: 3 } };
    expect(await errorOf(missing)).toMatchObject({
      message: "Invalid body: body must have required property 'name'",
      details: [{ path: '', message: "must have required property 'name'" }],
    });
    expect(await errorOf(missing, 'es')).toMatchObject({
      message: 'Cuerpo de la solicitud no válido: body debe incluir la propiedad obligatoria «name»',
      details: [{ path: '', message: 'debe incluir la propiedad obligatoria «name»' }],
    });
    const short = { method: 'POST' as const, url: '/form', payload: { name: 'A', age: 3 } };
    expect((await errorOf(short, 'it')).message).toBe(
      'Corpo della richiesta non valido: body/name non deve avere meno di 2 caratteri',
    );
    const notNumber = { method: 'POST' as const, url: '/form', payload: { name: 'Ann', age: 'old' } };
    expect((await errorOf(notNumber, 'zh')).message).toBe('请求正文无效：body/age 必须是 integer 类型');
  });

  it("words Fastify's own refusals and the 5xx texts in the language", async () => {
    const wrongType = {
      method: 'POST' as const,
      url: '/form',
      payload: '<name/>',
      headers: { 'content-type': 'text/xml' },
    };
    expect((await errorOf(wrongType)).message).toBe(
      'This content type is not accepted here: send the body as application/json.',
    );
    expect((await errorOf(wrongType, 'es')).message).toBe(
      'Este tipo de contenido no se acepta aquí: envíe el cuerpo como application/json.',
    );
    const badJson = {
      method: 'POST' as const,
      url: '/form',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    };
    expect((await errorOf(badJson)).message).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
    expect((await errorOf(badJson, 'it')).message).toBe(
      'Il corpo della richiesta non è un JSON valido, ma il content-type è «application/json».',
    );
    expect(await errorOf({ url: '/down' }, 'zh')).toEqual({
      status: 503,
      name: 'ServiceUnavailable',
      message: '服务暂时不可用，请稍后重试。',
    });
  });

  it('words every Ajv keyword it knows, and says "invalid" for one it does not', () => {
    const issue = (keyword: string, params: Record<string, unknown>) => ({
      keyword,
      params,
      instancePath: '',
    });
    expect(ajvProblem(issue('maxItems', { limit: 1 }), 'es')).toBe('no debe tener más de 1 elemento');
    expect(ajvProblem(issue('maximum', { comparison: '<=', limit: 5 }), 'it')).toBe('deve essere <= 5');
    expect(ajvProblem(issue('format', { format: 'uuid' }), 'zh')).toBe('必须符合格式“uuid”');
    expect(ajvProblem(issue('dependentRequired', {}), 'es')).toBe('no es válido');
  });

  it('says how long to wait before the next try in the language', () => {
    expect(waitText('es', 30_500)).toBe('31 segundos');
    expect(waitText('it', 90_000)).toBe('2 minuti');
    expect(waitText('zh', 60_000)).toBe('1分钟');
  });
});
