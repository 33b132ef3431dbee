import { Trans, useLingui } from '@lingui/react/macro';
import type { FavoriteType } from '@tradeforge/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { useSession } from '@/lib/session';
import { useFavorites } from '../api/get-favorites';
import { FavoriteStar } from './favorite-star';

interface Row {
  type: FavoriteType;
  id: string;
  title: string;
  to: string;
  detail: string;
  image: { url: string; versions?: Record<string, { url: string }> } | null;
}

function Section({ id, title, empty, rows }: { id: string; title: string; empty: ReactNode; rows: Row[] }) {
  const count = rows.length;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        <Trans>
          {title} ({count})
        </Trans>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <img
                src={row.image?.versions?.thumb?.url ?? row.image?.url ?? '/favicon.svg'}
                alt=""
                className="size-12 shrink-0 rounded-md bg-slate-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <Link to={row.to} className="font-semibold text-brand-700 hover:underline">
                  {row.title}
                </Link>
                <p className="truncate text-sm text-slate-600">{row.detail}</p>
              </div>
              <FavoriteStar type={row.type} id={row.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** My favorite businesses and products, each linking to its page with its star to remove it. */
export function FavoriteLists() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const favorites = useFavorites(isLoggedIn);
  if (favorites.isPending)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Loading your favorites…</Trans>
      </p>
    );
  if (favorites.isError)
    return (
      <p role="alert" className="text-sm text-slate-700">
        <Trans>Your favorites could not be loaded, please try refreshing the page.</Trans>
      </p>
    );
  const { businesses, products } = favorites.data;
  return (
    <div className="grid gap-8">
      <Section
        id="favorite-businesses"
        title={t`Businesses`}
        empty={t`No favorite businesses yet: use the star on a business page.`}
        rows={businesses.map((item) => ({
          type: 'business',
          id: item.businessID,
          title: item.companyName,
          to: href.business(item.companyName, item.businessID),
          detail: item.shortDescription,
          image: item.profilePhoto,
        }))}
      />
      <Section
        id="favorite-products"
        title={t`Products`}
        empty={t`No favorite products yet: use the star on a product page.`}
        rows={products.map((item) => ({
          type: 'product',
          id: item.productID,
          title: item.name,
          to: href.product(item.companyName, item.name, item.productID),
          detail: item.companyName,
          image: item.image,
        }))}
      />
    </div>
  );
}
