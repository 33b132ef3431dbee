import type { SessionData } from '@tradeforge/contracts';
import { postToAccounts } from './accounts-client';
import {
  clearSession,
  getSession,
  isRefreshTokenValid,
  isTokenValid,
  markSessionEnded,
  saveSessionData,
  type Session,
} from './session';

/** Refresh this long before the access token expires (spec part 1, section 9). */
const REFRESH_MARGIN_MS = 5000;
const LOCK_NAME = 'tradeforge-session-refresh';

let inFlight: Promise<Session | null> | null = null;

/** A failed refresh ends the session: clear it and reload, so every screen shows the logged-out state. */
function endSession(): null {
  // Marked first: clearing the session re-renders the page, and a members-only page then goes to log in.
  markSessionEnded();
  clearSession();
  window.location.reload();
  return null;
}

/**
 * One refresh. The refresh token travels as the account service's HttpOnly cookie (`credentials: include`), so this
 * tab only knows its access token: a different access token in storage means another tab refreshed.
 */
async function refreshOnce(startedWith: string | undefined): Promise<Session | null> {
  const current = getSession();
  // Another tab refreshed while this one waited for the lock: use its result.
  if (current && current.token !== startedWith && isTokenValid(current)) return current;
  if (!current || !isRefreshTokenValid(current)) return endSession();
  const answer = await postToAccounts<SessionData>('/refresh-token');
  if (answer.status === 0 || answer.status >= 500) throw new Error('The session could not be refreshed now.');
  if (answer.success && answer.data) {
    saveSessionData(answer.data);
    return getSession();
  }
  if (answer.status === 409) {
    // Another tab or window rotated this token a moment ago; its new pair reaches storage shortly.
    const after = await waitForNewTokens(current.token);
    if (after) return after;
    // No new pair came: the family may be compromised, so end it on the server too (the cookie names it).
    await postToAccounts('/logout');
  }
  return endSession();
}

/** How long a 409 waits for the tab that rotated the token to store its new pair. */
export const ROTATION_WAIT_MS = 3000;

/**
 * Resolves with the session once its access token differs from `oldToken` (another tab stored its new one: the
 * store hears it through the `storage` event and announces it as `tradeforge:session`), or null after
 * ROTATION_WAIT_MS.
 */
function waitForNewTokens(oldToken: string): Promise<Session | null> {
  const rotated = () => {
    const session = getSession();
    return session && session.token !== oldToken && isTokenValid(session) ? session : null;
  };
  const now = rotated();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const finish = (session: Session | null) => {
      clearTimeout(timer);
      window.removeEventListener('tradeforge:session', onChange);
      resolve(session);
    };
    const onChange = () => {
      if (!getSession()) finish(null);
      else if (rotated()) finish(rotated());
    };
    const timer = setTimeout(() => finish(null), ROTATION_WAIT_MS);
    window.addEventListener('tradeforge:session', onChange);
  });
}

/**
 * The access token to send now: requests made while a refresh runs wait for it (the spec's queue), and an expired
 * token is refreshed first. Undefined for a visitor.
 */
export async function getValidToken(): Promise<string | undefined> {
  if (inFlight) return (await inFlight.catch(() => null))?.token;
  const session = getSession();
  if (!session) return undefined;
  if (isTokenValid(session) || !isRefreshTokenValid(session)) return session.token;
  return (await refreshSession().catch(() => null))?.token;
}

/**
 * Refreshes the session once for the whole browser: calls in this tab share one promise, and tabs take turns
 * through the Web Locks API, each first checking whether another tab already did the work.
 */
export function refreshSession(): Promise<Session | null> {
  if (inFlight) return inFlight;
  const startedWith = getSession()?.token;
  const run = () => refreshOnce(startedWith);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  inFlight = (locks ? locks.request(LOCK_NAME, run) : run()).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Keeps the session fresh while the site is open: refreshes REFRESH_MARGIN_MS before the access token expires
 * (again after each refresh), when the browser comes back online, and at once when the page opens with an expired
 * access token but a valid refresh token. Returns a function that stops it.
 */
export function startSessionKeeper(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refreshQuietly = () => {
    refreshSession().catch(() => schedule(30_000));
  };
  function schedule(delay?: number) {
    clearTimeout(timer);
    const session = getSession();
    if (!session || !isRefreshTokenValid(session)) return;
    const wait = delay ?? Math.max(0, session.tokenExpire - Date.now() - REFRESH_MARGIN_MS);
    timer = setTimeout(refreshQuietly, Math.min(wait, 2_147_000_000));
  }
  const onOnline = () => {
    if (getSession()) refreshQuietly();
  };
  const onStorage = () => schedule();
  window.addEventListener('online', onOnline);
  window.addEventListener('storage', onStorage);
  window.addEventListener('tradeforge:session', onStorage);
  schedule();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('tradeforge:session', onStorage);
  };
}

/**
 * The /SetID/ exchange: a one-time code and the login state it was issued with, for a session. Declared failures and
 * network failures differ.
 */
export async function exchangeHandoffCode(
  code: string,
  state: string,
): Promise<'ok' | 'declined' | 'network'> {
  const answer = await postToAccounts<SessionData>('/get-session', {
    body: { token: code, state, refreshTokenIn: 'cookie' },
  });
  if (answer.status === 0 || answer.status >= 500) return 'network';
  if (!answer.success || !answer.data) return 'declined';
  saveSessionData(answer.data);
  return 'ok';
}
