import { useEffect, useRef } from 'react';
import { takeLoginState } from '@/lib/login-state';
import { loginUrl } from '@/lib/session';
import { exchangeHandoffCode } from '@/lib/session-refresh';

/** Only addresses on this site: anything else would make /SetID/ an open redirect. */
function sameOriginTarget(value: string | null): string {
  if (!value) return window.location.origin;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.toString() : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * The /SetID/ screen (spec part 2, section 2.12): exchanges the one-time code for a session, stores it, and goes
 * to `continue`. A declared failure alerts and goes to the root; a network failure is only logged. A code that
 * arrives in a tab that began no login (a link from elsewhere, or the tab after a password reset) is never
 * exchanged: the tab starts a login of its own instead.
 */
export function SessionHandoff() {
  const started = useRef(false);
  useEffect(() => {
    // The code is single-use: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('token');
    const target = sameOriginTarget(params.get('continue'));
    const state = takeLoginState();
    if (code && !state) {
      // After a reset from the mail's link, the login page says the new password is saved.
      const notice = params.get('notice') === 'password-changed' ? 'password-changed' : undefined;
      window.location.replace(loginUrl(target, notice));
      return;
    }
    void (async () => {
      const outcome = code && state ? await exchangeHandoffCode(code, state) : 'declined';
      if (outcome === 'ok') window.location.replace(target);
      else if (outcome === 'declined') {
        window.alert('Token error');
        window.location.replace('/');
      } else console.error('The session hand-off could not reach the account service.');
    })();
  }, []);
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <p className="text-lg text-slate-600">Redirecting to your account...</p>
    </div>
  );
}
