import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GLOBAL_COUNTRY } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { useBusinessTypeNames } from '@/lib/i18n';
import { useLastRegistered } from '../api/get-last-registered';
import { BusinessSummaryCard } from './business-summary-card';

/**
 * How many of each group's newest businesses the home page shows (the API sends three): two from 640 px up, one on
 * a phone, where twelve cards one under another took 2,960 px. Each group links to a search of its business type
 * for the rest.
 */
const SHOWN = 2;
const SHOWN_ON_PHONE = 1;

/**
 * Home block: the newest Manufacturers, Distributors, Exporters and Consultants among businesses with a complete
 * profile (the API's rule: a logo, a description, a product, a name that is not markup or a test string);
 * `cardAction` is what the page adds to each card (the favorite star).
 */
export function LatestBusinesses({ cardAction }: { cardAction?: (businessID: string) => ReactNode }) {
  const { data, isPending, isError } = useLastRegistered();
  const { typeName } = useBusinessTypeNames();
  return (
    <section aria-labelledby="latest-businesses-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="latest-businesses-heading" className="text-2xl font-bold text-slate-900">
        <Trans>Latest registered businesses</Trans>
      </h2>
      {isPending && (
        <p className="mt-4 text-slate-500">
          <Trans>Loading the newest businesses…</Trans>
        </p>
      )}
      {isError && (
        <p className="mt-4 text-slate-500">
          <Trans>The newest businesses could not be loaded right now.</Trans>
        </p>
      )}
      {data && (
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2">
          {data.map((group) => {
            const name = typeName(group.businessType.code, group.businessType.name);
            const types = name.toLowerCase();
            return (
              <div key={group.businessType.code}>
                <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4">
                  <h3 className="text-lg font-semibold text-brand-700">{name}</h3>
                  {group.businesses.length > 0 && (
                    <Link
                      to={href.search({
                        business: group.businessType.code,
                        countries: GLOBAL_COUNTRY,
                        search: '',
                      })}
                      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline"
                    >
                      <Trans>See all {types}</Trans>
                      <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  )}
                </div>
                {group.businesses.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-500">
                    <Trans>
                      No {types} to show yet. A business appears here once its profile has a logo, a
                      description and a product.
                    </Trans>
                  </p>
                ) : (
                  // One card a row: three side by side (in half the page at 1280 px, or in the whole of a tablet)
                  // left each about 200 px, cutting names to ten letters and the country onto three lines.
                  <ul className="grid grid-cols-1 gap-3">
                    {group.businesses.slice(0, SHOWN).map((business, at) => (
                      <li key={business.businessID} className={at >= SHOWN_ON_PHONE ? 'max-sm:hidden' : ''}>
                        <BusinessSummaryCard business={business} action={cardAction?.(business.businessID)} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
