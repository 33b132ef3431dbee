import { useEffect } from 'react';
import { useSiteLocale } from './i18n';
import { loginUrl, hasSessionEnded, isLeavingSession, useSession } from './session';

/**
 * For pages only members have: sends a visitor to log in (coming back here), the login page saying so when the
 * session ended by itself; true once logged in.
 */
export function useRequireLogin() {
  const { isLoggedIn } = useSession();
  const locale = useSiteLocale();
  useEffect(() => {
    // A logout or a deletion goes where it leads (home, the goodbye page), not to log in.
    if (!isLoggedIn && !isLeavingSession())
      window.location.assign(loginUrl(locale, undefined, hasSessionEnded() ? 'session-ended' : undefined));
  }, [isLoggedIn, locale]);
  return isLoggedIn;
}

/**
 * For the pages that send a failed profile load to / (the spec's /profile and /profile/edit): when the load failed
 * because the session ended by itself, the browser goes to log in, saying so, and back here instead. True while it
 * does.
 */
export function useLoginAgainWhenEnded(failed: boolean) {
  const ended = failed && hasSessionEnded();
  const locale = useSiteLocale();
  useEffect(() => {
    if (ended) window.location.assign(loginUrl(locale, undefined, 'session-ended'));
  }, [ended, locale]);
  return ended;
}
