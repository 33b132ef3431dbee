import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PageError, PageLoading } from '@/components/ui/page-status';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { useIndustryTree } from '@/features/industries/api/get-industry-tree';
import { useCountries } from '@/features/reference-data/api/get-countries';
import { useCreateRfq } from '@/features/rfqs/api/create-rfq';
import { RfqForm } from '@/features/rfqs/components/rfq-form';
import { useCountryNames } from '@/lib/country-names';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { href } from '../paths';

/**
 * /rfq/new (issue 50): post a buying request, as oneself or as a business one belongs to; matched suppliers are
 * told at once, and the buyer lands on the request. For members only (the route table's gate).
 */
export function Component() {
  const { t } = useLingui();
  usePageMeta(
    t`Post a buying request`,
    t`Describe what you need once: matched suppliers send you their quotes to compare.`,
  );
  const industries = useIndustryTree();
  const countries = useCountries();
  const countryNames = useCountryNames(countries.data);
  const mine = useMyBusinesses();
  const businesses = useMemo(
    () =>
      (mine.data ?? [])
        .filter((business) => business.access !== 'none')
        .map((business) => ({ id: business.businessID, name: business.general.companyName })),
    [mine.data],
  );
  const create = useCreateRfq();
  const navigate = useNavigate();
  const failed = industries.isError || countries.isError || mine.isError;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Post a buying request</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Say once what you need: the suppliers whose products match it are told, and their quotes come to you
          side by side.
        </Trans>
      </p>
      <div className="mt-6">
        {failed ? (
          <PageError />
        ) : industries.data && countries.data && mine.data ? (
          <RfqForm
            industries={industries.data}
            countries={countryNames}
            businesses={businesses}
            onSave={async (body) => {
              const rfq = await create.mutateAsync(body);
              toast.success(t`Your buying request was posted.`);
              void navigate(href.rfq(rfq.rfqID));
            }}
          />
        ) : (
          <PageLoading />
        )}
      </div>
    </div>
  );
}
