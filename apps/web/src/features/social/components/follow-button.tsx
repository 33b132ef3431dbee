import { Trans } from '@lingui/react/macro';
import { UserCheck, UserPlus } from 'lucide-react';
import { toast, FAILURE_MESSAGE } from '@/lib/toast';
import { useHydrated } from '@/lib/hydrated';
import { useSiteLocale } from '@/lib/i18n';
import { loginUrl, useSession } from '@/lib/session';
import { useSetFollow } from '../api/follow';
import { useFollowSummary } from '../api/follow-summary';

/**
 * Follow a business, with its follower count; optimistic, reverted on failure. Disabled until a server-rendered
 * page is live, when a press would do nothing.
 */
export function FollowButton({ businessID }: { businessID: string }) {
  const { isLoggedIn } = useSession();
  const locale = useSiteLocale();
  const summary = useFollowSummary(businessID);
  const setFollow = useSetFollow(businessID);
  const hydrated = useHydrated();
  const following = summary.data?.following ?? false;
  const Icon = following ? UserCheck : UserPlus;
  return (
    <button
      type="button"
      aria-pressed={following}
      disabled={!hydrated || setFollow.isPending}
      onClick={() => {
        if (!isLoggedIn) {
          window.location.assign(loginUrl(locale));
          return;
        }
        setFollow.mutate(!following, {
          onError: (error) => toast.error(error.message || FAILURE_MESSAGE),
        });
      }}
      className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors ${
        following
          ? 'border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100'
      }`}
    >
      <Icon aria-hidden className="size-4" />
      {following ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
      <span className="rounded-full bg-white/80 px-2 text-xs tabular-nums ring-1 ring-slate-200">
        <span className="sr-only">
          <Trans>followers:</Trans>{' '}
        </span>
        {summary.data?.followers ?? 0}
      </span>
    </button>
  );
}
