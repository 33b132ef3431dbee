import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';

const api = useTestApi();

type Call = {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
};
/** The error envelope of a call, asked in `language` (no Accept-Language without one). */
async function errorOf({ method = 'GET', url, headers = {}, payload }: Call, language?: string) {
  const response = await api.app.inject({
    method,
    url,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...(response.json().error as { name: string; message: string }) };
}

describe('error messages in the language of the request', () => {
  it('answers a missing business in the language asked, and in English without one', async () => {
    const call = { url: `/api/business/profile/${randomUUID()}` };
    expect(await errorOf(call)).toEqual({
      status: 404,
      name: 'NotFound',
      message: 'This business does not exist or was removed.',
    });
    expect((await errorOf(call, 'es-MX,es;q=0.9,en;q=0.5')).message).toBe(
      'Esta empresa no existe o fue eliminada.',
    );
    expect((await errorOf(call, 'it')).message).toBe('Questa azienda non esiste o è stata rimossa.');
    expect((await errorOf(call, 'zh-CN,zh;q=0.9')).message).toBe('该企业不存在或已被删除。');
    // A language the site does not speak is answered in English.
    expect((await errorOf(call, 'fr-FR')).message).toBe('This business does not exist or was removed.');
  });

  it('answers a refusal (403) and a conflict (409) in each language', async () => {
    const stranger = await signIn(api);
    const business = await createBusiness(api.database.db);
    const remove = {
      method: 'DELETE' as const,
      url: `/api/business/profile/${business.id}`,
      headers: stranger.headers,
    };
    expect(await errorOf(remove)).toMatchObject({
      status: 403,
      message: 'Only a business owner can do this.',
    });
    expect((await errorOf(remove, 'es')).message).toBe('Solo un propietario de la empresa puede hacer esto.');
    expect((await errorOf(remove, 'it')).message).toBe('Solo un titolare dell’azienda può farlo.');
    expect((await errorOf(remove, 'zh')).message).toBe('只有企业的所有者才能执行此操作。');

    const report = {
      method: 'POST' as const,
      url: '/api/reports',
      headers: stranger.headers,
      payload: { objectType: 'business', objectID: business.id, reason: 'spam' },
    };
    expect((await api.app.inject(report)).statusCode).toBe(201);
    expect(await errorOf(report)).toMatchObject({
      status: 409,
      name: 'Conflict',
      message: 'You have reported this already; an operator will look at it.',
    });
    expect((await errorOf(report, 'es')).message).toBe('Ya ha denunciado esto; un operador lo revisará.');
    expect((await errorOf(report, 'it')).message).toBe(
      'Hai già inviato questa segnalazione; un operatore la esaminerà.',
    );
    expect((await errorOf(report, 'zh')).message).toBe('您已举报过此内容；运营人员会进行审核。');
  });

  it('words validation failures in each language, keeping the field names', async () => {
    const user = await signIn(api);
    const tooLong = {
      method: 'POST' as const,
      url: '/api/reports',
      headers: user.headers,
      payload: { objectType: 'business', objectID: randomUUID(), reason: 'spam', note: 'x'.repeat(1001) },
    };
    const english = await api.app.inject(tooLong);
    expect(english.json().error).toEqual({
      name: 'ValidationError',
      message: 'Invalid body: body/note must NOT have more than 1000 characters',
      details: [{ path: '/note', message: 'must NOT have more than 1000 characters' }],
    });
    const spanish = await api.app.inject({
      ...tooLong,
      headers: { ...user.headers, 'accept-language': 'es' },
    });
    expect(spanish.json().error).toEqual({
      name: 'ValidationError',
      message: 'Cuerpo de la solicitud no válido: body/note no debe tener más de 1000 caracteres',
      details: [{ path: '/note', message: 'no debe tener más de 1000 caracteres' }],
    });
    expect((await errorOf(tooLong, 'it')).message).toBe(
      'Corpo della richiesta non valido: body/note non deve avere più di 1000 caratteri',
    );
    expect((await errorOf(tooLong, 'zh')).message).toBe('请求正文无效：body/note 不能超过 1000 个字符');

    const unknownField = { ...tooLong, payload: { ...tooLong.payload, note: 'ok', color: 'red' } };
    expect((await errorOf(unknownField)).message).toBe('Invalid body: color is not a known field.');
    expect((await errorOf(unknownField, 'es')).message).toBe(
      'Cuerpo de la solicitud no válido: color no es un campo conocido.',
    );
    expect((await errorOf(unknownField, 'zh')).message).toBe('请求正文无效：color 不是已知字段。');

    const wrongChoice = { ...tooLong, payload: { ...tooLong.payload, note: 'ok', objectType: 'planet' } };
    expect((await errorOf(wrongChoice, 'it')).message).toBe(
      'Corpo della richiesta non valido: body/objectType deve essere uno di questi valori: "business", "product", "post", "comment", "thread", "user", "group", "rfq", "rfq-quote".',
    );
  });

  it('asks for a login (401) in the language of the request', async () => {
    const call = { url: '/api/business/profile/my-list' };
    expect(await errorOf(call)).toMatchObject({
      status: 401,
      name: 'TokenNotFound',
      message: 'Log in first: the wbn-auth header is missing.',
    });
    expect((await errorOf(call, 'es')).message).toBe('Inicie sesión primero: falta la cabecera wbn-auth.');
    expect((await errorOf(call, 'zh')).message).toBe('请先登录：缺少 wbn-auth 请求头。');
  });

  it('answers an unknown route in the language of the request', async () => {
    expect((await errorOf({ url: '/api/nowhere?x=1' }, 'it')).message).toBe(
      'Nessuna route per GET /api/nowhere',
    );
    expect((await errorOf({ url: '/api/nowhere' })).message).toBe('No route for GET /api/nowhere');
    // Refused by the router before any route runs.
    const long = { url: `/api/business/profile/${'a'.repeat(3_000)}` };
    expect(await errorOf(long)).toMatchObject({ status: 414, message: 'The address is too long.' });
    expect((await errorOf(long, 'es')).message).toBe('La dirección es demasiado larga.');
  });
});
