import { useEffect } from 'react';
import { loginUrl, useSession } from './session';

/** For pages only members have: sends a visitor to log in (coming back here); true once logged in. */
export function useRequireLogin() {
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (!isLoggedIn) window.location.assign(loginUrl());
  }, [isLoggedIn]);
  return isLoggedIn;
}
