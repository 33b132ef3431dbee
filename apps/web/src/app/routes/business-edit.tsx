import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PenSquare } from 'lucide-react';
import { Link, NavLink, Navigate, useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { CertificatesTab } from '@/features/businesses/components/certificates-tab';
import { DeleteBusiness } from '@/features/businesses/components/delete-business';
import { ContactTab } from '@/features/businesses/components/contact-tab';
import { FactoryTab } from '@/features/businesses/components/factory-tab';
import { GeneralTab } from '@/features/businesses/components/general-tab';
import { TermsTab, TradeTab } from '@/features/businesses/components/trade-terms-tabs';
import { VerificationPanel } from '@/features/verification/components/verification-panel';
import { useIndustryTree } from '@/features/industries/api/get-industry-tree';
import { useCountries } from '@/features/reference-data/api/get-countries';
import { useLanguages } from '@/features/reference-data/api/get-languages';
import { useBusinessPage } from '../business-page';
import { href } from '../paths';
import { PageError, PageLoading } from '@/components/ui/page-status';

const TABS = [
  ['general', msg`General`],
  ['contact', msg`Contact`],
  ['factory', msg`Factory`],
  ['trade-capabilities', msg`Trade Capabilities`],
  ['business-terms', msg`Business Terms`],
  ['certificates', msg`Certificates`],
  ['verification', msg`Verification`],
] as const;
type Tab = (typeof TABS)[number][0];

/** Edit a business profile, one tab per section (spec part 2, section 2.7). The layout hides the footer here. */
export function Component() {
  const { id = '', tab = 'general' } = useParams();
  const { t, i18n } = useLingui();
  const { data, fallback } = useBusinessPage(id, t`Manage Profile`, t`Edit your business profile.`);
  const countries = useCountries();
  const industries = useIndustryTree();
  const languages = useLanguages();
  if (!TABS.some(([key]) => key === tab)) return <Navigate to="../general" relative="path" replace />;
  if (!data) return fallback;
  if (countries.isError || industries.isError || languages.isError) return <PageError />;
  if (!countries.data || !industries.data || !languages.data) return <PageLoading />;
  const base = href.business(data.general.companyName, data.businessID);
  if (data.session.access !== 'owner' && data.session.access !== 'admin')
    return (
      <p className="p-8 text-center text-slate-700">
        <Trans>Only the owners and administrators of this business can edit it.</Trans>{' '}
        <Link to={base} className="text-brand-700 underline">
          <Trans>Back to the business</Trans>
        </Link>
      </p>
    );
  const current = tab as Tab;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to={`${base}?editMode=1`} className="text-brand-700 hover:underline">
              {data.general.companyName}
            </Link>
          </p>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Manage Profile</Trans>
          </h1>
        </div>
        <Link to={href.compose(data.businessID)} className={buttonClass('outline', 'sm')}>
          <PenSquare aria-hidden className="size-4" /> <Trans>Post an update</Trans>
        </Link>
      </div>
      <nav aria-label={t`Profile sections`} className="relative -mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {TABS.map(([key, label]) => (
            <li key={key}>
              <NavLink
                to={`${base}edit/${key}`}
                className={({ isActive }) =>
                  `block border-b-2 px-3 py-2 text-sm font-semibold ${
                    isActive
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-slate-600 hover:text-slate-900'
                  }`
                }
              >
                {i18n._(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div key={`${current}-${data.businessID}`}>
        {current === 'general' && <GeneralTab business={data} industries={industries.data} />}
        {current === 'contact' && <ContactTab business={data} countries={countries.data} />}
        {current === 'factory' && <FactoryTab business={data} countries={countries.data} />}
        {current === 'trade-capabilities' && <TradeTab business={data} languages={languages.data} />}
        {current === 'business-terms' && <TermsTab business={data} />}
        {current === 'certificates' && <CertificatesTab business={data} />}
        {current === 'verification' && (
          <VerificationPanel businessID={data.businessID} isOwner={data.session.access === 'owner'} />
        )}
      </div>
      {current === 'general' && data.session.access === 'owner' && (
        <DeleteBusiness businessID={data.businessID} companyName={data.general.companyName} />
      )}
    </div>
  );
}

export const handle = { hideFooter: true };
