import type { ReactNode } from 'react';
import { useLastRegistered } from '../api/get-last-registered';
import { BusinessSummaryCard } from './business-summary-card';

/**
 * Home block: the newest Manufacturers, Distributors, Exporters and Consultants, three each, among businesses with
 * a complete profile (the API's rule: a logo, a description, a product, a name that is not markup or a test
 * string); `cardAction` is what the page adds to each card (the favorite star).
 */
export function LatestBusinesses({ cardAction }: { cardAction?: (businessID: string) => ReactNode }) {
  const { data, isPending, isError } = useLastRegistered();
  return (
    <section aria-labelledby="latest-businesses-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="latest-businesses-heading" className="text-2xl font-bold text-slate-900">
        Latest registered businesses
      </h2>
      {isPending && <p className="mt-4 text-slate-500">Loading the newest businesses…</p>}
      {isError && <p className="mt-4 text-slate-500">The newest businesses could not be loaded right now.</p>}
      {data && (
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2">
          {data.map((group) => (
            <div key={group.businessType.code}>
              <h3 className="mb-3 text-lg font-semibold text-brand-700">{group.businessType.name}</h3>
              {group.businesses.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-500">
                  No {group.businessType.name.toLowerCase()} to show yet. A business appears here once its
                  profile has a logo, a description and a product.
                </p>
              ) : (
                // One card a row: three side by side (in half the page at 1280 px, or in the whole of a tablet)
                // left each about 200 px, cutting names to ten letters and the country onto three lines.
                <ul className="grid grid-cols-1 gap-3">
                  {group.businesses.map((business) => (
                    <li key={business.businessID}>
                      <BusinessSummaryCard business={business} action={cardAction?.(business.businessID)} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
