import { Trans, useLingui } from '@lingui/react/macro';
import { CountryFlag } from '@/components/ui/country-flag';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import type { MyBusiness } from '../api/get-my-businesses';
import { useCountryName } from '@/lib/country-names';
import { ACCESS_NAMES } from './business-labels';
import { BusinessLogo } from './business-logo';

/** Country names longer than 16 characters are cut to 24 with an ellipsis (spec part 2, section 2.7). */
export const shortCountry = (name: string) => (name.length > 16 ? `${name.slice(0, 24)}…` : name);

/** A business management card on My business. */
export function BusinessManageCard({ business }: { business: MyBusiness }) {
  const { general, contactInfo } = business;
  const url = href.business(general.companyName, business.businessID);
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const country = countryName(contactInfo.country.code, contactInfo.country.countryName);
  const companyName = general.companyName;
  const access = business.access === 'none' ? null : ACCESS_NAMES[business.access];
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-card ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <BusinessLogo
          photo={general.profilePhoto}
          alt={t`Logo of ${companyName}`}
          className="size-16 shrink-0 rounded-xl"
          imageClassName="ring-1 ring-slate-200"
          iconClassName="size-8"
        />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{general.companyName}</h2>
          <p className="text-sm text-slate-600" title={country}>
            <CountryFlag code={contactInfo.country.code} /> {shortCountry(country)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            <span
              className={`rounded-full px-2 py-0.5 ${business.verified ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
            >
              {business.verified ? <Trans>Verified</Trans> : <Trans>Not Verified</Trans>}
            </span>
            <span className="rounded-full bg-accent-50 px-2 py-0.5 text-accent-700">
              {(business.subscription || 'standard').toUpperCase()}
            </span>
            {access && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">{i18n._(access)}</span>
            )}
          </div>
        </div>
      </div>
      <div className="mt-4 flex-1">
        <p className="line-clamp-4 text-sm text-slate-700">{general.shortDescription}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {(business.access === 'owner' || business.access === 'admin') && (
          <Link
            to={`${url}?editMode=1`}
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Trans>Manage Business</Trans>
          </Link>
        )}
        <Link
          to={url}
          className="rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Trans>View as a buyer</Trans>
        </Link>
      </div>
    </article>
  );
}
