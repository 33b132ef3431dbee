import { Link } from 'react-router';
import { href } from '@/app/paths';
import { useSession } from '@/lib/session';
import { useFavorites } from '../api/get-favorites';
import { FavoriteStar } from './favorite-star';

const card = 'flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3';
const thumb = 'size-12 shrink-0 rounded-md bg-slate-100 object-cover';

/** My favorite businesses and products, each linking to its page with its star to remove it. */
export function FavoriteLists() {
  const { isLoggedIn } = useSession();
  const favorites = useFavorites(isLoggedIn);
  if (favorites.isPending) return <p className="text-sm text-slate-600">Loading your favorites…</p>;
  if (favorites.isError)
    return (
      <p role="alert" className="text-sm text-slate-700">
        Your favorites could not be loaded, please try refreshing the page.
      </p>
    );
  const { businesses, products } = favorites.data;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="favorite-businesses">
        <h2 id="favorite-businesses" className="mb-3 text-lg font-semibold text-slate-900">
          Businesses ({businesses.length})
        </h2>
        {businesses.length === 0 ? (
          <p className="text-sm text-slate-700">
            No favorite businesses yet: use the star on a business page.
          </p>
        ) : (
          <ul className="grid gap-2 md:grid-cols-2">
            {businesses.map((item) => (
              <li key={item.businessID} className={card}>
                <img
                  src={item.profilePhoto?.versions?.thumb?.url ?? item.profilePhoto?.url ?? '/favicon.svg'}
                  alt=""
                  className={thumb}
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={href.business(item.companyName, item.businessID)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {item.companyName}
                  </Link>
                  <p className="truncate text-sm text-slate-600">{item.shortDescription}</p>
                </div>
                <FavoriteStar type="business" id={item.businessID} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="favorite-products">
        <h2 id="favorite-products" className="mb-3 text-lg font-semibold text-slate-900">
          Products ({products.length})
        </h2>
        {products.length === 0 ? (
          <p className="text-sm text-slate-700">No favorite products yet: use the star on a product page.</p>
        ) : (
          <ul className="grid gap-2 md:grid-cols-2">
            {products.map((item) => (
              <li key={item.productID} className={card}>
                <img
                  src={item.image?.versions?.thumb?.url ?? item.image?.url ?? '/favicon.svg'}
                  alt=""
                  className={thumb}
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={href.product(item.companyName, item.name, item.productID)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {item.name}
                  </Link>
                  <p className="truncate text-sm text-slate-600">{item.companyName}</p>
                </div>
                <FavoriteStar type="product" id={item.productID} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
