import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useUserBusinesses } from '../api/get-user-businesses';
import { BusinessSummaryCard } from './business-summary-card';

/**
 * The businesses of a user on their profile (spec part 2, sections 2.2 and 2.3): cards, with loading, error and
 * empty states. `empty` and `footer` let the own profile invite to create one.
 */
export function UserBusinesses({
  userID,
  title,
  empty,
  footer,
}: {
  userID: string;
  title: string;
  empty: string;
  footer?: ReactNode;
}) {
  const id = useId();
  const businesses = useUserBusinesses(userID);
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {businesses.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          <Trans>Loading businesses…</Trans>
        </p>
      ) : businesses.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <Trans>The businesses could not be loaded.</Trans>
        </p>
      ) : businesses.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {businesses.data.map((business) => (
            <li key={business.businessID}>
              <BusinessSummaryCard business={business} />
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
