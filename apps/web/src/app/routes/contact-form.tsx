import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_KINDS } from '@tradeforge/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { useIndustryTree } from '@/features/industries/api/get-industry-tree';
import { NeedHelpForm, type NeedHelpLists } from '@/features/need-help/components/need-help-form';
import { useCountries } from '@/features/reference-data/api/get-countries';
import { useJobPositions } from '@/features/reference-data/api/get-job-positions';
import { useCountryStates } from '@/lib/country-states';
import { useBusinessTypeNames } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { runtimeConfig } from '@/lib/runtime-config';

/** The need-help form, with its choice lists from the reference data (a failed list leaves its select empty). */
export function Component() {
  const { t } = useLingui();
  const { kindName } = useBusinessTypeNames();
  const { siteName } = runtimeConfig;
  usePageMeta(
    t`Need Help? Contact Us`,
    t`Tell ${siteName} what you want to buy or sell, and our team will contact you. Free of charge.`,
  );
  const { data: jobPositions = [] } = useJobPositions();
  const { data: usaStates = [] } = useCountryStates('US');
  const { data: countries = [] } = useCountries();
  const { data: industries = [] } = useIndustryTree();

  const lists: NeedHelpLists = {
    // What the enquirer's company is: never the Products or Users search kinds.
    businessTypes: BUSINESS_KINDS.map((kind) => ({ value: kind.code, label: kindName(kind.code) })),
    jobPositions: jobPositions.map((job) => ({ value: String(job.jobPositionID), label: job.name })),
    usaStates: usaStates.map((state) => ({ value: state.stateID, label: state.stateName })),
    countries: countries.map((country) => ({ value: country.code, label: country.countryName })),
    productGroups: industries.map((industry) => ({
      label: industry.name,
      options: industry.categories.map((category) => ({ value: category.term, label: category.name })),
    })),
  };

  return (
    <>
      <PageHeader eyebrow={t`Need help?`} title={t`Tell us what you are looking for`}>
        <p>
          <Trans>
            Looking for suppliers, or for buyers of your products? Fill in what you can; our team will contact
            you, free of charge. Only the company phone and the e-mail are required.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <NeedHelpForm lists={lists} />
      </div>
    </>
  );
}
