import { Trans } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { toast, FAILURE_MESSAGE } from '@/lib/toast';
import { useHydrated } from '@/lib/hydrated';
import { useSiteLocale } from '@/lib/i18n';
import { loginUrl, useSession } from '@/lib/session';
import { useReactionCheck } from '../api/reaction-check';
import { useReactionSummary } from '../api/reaction-summary';
import { useSetReaction, type ReactableType } from '../api/react';

/**
 * Like with its count; optimistic, reverted on failure. Logged-out visitors are sent to log in. Disabled until a
 * server-rendered page is live, when a press would do nothing.
 */
export function LikeButton({ type, resourceID }: { type: ReactableType; resourceID: string }) {
  const { isLoggedIn } = useSession();
  const locale = useSiteLocale();
  const summary = useReactionSummary(resourceID);
  const check = useReactionCheck(resourceID, isLoggedIn);
  const setReaction = useSetReaction(type, resourceID);
  const hydrated = useHydrated();
  const liked = check.data?.reactionType === 'like';
  const count = summary.data?.reactionCount.like ?? 0;
  return (
    <button
      type="button"
      aria-pressed={liked}
      disabled={!hydrated || setReaction.isPending}
      onClick={() => {
        if (!isLoggedIn) {
          window.location.assign(loginUrl(locale));
          return;
        }
        setReaction.mutate(!liked, {
          onError: (error) => toast.error(error.message || FAILURE_MESSAGE),
        });
      }}
      className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors ${
        liked
          ? 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100'
      }`}
    >
      <Heart aria-hidden className={`size-4 ${liked ? 'fill-current' : ''}`} />
      {liked ? <Trans>Liked</Trans> : <Trans>Like</Trans>}
      <span className="rounded-full bg-white/80 px-2 text-xs tabular-nums ring-1 ring-slate-200">
        <span className="sr-only">
          <Trans>likes:</Trans>{' '}
        </span>
        {count}
      </span>
    </button>
  );
}
