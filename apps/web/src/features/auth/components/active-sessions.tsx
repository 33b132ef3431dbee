import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { useEndSession, useSessions } from '../api/account-security';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is signed in (device, last use); any other session can be signed out. */
export function ActiveSessions() {
  const sessions = useSessions();
  const end = useEndSession();
  if (sessions.isPending) return <p role="status">Loading your sessions…</p>;
  if (sessions.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Your sessions could not be loaded. {sessions.error.message}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200" aria-label="Active sessions">
      {sessions.data.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div>
            <p className="font-medium text-slate-900">
              {session.device}
              {session.current && (
                <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                  This device
                </span>
              )}
            </p>
            <p className="text-xs text-slate-600">
              Signed in {when(session.createdAt)} · last active {when(session.lastSeenAt)}
            </p>
          </div>
          {!session.current && (
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              disabled={end.isPending}
              aria-label={`Sign out ${session.device}, last active ${when(session.lastSeenAt)}`}
              onClick={() =>
                end.mutate(
                  { sessionId: session.id },
                  {
                    onSuccess: () => toast.success(`${session.device} was signed out.`),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            >
              Sign out
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
