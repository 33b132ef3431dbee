import { useLingui } from '@lingui/react/macro';
import type { FavoriteType } from '@tradeforge/contracts';
import { Star } from 'lucide-react';
import { toast, FAILURE_MESSAGE } from '@/lib/toast';
import { useHydrated } from '@/lib/hydrated';
import { useSiteLocale } from '@/lib/i18n';
import { loginUrl, useSession } from '@/lib/session';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';

interface FavoriteStarProps {
  type: FavoriteType;
  id: string;
  /** Only the star (named for screen readers), for cards. */
  compact?: boolean;
  /** The button's text when not compact (Favorite by default; the search cards say Save, as the spec does). */
  label?: string;
  className?: string;
}

/**
 * The star that saves a business or product to my favorites (a toggle button; visitors are sent to log in). While
 * saving it shows the choice being saved; a failure puts back the stored one. Cards and pages place it with just
 * the type and id. Disabled until a server-rendered page is live, when a press would do nothing.
 */
export function FavoriteStar({ type, id, compact = false, label, className = '' }: FavoriteStarProps) {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const locale = useSiteLocale();
  const favorites = useFavorites(isLoggedIn);
  const change = useSetFavorite(type, id);
  const hydrated = useHydrated();
  const stored =
    type === 'business'
      ? (favorites.data?.businesses.some((item) => item.businessID === id) ?? false)
      : (favorites.data?.products.some((item) => item.productID === id) ?? false);
  const on = change.isPending ? change.variables : stored;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={compact ? t`Favorite` : undefined}
      disabled={!hydrated || change.isPending}
      onClick={() => {
        if (!isLoggedIn) {
          window.location.assign(loginUrl(locale));
          return;
        }
        change.mutate(!on, {
          onSuccess: ({ favorite }) =>
            toast.success(favorite ? t`Saved to your favorites.` : t`Removed from your favorites.`),
          onError: (error) => toast.error(error.message || FAILURE_MESSAGE),
        });
      }}
      className={`inline-flex items-center gap-2 rounded-lg border text-sm font-semibold transition-colors ${compact ? 'p-1.5' : 'px-3 py-2'} ${
        on
          ? 'border-amber-300 bg-amber-50 text-amber-800 hover:bg-amber-100'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100'
      } ${className}`}
    >
      <Star aria-hidden className={`size-4 ${on ? 'fill-current' : ''}`} />
      {!compact && (label ?? t`Favorite`)}
    </button>
  );
}
