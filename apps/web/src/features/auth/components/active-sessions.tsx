import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS, type SiteLocale } from '@tradeforge/contracts';
import { useSiteLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { useEndSession, useSessions } from '../api/account-security';

const when = (iso: string, locale: SiteLocale) =>
  new Date(iso).toLocaleString(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is signed in (device, last use); any other session can be signed out. */
export function ActiveSessions() {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const sessions = useSessions();
  const end = useEndSession();
  if (sessions.isPending)
    return (
      <p role="status">
        <Trans>Loading your sessions…</Trans>
      </p>
    );
  if (sessions.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>Your sessions could not be loaded.</Trans> {sessions.error.message}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200" aria-label={t`Active sessions`}>
      {sessions.data.map((session) => {
        const { device } = session;
        const signedIn = when(session.createdAt, locale);
        const lastActive = when(session.lastSeenAt, locale);
        return (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-medium text-slate-900">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                    <Trans>This device</Trans>
                  </span>
                )}
              </p>
              <p className="text-xs text-slate-600">
                <Trans>
                  Signed in {signedIn} · last active {lastActive}
                </Trans>
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                className={buttonClass('outline', 'sm')}
                disabled={end.isPending}
                aria-label={t`Sign out ${device}, last active ${lastActive}`}
                onClick={() =>
                  end.mutate(
                    { sessionId: session.id },
                    {
                      onSuccess: () => toast.success(t`${device} was signed out.`),
                      onError: (error) => toast.error(error.message),
                    },
                  )
                }
              >
                <Trans>Sign out</Trans>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
