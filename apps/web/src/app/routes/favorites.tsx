import { Trans, useLingui } from '@lingui/react/macro';
import { FavoriteLists } from '@/features/favorites/components/favorite-lists';
import { usePageMeta } from '@/lib/page-meta';

/** The account menu's Favorite Business: the businesses and products I saved with the star. */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Favorites`, t`Your favorite businesses and products.`);
  return (
    <div className="mx-auto max-w-5xl px-2 py-4 sm:px-4 sm:py-6">
      <h1 className="mb-4 px-2 text-2xl font-bold text-slate-900 sm:px-0">
        <Trans>Favorites</Trans>
      </h1>
      <FavoriteLists />
    </div>
  );
}
