import { describe, expect, it, vi } from 'vitest';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { sessionData, signIn, spyOnReload } from '@/test/session';
import { apiRequest, ApiError, dropEmptyFields } from './http';
import { PAGE_I18N_ID } from './i18n/page-catalogs';
import { getSession } from './session';

const isRefresh = (url: string) => url.endsWith('/accounts/refresh-token');

describe('apiRequest', () => {
  it('sends the token in wbn-auth and unwraps data', async () => {
    signIn('a');
    const calls = stubFetch(() => ok({ hello: 'world' }));
    await expect(apiRequest('/thing')).resolves.toEqual({ hello: 'world' });
    expect(calls[0]).toMatchObject({ url: '/api/thing', method: 'GET', headers: { 'wbn-auth': 'access-a' } });
  });

  it('raises a declared failure as an ApiError with its name, status and details', async () => {
    stubFetch(() => ({
      status: 400,
      body: { success: false, error: { name: 'ValidationError', message: 'Bad', details: [{ path: '/x' }] } },
    }));
    const error = await apiRequest('/thing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ValidationError', status: 400, details: [{ path: '/x' }] });
  });

  it('refreshes once on a 401 TokenExpiredError and retries with the new token', async () => {
    signIn('old');
    const calls = stubFetch(({ url, headers }) => {
      if (isRefresh(url)) return ok(sessionData('new'));
      return headers['wbn-auth'] === 'access-new' ? ok('done') : failure(401, 'TokenExpiredError');
    });
    await expect(apiRequest('/thing')).resolves.toBe('done');
    expect(calls.map((call) => call.url)).toEqual(['/api/thing', '/accounts/refresh-token', '/api/thing']);
    // The refresh token is the HttpOnly cookie: nothing in the header.
    expect(calls[1]?.headers['wbn-auth']).toBeUndefined();
    expect(getSession()?.token).toBe('access-new');
  });

  it('queues requests made during a refresh behind the one refresh', async () => {
    signIn('old', -1000);
    let releaseRefresh: () => void = () => {};
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const calls = stubFetch(async ({ url, headers }) => {
      if (isRefresh(url)) {
        await refreshHeld;
        return ok(sessionData('new'));
      }
      return ok(headers['wbn-auth']);
    });
    const requests = [apiRequest('/one'), apiRequest('/two'), apiRequest('/three')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.map((call) => call.url)).toEqual(['/accounts/refresh-token']);
    releaseRefresh();
    await expect(Promise.all(requests)).resolves.toEqual(['access-new', 'access-new', 'access-new']);
    expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(1);
  });

  it('does not retry a second time when the retried request also answers 401', async () => {
    signIn('old');
    const calls = stubFetch(({ url }) =>
      isRefresh(url) ? ok(sessionData('new')) : failure(401, 'TokenExpiredError'),
    );
    await expect(apiRequest('/thing')).rejects.toMatchObject({ name: 'TokenExpiredError', status: 401 });
    expect(calls.filter((call) => call.url === '/api/thing')).toHaveLength(2);
  });

  it('ends the session and reloads on a 401 JsonWebTokenError, without refreshing', async () => {
    signIn('forged');
    const reload = spyOnReload();
    const calls = stubFetch(() => failure(401, 'JsonWebTokenError'));
    await expect(apiRequest('/thing')).rejects.toMatchObject({ name: 'JsonWebTokenError' });
    expect(calls).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ends the session when the refresh is refused', async () => {
    signIn('old');
    const reload = spyOnReload();
    stubFetch(({ url }) =>
      isRefresh(url) ? failure(401, 'SessionError') : failure(401, 'TokenExpiredError'),
    );
    await expect(apiRequest('/thing')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('sends no token and does not refresh for a visitor', async () => {
    const calls = stubFetch(() => failure(401, 'TokenNotFound'));
    await expect(apiRequest('/mine')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['wbn-auth']).toBeUndefined();
  });

  it("names the page's language in every request, for the API to word its errors in", async () => {
    const calls = stubFetch(() => ok('done'));
    await apiRequest('/thing');
    expect(calls[0]?.headers['accept-language']).toBe('en');

    // A page the host rendered in Spanish says so in its i18n script, read once by a freshly loaded client.
    const script = Object.assign(document.createElement('script'), {
      id: PAGE_I18N_ID,
      type: 'application/json',
      textContent: JSON.stringify({ locale: 'es', catalogs: {} }),
    });
    document.body.append(script);
    try {
      vi.resetModules();
      const spanish = await import('./http');
      await spanish.apiRequest('/thing', { method: 'POST', body: { a: 1 } });
      await spanish.postSignedUpload({ url: '/api/files/upload', fields: {} }, new File(['x'], 'x.png'));
      expect(calls.slice(1).map((call) => call.headers['accept-language'])).toEqual(['es', 'es']);
    } finally {
      script.remove();
    }
  });

  it('reports an unreachable server as a NetworkError', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/thing')).rejects.toMatchObject({ name: 'NetworkError', status: 0 });
  });
});

describe('dropEmptyFields', () => {
  it('drops null and NaN at every depth and keeps empty strings and false', () => {
    expect(
      dropEmptyFields({ a: null, b: Number.NaN, c: '', d: false, e: { f: null, g: [{ h: null, i: 1 }] } }),
    ).toEqual({ c: '', d: false, e: { g: [{ i: 1 }] } });
  });
});
