import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CountryFlag } from '@/components/ui/country-flag';
import { PhoneLink } from '@/components/ui/phone-link';
import { YouTubeVideo } from '@/components/youtube-video';
import { useState, type ReactNode } from 'react';

import type { BusinessProfile } from '@tradeforge/contracts';
import { languageName, taxonomyName, useBusinessTypeNames } from '@/lib/i18n';
import { useCountryName } from '@/lib/country-names';
import { contractManufacturingName, perPeriod, useFormatting } from './business-labels';
import { CertificateList } from './business-certificates';
import { youtubeId } from './youtube';
import { formatRange } from './format-range';

const PREVIEW = 340;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

type Row = [string, ReactNode];

function Rows({ rows }: { rows: Row[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!shown.length)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No information yet.</Trans>
      </p>
    );
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const names = (list: { name: string }[]) => (list.length ? list.map((item) => item.name).join(', ') : null);

/** Description shown whole on large screens; on phones 340 characters with View more / View less. */
function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > PREVIEW;
  return (
    <div className="text-sm whitespace-pre-line text-slate-700">
      <p className="hidden sm:block">{text}</p>
      <p className="sm:hidden">{open || !long ? text : `${text.slice(0, PREVIEW)}…`}</p>
      {long && (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          className="mt-1 font-semibold text-brand-700 hover:underline sm:hidden"
        >
          {open ? <Trans>View less</Trans> : <Trans>View more</Trans>}
        </button>
      )}
    </div>
  );
}

/** The sections of a business profile (spec part 2, section 2.7). */
export function BusinessSections({ business, products }: { business: BusinessProfile; products: ReactNode }) {
  const { general, contactInfo, factory, tradeCapabilities, businessTerms } = business;
  const video = general.video ? youtubeId(general.video.url) : null;
  const { t } = useLingui();
  const { i18n, tag } = useFormatting();
  const { kindName } = useBusinessTypeNames();
  const countryName = useCountryName();
  const companyName = general.companyName;
  const capacity = general.productionCapacity;
  const capacityRange = capacity ? formatRange(capacity, tag) : null;
  const leadTime = tradeCapabilities.averageLeadTime;
  return (
    <div className="space-y-6">
      <Section id="general" title={t`General Information`}>
        <Description text={general.shortDescription} />
        {general.generalDescription && (
          <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{general.generalDescription}</p>
        )}
        <div className="mt-4">
          <Rows
            rows={[
              [t`Business type`, kindName(general.businessType.code, general.businessType.name)],
              [t`Industry`, taxonomyName(i18n, general.industry.name)],
              [
                t`Categories`,
                general.categories.map((category) => taxonomyName(i18n, category.name)).join(', '),
              ],
              [t`Year established`, general.yearStablished],
              [t`Total employees`, formatRange(general.totalEmployees, tag)],
              [t`Production employees`, formatRange(general.totalProductionEmployees, tag)],
              [t`Annual revenue (USD)`, formatRange(general.totalAnnualRevenue, tag)],
              [
                t`Production capacity`,
                capacity && capacityRange
                  ? [capacityRange, capacity.unit, capacity.period ? perPeriod(i18n, capacity.period) : '']
                      .filter(Boolean)
                      .join(' ')
                  : null,
              ],
            ]}
          />
        </div>
      </Section>
      {video && (
        <Section id="video" title={t`Video`}>
          <YouTubeVideo id={video} title={t`Video of ${companyName}`} />
        </Section>
      )}
      <Section id="contact" title={t`Contact Information`}>
        <Rows
          rows={[
            [
              t`Country`,
              <>
                <CountryFlag code={contactInfo.country.code} />{' '}
                {countryName(contactInfo.country.code, contactInfo.country.countryName)}
              </>,
            ],
            [t`State`, contactInfo.state?.stateName],
            [t`City`, contactInfo.city],
            [t`Zip code`, contactInfo.zipcode],
            [t`Legal address`, contactInfo.legalAddressEnglish],
            [t`Shipping address`, contactInfo.shippingAddressEnglish],
            [t`E-mail`, contactInfo.email],
            [
              t`Website`,
              contactInfo.website && (
                <a
                  href={
                    /^https?:\/\//.test(contactInfo.website)
                      ? contactInfo.website
                      : `https://${contactInfo.website}`
                  }
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="text-brand-700 underline"
                >
                  {contactInfo.website}
                </a>
              ),
            ],
            [
              t`Phone`,
              contactInfo.phone && (
                <PhoneLink
                  countryCode={contactInfo.phone.countryCode}
                  digits={contactInfo.phone.businessPhoneNumber}
                />
              ),
            ],
            [
              t`Mobile phone`,
              contactInfo.mobilePhone && (
                <PhoneLink
                  countryCode={contactInfo.mobilePhone.countryCode}
                  digits={contactInfo.mobilePhone.businessPhoneNumber}
                />
              ),
            ],
          ]}
        />
      </Section>
      <Section id="factory" title={t`Factory`}>
        <Rows
          rows={[
            [t`Manufacturing facilities`, factory.manufacturingFacilities],
            [
              t`Country`,
              factory.country && (
                <>
                  <CountryFlag code={factory.country.code} />{' '}
                  {countryName(factory.country.code, factory.country.countryName)}
                </>
              ),
            ],
            [t`State`, factory.state?.stateName],
            [t`City`, factory.city],
            [t`Zip code`, factory.zipcode],
            [t`Factory size (m²)`, factory.factorySize?.toLocaleString(tag)],
            [t`Production lines`, factory.numberProductionLines?.toLocaleString(tag)],
            [
              t`Contract manufacturing`,
              factory.contractManufacturing
                .map((item) => contractManufacturingName(i18n, item.code))
                .join(', '),
            ],
          ]}
        />
      </Section>
      <Section id="trade-capabilities" title={t`Trade Capabilities`}>
        <Rows
          rows={[
            [t`Main markets`, names(tradeCapabilities.markets)],
            [
              t`Spoken languages`,
              tradeCapabilities.spokenLanguages.map((language) => languageName(i18n, language)).join(', '),
            ],
            [t`Sales employees`, tradeCapabilities.totalEmployeesSales?.toLocaleString(tag)],
            [
              t`Average lead time`,
              leadTime !== null && leadTime !== undefined
                ? t`${plural(leadTime, { one: '# day', other: '# days' })}`
                : null,
            ],
          ]}
        />
      </Section>
      <Section id="business-terms" title={t`Business Terms`}>
        <Rows
          rows={[
            [t`Delivery terms`, names(businessTerms.acceptedDeliveryTerms)],
            [t`Payment currencies`, names(businessTerms.acceptedPaymentCurrencies)],
            [t`Packaging types`, names(businessTerms.packagingTypes)],
            [t`Payment types`, names(businessTerms.acceptedPaymentTypes)],
          ]}
        />
      </Section>
      <Section id="certificates" title={t`Certificates`}>
        <CertificateList certificates={business.certificates} />
      </Section>
      <Section id="products" title={t`Products`}>
        {products}
      </Section>
    </div>
  );
}

/** The loading placeholder of the business page. */
export function BusinessSkeleton() {
  const { t } = useLingui();
  return (
    <div className="animate-pulse space-y-6" role="status" aria-label={t`Loading the business profile`}>
      <div className="h-64 rounded-xl bg-slate-200" />
      <div className="h-40 rounded-xl bg-slate-200" />
      <div className="h-40 rounded-xl bg-slate-200" />
    </div>
  );
}
