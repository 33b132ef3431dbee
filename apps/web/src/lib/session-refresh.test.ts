import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { sessionData, signIn, spyOnReload } from '@/test/session';
import { getSession, saveSessionData } from './session';
import { exchangeHandoffCode, getValidToken, refreshSession, ROTATION_WAIT_MS } from './session-refresh';

const refreshCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.endsWith('/refresh-token'));

/** A Web Locks stand-in shared by "tabs": one holder at a time, the others queued in order. */
function stubLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_name: string, callback: () => Promise<unknown>) => {
    const run = tail.then(callback);
    tail = run.catch(() => undefined);
    return run;
  });
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
  return { request, hold: (work: () => Promise<unknown>) => request('tradeforge-session-refresh', work) };
}

describe('refreshSession', () => {
  it('runs one refresh for many callers in this tab', async () => {
    signIn('old', -1000);
    const calls = stubFetch(() => ok(sessionData('new')));
    const sessions = await Promise.all([refreshSession(), refreshSession(), getValidToken()]);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(sessions.map((session) => (typeof session === 'string' ? session : session?.token))).toEqual([
      'access-new',
      'access-new',
      'access-new',
    ]);
  });

  it('takes the Web Lock and uses the pair another tab stored while it waited, without calling the service', async () => {
    signIn('old', -1000);
    const locks = stubLocks();
    const calls = stubFetch(() => ok(sessionData('mine')));
    let release: () => void = () => {};
    let otherTab: Promise<unknown> = Promise.resolve();
    // The other tab holds the lock, rotates the pair and stores it before letting go.
    await new Promise<void>((holding) => {
      otherTab = locks.hold(
        () =>
          new Promise<void>((resolve) => {
            release = () => {
              saveSessionData(sessionData('other-tab'));
              resolve();
            };
            holding();
          }),
      );
    });
    const mine = refreshSession();
    release();
    await otherTab;
    await expect(mine).resolves.toMatchObject({ token: 'access-other-tab' });
    expect(locks.request).toHaveBeenCalledTimes(2);
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('on a 409 waits for the other tab to store its new pair, and uses it', async () => {
    signIn('old', -1000);
    spyOnReload();
    const calls = stubFetch(({ url }) => {
      if (!url.endsWith('/refresh-token')) return ok(null);
      // The other tab's pair lands in storage a moment after this tab's 409.
      setTimeout(() => saveSessionData(sessionData('other-tab')), 20);
      return { status: 409, body: { success: false, error: { name: 'Conflict', message: 'Rotated' } } };
    });
    const started = Date.now();
    await expect(refreshSession()).resolves.toMatchObject({ token: 'access-other-tab' });
    // Answered when the pair arrived, not after a fixed wait.
    expect(Date.now() - started).toBeLessThan(300);
    expect(calls.map((call) => call.url)).toEqual(['/accounts/refresh-token']);
  });

  it('on a 409 with no new pair, logs out (the refresh cookie names the session) and ends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      signIn('old', -1000);
      const reload = spyOnReload();
      const calls = stubFetch(({ url }) =>
        url.endsWith('/refresh-token')
          ? { status: 409, body: { success: false, error: { name: 'Conflict', message: 'Rotated' } } }
          : ok(null),
      );
      const result = refreshSession();
      await vi.advanceTimersByTimeAsync(ROTATION_WAIT_MS - 1);
      expect(calls.map((call) => call.url)).toEqual(['/accounts/refresh-token']);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBeNull();
      expect(calls[1]!.url).toBe('/accounts/logout');
      expect(calls[1]!.headers['wbn-auth']).toBeUndefined();
      expect(getSession()).toBeNull();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the session on a network failure, so a later attempt can retry', async () => {
    signIn('old', -1000);
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await expect(refreshSession()).rejects.toThrow('could not be refreshed');
    expect(getSession()?.token).toBe('access-old');
  });

  it('sends no refresh token (the HttpOnly cookie carries it) and stores none', async () => {
    signIn('old', -1000);
    localStorage.setItem('refreshToken', 'left-by-an-earlier-version');
    const calls = stubFetch(() => ok({ ...sessionData('new'), refreshToken: undefined }));
    await expect(refreshSession()).resolves.toMatchObject({ token: 'access-new' });
    expect(calls[0]!.headers['wbn-auth']).toBeUndefined();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('refresh-');
  });
});

describe('exchangeHandoffCode', () => {
  it('asks for the refresh token as a cookie and keeps only the access token', async () => {
    const calls = stubFetch(() => ok({ ...sessionData('new'), refreshToken: undefined }));
    await expect(exchangeHandoffCode('code-1', 'state-of-this-tab-0123456789')).resolves.toBe('ok');
    expect(calls[0]).toMatchObject({
      url: '/accounts/get-session',
      body: { token: 'code-1', state: 'state-of-this-tab-0123456789', refreshTokenIn: 'cookie' },
    });
    expect(getSession()).toMatchObject({ token: 'access-new' });
  });
});
