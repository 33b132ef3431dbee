import type { FavoriteType } from '@tradeforge/contracts';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { loginUrl, useSession } from '@/lib/session';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';

/**
 * The star that saves a business or product to my favorites (a toggle button; visitors are sent to log in). While
 * saving it shows the choice being saved; a failure puts back the stored one.
 */
export function FavoriteStar({
  type,
  id,
  className = '',
}: {
  type: FavoriteType;
  id: string;
  className?: string;
}) {
  const { isLoggedIn } = useSession();
  const favorites = useFavorites(isLoggedIn);
  const change = useSetFavorite(type, id);
  const stored =
    type === 'business'
      ? (favorites.data?.businesses.some((item) => item.businessID === id) ?? false)
      : (favorites.data?.products.some((item) => item.productID === id) ?? false);
  const on = change.isPending ? change.variables : stored;
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={change.isPending}
      onClick={() => {
        if (!isLoggedIn) {
          window.location.assign(loginUrl());
          return;
        }
        change.mutate(!on, {
          onSuccess: ({ favorite }) =>
            toast.success(favorite ? 'Saved to your favorites.' : 'Removed from your favorites.'),
          onError: (error) => toast.error(error.message || 'Something was wrong, try again please'),
        });
      }}
      className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors ${
        on
          ? 'border-amber-300 bg-amber-50 text-amber-800 hover:bg-amber-100'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100'
      } ${className}`}
    >
      <Star aria-hidden className={`size-4 ${on ? 'fill-current' : ''}`} />
      Favorite
    </button>
  );
}
