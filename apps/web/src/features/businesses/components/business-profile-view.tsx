import { CountryFlag } from '@/components/ui/country-flag';
import { PhoneLink } from '@/components/ui/phone-link';
import { useState, type ReactNode } from 'react';

import { businessKindLabel, type BusinessProfile } from '@tradeforge/contracts';
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
  if (!shown.length) return <p className="text-sm text-slate-600">No information yet.</p>;
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
          {open ? 'View less' : 'View more'}
        </button>
      )}
    </div>
  );
}

/** The sections of a business profile (spec part 2, section 2.7). */
export function BusinessSections({ business, products }: { business: BusinessProfile; products: ReactNode }) {
  const { general, contactInfo, factory, tradeCapabilities, businessTerms } = business;
  const video = general.video ? youtubeId(general.video.url) : null;
  return (
    <div className="space-y-6">
      <Section id="general" title="General Information">
        <Description text={general.shortDescription} />
        {general.generalDescription && (
          <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{general.generalDescription}</p>
        )}
        <div className="mt-4">
          <Rows
            rows={[
              ['Business type', businessKindLabel(general.businessType.code, general.businessType.name)],
              ['Industry', general.industry.name],
              ['Categories', general.categories.map((category) => category.name).join(', ')],
              ['Year established', general.yearStablished],
              ['Total employees', formatRange(general.totalEmployees)],
              ['Production employees', formatRange(general.totalProductionEmployees)],
              ['Annual revenue (USD)', formatRange(general.totalAnnualRevenue)],
              [
                'Production capacity',
                general.productionCapacity && formatRange(general.productionCapacity)
                  ? `${formatRange(general.productionCapacity)} ${general.productionCapacity.unit ?? ''} ${general.productionCapacity.period ? `per ${general.productionCapacity.period}` : ''}`
                  : null,
              ],
            ]}
          />
        </div>
      </Section>
      {video && (
        <Section id="video" title="Video">
          <div className="aspect-video overflow-hidden rounded-lg">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${video}`}
              title={`Video of ${general.companyName}`}
              className="size-full"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              loading="lazy"
            />
          </div>
        </Section>
      )}
      <Section id="contact" title="Contact Information">
        <Rows
          rows={[
            [
              'Country',
              <>
                <CountryFlag code={contactInfo.country.code} /> {contactInfo.country.countryName}
              </>,
            ],
            ['State', contactInfo.state?.stateName],
            ['City', contactInfo.city],
            ['Zip code', contactInfo.zipcode],
            ['Legal address', contactInfo.legalAddressEnglish],
            ['Shipping address', contactInfo.shippingAddressEnglish],
            ['E-mail', contactInfo.email],
            [
              'Website',
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
              'Phone',
              contactInfo.phone && (
                <PhoneLink
                  countryCode={contactInfo.phone.countryCode}
                  digits={contactInfo.phone.businessPhoneNumber}
                />
              ),
            ],
            [
              'Mobile phone',
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
      <Section id="factory" title="Factory">
        <Rows
          rows={[
            ['Manufacturing facilities', factory.manufacturingFacilities],
            [
              'Country',
              factory.country && (
                <>
                  <CountryFlag code={factory.country.code} /> {factory.country.countryName}
                </>
              ),
            ],
            ['State', factory.state?.stateName],
            ['City', factory.city],
            ['Zip code', factory.zipcode],
            ['Factory size (m²)', factory.factorySize],
            ['Production lines', factory.numberProductionLines],
            [
              'Contract manufacturing',
              factory.contractManufacturing.map((item) => item.code.replace('_', ' ')).join(', '),
            ],
          ]}
        />
      </Section>
      <Section id="trade-capabilities" title="Trade Capabilities">
        <Rows
          rows={[
            ['Main markets', names(tradeCapabilities.markets)],
            [
              'Spoken languages',
              tradeCapabilities.spokenLanguages.map((language) => language.languageName).join(', '),
            ],
            ['Sales employees', tradeCapabilities.totalEmployeesSales],
            [
              'Average lead time',
              tradeCapabilities.averageLeadTime !== null ? `${tradeCapabilities.averageLeadTime} days` : null,
            ],
          ]}
        />
      </Section>
      <Section id="business-terms" title="Business Terms">
        <Rows
          rows={[
            ['Delivery terms', names(businessTerms.acceptedDeliveryTerms)],
            ['Payment currencies', names(businessTerms.acceptedPaymentCurrencies)],
            ['Packaging types', names(businessTerms.packagingTypes)],
            ['Payment types', names(businessTerms.acceptedPaymentTypes)],
          ]}
        />
      </Section>
      <Section id="certificates" title="Certificates">
        <CertificateList certificates={business.certificates} />
      </Section>
      <Section id="products" title="Products">
        {products}
      </Section>
    </div>
  );
}

/** The loading placeholder of the business page. */
export function BusinessSkeleton() {
  return (
    <div className="animate-pulse space-y-6" role="status" aria-label="Loading the business profile">
      <div className="h-64 rounded-xl bg-slate-200" />
      <div className="h-40 rounded-xl bg-slate-200" />
      <div className="h-40 rounded-xl bg-slate-200" />
    </div>
  );
}
