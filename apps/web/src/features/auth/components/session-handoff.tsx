import { Trans, useLingui } from '@lingui/react/macro';
import { localizedPath } from '@tradeforge/contracts';
import { useEffect, useRef } from 'react';
import { useSiteLocale } from '@/lib/i18n';
import { takeLoginState } from '@/lib/login-state';
import { loginUrl, registerUrl, type LoginNotice } from '@/lib/session';
import { exchangeHandoffCode } from '@/lib/session-refresh';

/**
 * Only addresses on this site: anything else would make /SetID/ an open redirect. Without one, the home page in the
 * page's language (`home`).
 */
function sameOriginTarget(value: string | null, home: string): string {
  if (!value) return home;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.toString() : home;
  } catch {
    return home;
  }
}

/** A notice the login page may show, from the address; anything else is dropped. */
const noticeOf = (value: string | null): LoginNotice | undefined =>
  value === 'password-changed' || value === 'session-ended' ? value : undefined;

/**
 * The /SetID/ screen (spec part 2, section 2.12): exchanges the one-time code for a session, stores it, and goes
 * to `continue`. A declared failure alerts and goes to the root; a network failure is only logged. A code that
 * arrives in a tab that began no login (a link from elsewhere, or the tab after a password reset) is never
 * exchanged: the tab starts a login of its own instead. So does `begin=login|register` with no code: the account
 * service sends an account page opened without this tab's state here first (a bookmark, or a link followed before
 * the page was live), since a login made there could never be exchanged.
 */
export function SessionHandoff() {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const started = useRef(false);
  useEffect(() => {
    // The code is single-use: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('token');
    const home = `${window.location.origin}${localizedPath(locale, '/')}`;
    const target = sameOriginTarget(params.get('continue'), home);
    const begin = params.get('begin');
    if (!code && begin === 'register') {
      window.location.replace(registerUrl(locale, target));
      return;
    }
    const state = takeLoginState();
    if ((code && !state) || (!code && begin === 'login')) {
      // After a reset from the mail's link, the login page says the new password is saved.
      window.location.replace(loginUrl(locale, target, noticeOf(params.get('notice'))));
      return;
    }
    void (async () => {
      const outcome = code && state ? await exchangeHandoffCode(code, state) : 'declined';
      if (outcome === 'ok') window.location.replace(target);
      else if (outcome === 'declined') {
        window.alert(t`Token error`);
        window.location.replace(home);
      } else console.error('The session hand-off could not reach the account service.');
    })();
  }, [locale, t]);
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <p className="text-lg text-slate-600">
        <Trans>Redirecting to your account...</Trans>
      </p>
    </div>
  );
}
