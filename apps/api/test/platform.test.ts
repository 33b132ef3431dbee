import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApi } from './helper';

const api = useTestApi({ BODY_LIMIT: '2048' });

describe('operations routes', () => {
  it('reports liveness', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('reports readiness after checking the database', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json()).toEqual({ success: true, data: { status: 'ready', database: 'ok' } });
  });

  it('serves the OpenAPI document with every reference route', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/ref-data/country', '/api/catsys/industry/full-tree']),
    );
  });

  it('serves the docs UI', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('error envelope', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { name: 'NotFound', message: 'No route for GET /api/nope' },
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      name: 'PayloadTooLarge',
      message: 'The request body is too large.',
    });
  });

  it('sends security headers on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/search/suggest?q=']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toMatch(/^default-src 'none';/);
      expect(response.headers['content-security-policy'], url).toContain(";frame-ancestors 'none';");
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('caching', () => {
  it('marks every answer to a signed-in request private, no-store', async () => {
    const { headers } = await signIn(api);
    for (const url of [
      '/api/user/profile',
      '/api/notifications',
      '/api/business/request',
      '/api/favorites',
      '/api/business/profile/my-list',
    ]) {
      const response = await api.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    // A token that fails is still someone's: the 401 is not for a shared cache either.
    const refused = await api.app.inject({
      url: '/api/user/profile',
      headers: { 'wbn-auth': 'not-a-token' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it("keeps a route's own caching rule and leaves anonymous answers as they were", async () => {
    const { headers } = await signIn(api);
    const url = '/api/search/business/last-registered';
    expect((await api.app.inject({ url, headers })).headers['cache-control']).toBe('public, max-age=30');
    expect((await api.app.inject({ url })).headers['cache-control']).toBe('public, max-age=30');
    expect((await api.app.inject({ url: '/api/health' })).headers['cache-control']).toBeUndefined();
  });
});
