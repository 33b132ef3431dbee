import { useSyncExternalStore } from 'react';
import type { SessionData, SiteLocale } from '@tradeforge/contracts';
import { postToAccounts } from './accounts-client';
import { runtimeConfig } from './runtime-config';
import { useSiteLocale } from './i18n';
import { loginState } from './login-state';

/**
 * The browser session, kept in local storage under the spec's keys (part 1, section 3): token, tokenExpire,
 * refreshTokenExpire (expiries in milliseconds since the epoch), userID, profile, profileUpdateDate. The refresh
 * token itself is not among them: the account service keeps it in an HttpOnly cookie no script can read (issue 21),
 * so an injected script cannot carry a long-lived credential away. Components read the session with `useSession()`;
 * every tab sees changes through the `storage` event.
 */
export interface Session {
  token: string;
  tokenExpire: number;
  refreshTokenExpire: number;
  userID: string;
}

const KEYS = [
  'token',
  'tokenExpire',
  'refreshTokenExpire',
  'userID',
  'profile',
  'profileUpdateDate',
] as const;
/** Where earlier versions kept the refresh token: removed wherever it is still found. */
const LEGACY_REFRESH_KEY = 'refreshToken';

const listeners = new Set<() => void>();
let snapshot: Session | null | undefined;

function read(): Session | null {
  // Server rendering has no storage: every page is rendered for a visitor without a session.
  if (typeof localStorage === 'undefined') return null;
  localStorage.removeItem(LEGACY_REFRESH_KEY);
  const token = localStorage.getItem('token');
  const userID = localStorage.getItem('userID');
  const tokenExpire = Number(localStorage.getItem('tokenExpire'));
  const refreshTokenExpire = Number(localStorage.getItem('refreshTokenExpire'));
  if (!token || !userID || !tokenExpire || !refreshTokenExpire) return null;
  return { token, tokenExpire, refreshTokenExpire, userID };
}

function notify() {
  snapshot = read();
  listeners.forEach((listener) => listener());
  // The session keeper reschedules on this; other tabs hear the `storage` event instead.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('tradeforge:session'));
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) notify();
  });
}

export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

export function saveSession(session: Session) {
  localStorage.setItem('token', session.token);
  localStorage.setItem('tokenExpire', String(session.tokenExpire));
  localStorage.setItem('refreshTokenExpire', String(session.refreshTokenExpire));
  localStorage.setItem('userID', session.userID);
  localStorage.setItem('profile', JSON.stringify({ userID: session.userID }));
  notify();
}

/** Stores a session from the account service, whose expiries are epoch seconds, in milliseconds. */
export function saveSessionData(data: SessionData) {
  saveSession({
    token: data.token,
    tokenExpire: data.tokenExpire * 1000,
    refreshTokenExpire: data.refreshTokenExpire * 1000,
    userID: data.userID,
  });
}

/** Keeps the profile read from GET user/profile, as the spec's local storage does. */
export function saveProfile(profile: object) {
  localStorage.setItem('profile', JSON.stringify(profile));
  localStorage.setItem('profileUpdateDate', String(Date.now()));
}

export function clearSession() {
  [...KEYS, LEGACY_REFRESH_KEY].forEach((key) => localStorage.removeItem(key));
  notify();
}

let leaving = false;

/**
 * Ends the session by the user's own act (logout, account deletion) and loads the page that act leads to (a full
 * load: nothing of the session stays in memory). The members' gate (`useRequireLogin`) sends no one to log in
 * meanwhile, and the page that asked is gone by then: the destination is loaded here, not in its callbacks.
 */
export function leaveSession(destination: string) {
  leaving = true;
  clearSession();
  window.location.assign(destination);
}
export const isLeavingSession = () => leaving;

const ENDED_KEY = 'tf_session_ended';

/** Notes, for the page load that follows, that the session ended by itself (a refused refresh), not by logout. */
export function markSessionEnded() {
  sessionStorage.setItem(ENDED_KEY, '1');
}

const isMarkedEnded = () => sessionStorage.getItem(ENDED_KEY) === '1';

/**
 * Whether this page load found a session that had ended by itself: marked by a refused refresh before the reload,
 * or kept past its refresh expiry (the browser was away). The mark is spent when the module loads.
 */
const endedAtLoad = (() => {
  if (typeof sessionStorage === 'undefined') return false;
  const marked = isMarkedEnded();
  sessionStorage.removeItem(ENDED_KEY);
  const stored = read();
  return marked || (!!stored && stored.refreshTokenExpire <= Date.now());
})();

/** Whether the session ended by itself: found so by this page load, or by a refresh refused since. */
export const hasSessionEnded = () => endedAtLoad || isMarkedEnded();

/** A token is valid when it exists and expires later than now (spec part 1, section 4). */
export const isTokenValid = (session: Session | null, now = Date.now()) =>
  !!session && session.tokenExpire > now;
export const isRefreshTokenValid = (session: Session | null, now = Date.now()) =>
  !!session && session.refreshTokenExpire > now;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session, re-rendering on login, refresh and logout in this tab or another. */
export function useSession() {
  const session = useSyncExternalStore(subscribe, getSession, () => null);
  return { session, isLoggedIn: isRefreshTokenValid(session) };
}

/** An account page, speaking the page's language (`lang`), the one place that names it. */
const accountPage = (page: 'login' | 'register', locale: SiteLocale, query: Record<string, string> = {}) =>
  `${runtimeConfig.accountsUrl}/${page}?${new URLSearchParams({ ...query, lang: locale }).toString()}`;

const withContinue = (
  page: 'login' | 'register',
  locale: SiteLocale,
  continueUrl: string,
  notice?: LoginNotice,
) => accountPage(page, locale, { continue: continueUrl, state: loginState(), ...(notice ? { notice } : {}) });

/**
 * What the login page says above its form: `password-changed` after a reset from the mail's link,
 * `session-ended` when a page for members finds the session over.
 */
export type LoginNotice = 'password-changed' | 'session-ended';

/**
 * Login and Register send the whole window to the account service, in the page's language (`useSiteLocale()`),
 * with the current address to come back to and this tab's login state (`login-state.ts`).
 */
export const loginUrl = (locale: SiteLocale, continueUrl = window.location.href, notice?: LoginNotice) =>
  withContinue('login', locale, continueUrl, notice);
export const registerUrl = (locale: SiteLocale, continueUrl = window.location.href) =>
  withContinue('register', locale, continueUrl);

const noSubscription = () => () => {};

/**
 * The Login or Register link of the current page, for rendering. The full address names this tab's state and the
 * page's own address, which only the browser knows: a server-rendered page (and its hydration) links the plain
 * account page, and the browser puts the full address in right after.
 */
export function useAccountLink(page: 'login' | 'register') {
  const locale = useSiteLocale();
  return useSyncExternalStore(
    noSubscription,
    () => (page === 'login' ? loginUrl(locale) : registerUrl(locale)),
    () => accountPage(page, locale),
  );
}

/**
 * Logout ends the session on the account service (the refresh cookie names it; its family is revoked, so the
 * access token stops working at the API too, and the cookie is cleared), then clears local storage and goes to /
 * (spec part 2, section 4), or to `home`, the home page in the page's language (`localizedPath`). The local session
 * is cleared even when the service cannot be reached.
 */
export async function logout(home = '/') {
  if (getSession()) await postToAccounts('/logout');
  leaveSession(home);
}
