import { useEffect } from 'react';
import { loginUrl, hasSessionEnded, useSession } from './session';

/**
 * For pages only members have: sends a visitor to log in (coming back here), the login page saying so when the
 * session ended by itself; true once logged in.
 */
export function useRequireLogin() {
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (!isLoggedIn)
      window.location.assign(loginUrl(undefined, hasSessionEnded() ? 'session-ended' : undefined));
  }, [isLoggedIn]);
  return isLoggedIn;
}
