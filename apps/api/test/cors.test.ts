import { describe, expect, it } from 'vitest';
import { useTestApi } from './helper';

const WEB = 'https://app.example.com';
const api = useTestApi({ ALLOWED_ORIGINS: WEB, RATE_LIMIT_SEARCH_PER_MINUTE: '2' });

const search = (payload: object, remoteAddress: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/search/product',
    headers: { origin: WEB },
    remoteAddress,
    payload,
  });

describe('CORS for the web origins', () => {
  it('answers a preflight from an allowed origin with what it may send', async () => {
    const response = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/search/product',
      headers: { origin: WEB, 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(WEB);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('content-type, wbn-auth');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('names the allowed origin on an answer, and no other origin', async () => {
    const allowed = await api.app.inject({ method: 'GET', url: '/api/health', headers: { origin: WEB } });
    expect(allowed.headers['access-control-allow-origin']).toBe(WEB);
    expect(allowed.headers.vary).toContain('Origin');

    const other = await api.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example.org' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends its headers on refusals too, so the web app can read why', async () => {
    const invalid = await search({ textQuery: 'valve', skip: -1, size: 5 }, '198.51.100.20');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(WEB);

    const notFound = await api.app.inject({ method: 'GET', url: '/api/nope', headers: { origin: WEB } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['access-control-allow-origin']).toBe(WEB);

    const ip = '198.51.100.21';
    const valid = { textQuery: 'valve', skip: 0, size: 5 };
    expect((await search(valid, ip)).statusCode).toBe(200);
    expect((await search(valid, ip)).statusCode).toBe(200);
    const refused = await search(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['access-control-allow-origin']).toBe(WEB);
  });
});
