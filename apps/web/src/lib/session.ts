import { useSyncExternalStore } from 'react';
import { runtimeConfig } from './runtime-config';

/**
 * The browser session, kept in local storage under the spec's keys (part 1, section 3): token, tokenExpire,
 * refreshToken, refreshTokenExpire (expiries in milliseconds since the epoch), userID, profile, profileUpdateDate.
 * Components read it with `useSession()`; every tab sees changes through the `storage` event.
 */
export interface Session {
  token: string;
  tokenExpire: number;
  refreshToken: string;
  refreshTokenExpire: number;
  userID: string;
}

const KEYS = [
  'token',
  'tokenExpire',
  'refreshToken',
  'refreshTokenExpire',
  'userID',
  'profile',
  'profileUpdateDate',
] as const;

const listeners = new Set<() => void>();
let snapshot: Session | null | undefined;

function read(): Session | null {
  const token = localStorage.getItem('token');
  const refreshToken = localStorage.getItem('refreshToken');
  const userID = localStorage.getItem('userID');
  const tokenExpire = Number(localStorage.getItem('tokenExpire'));
  const refreshTokenExpire = Number(localStorage.getItem('refreshTokenExpire'));
  if (!token || !refreshToken || !userID || !tokenExpire || !refreshTokenExpire) return null;
  return { token, tokenExpire, refreshToken, refreshTokenExpire, userID };
}

function notify() {
  snapshot = read();
  listeners.forEach((listener) => listener());
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
  localStorage.setItem('refreshToken', session.refreshToken);
  localStorage.setItem('refreshTokenExpire', String(session.refreshTokenExpire));
  localStorage.setItem('userID', session.userID);
  localStorage.setItem('profile', JSON.stringify({ userID: session.userID }));
  notify();
}

export function clearSession() {
  KEYS.forEach((key) => localStorage.removeItem(key));
  notify();
}

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

const withContinue = (page: string, continueUrl: string) =>
  `${runtimeConfig.accountsUrl}/${page}?${new URLSearchParams({ continue: continueUrl }).toString()}`;

/** Login and Register send the whole window to the account service, with the current address to come back to. */
export const loginUrl = (continueUrl = window.location.href) => withContinue('login', continueUrl);
export const registerUrl = (continueUrl = window.location.href) => withContinue('register', continueUrl);

/** Logout clears the stored session and goes to / (spec part 2, section 4). */
export function logout() {
  clearSession();
  window.location.assign('/');
}
