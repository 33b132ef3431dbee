import { vi } from 'vitest';
import { saveSession, type Session } from '@/lib/session';

const HOUR = 3_600_000;

/** Stores a session whose access token expires `tokenExpiresIn` ms from now (negative: already expired). */
export function signIn(name: string, tokenExpiresIn = HOUR): Session {
  const session = {
    token: `access-${name}`,
    tokenExpire: Date.now() + tokenExpiresIn,
    refreshTokenExpire: Date.now() + 24 * HOUR,
    userID: '00000000-0000-4000-8000-000000000001',
  };
  saveSession(session);
  return session;
}

/** The account service's answer to a refresh: expiries in epoch seconds. */
export const sessionData = (name: string) => ({
  token: `access-${name}`,
  tokenExpire: Math.floor(Date.now() / 1000) + 3600,
  refreshTokenExpire: Math.floor(Date.now() / 1000) + 86_400,
  userID: '00000000-0000-4000-8000-000000000001',
});

/** Ending a session reloads the page; the spy records it instead. */
export function spyOnReload() {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  return reload;
}
