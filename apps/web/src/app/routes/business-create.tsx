import { Trans, useLingui } from '@lingui/react/macro';
import { BusinessCreateForm } from '@/features/businesses/components/business-create-form';
import { useIndustryTree } from '@/features/industries/api/get-industry-tree';
import { useCountries } from '@/features/reference-data/api/get-countries';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '../paths';

/** Create a business profile (spec part 2, section 2.6). */
export function Component() {
  const { t } = useLingui();
  usePageMeta(
    t`Create your Business Profile`,
    t`Register your company in the industrial supplier directory.`,
  );
  const countries = useCountries();
  const industries = useIndustryTree();
  const failed = countries.isError || industries.isError;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Create your Business Profile</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Tell buyers who you are. You can complete the rest of the profile after creating it.</Trans>
      </p>
      <div className="mt-6">
        {failed ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
            <Trans>An unexpected error has occurred, please try refreshing the page.</Trans>
          </p>
        ) : countries.data && industries.data ? (
          <BusinessCreateForm
            countries={countries.data}
            industries={industries.data}
            doneUrl={paths.myBusiness}
            cancelUrl={paths.myBusiness}
          />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            <Trans>Loading…</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
