import { Trans, useLingui } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { PromoVideo } from '@/components/promo-video';
import { runtimeConfig } from '@/lib/runtime-config';
import { FOOTER_COLUMNS } from './footer-links';
import { LanguageLinks } from './language-links';

const FOUNDED = 2000;

function PhoneLine({ region, number }: { region: string; number: string }) {
  return (
    <li className="flex items-center gap-2">
      <Phone aria-hidden className="size-4 text-accent-400" />
      <span className="font-semibold whitespace-nowrap text-white">{region}:</span>
      {number ? (
        <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className="hover:underline">
          {number}
        </a>
      ) : (
        <Link to="/contact-us/form" className="hover:underline">
          <Trans>write to us through the contact form</Trans>
        </Link>
      )}
    </li>
  );
}

/** The shared footer: link columns, languages, customer-service phones, the promotional video and copyright. */
export function SiteFooter() {
  const { siteName, customerServicePhones } = runtimeConfig;
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_320px]">
        <nav aria-label={t`Footer`} className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-5">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title.id}>
              <h2 className="text-sm font-bold tracking-wider text-white uppercase">
                {i18n._(column.title)}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.label.id}>
                    <Link to={link.to} className="hover:text-white hover:underline">
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="space-y-4">
          <PromoVideo title={t`${siteName} in two minutes`} />
          <div>
            <h2 className="text-sm font-bold tracking-wider text-white uppercase">
              <Trans>Customer service</Trans>
            </h2>
            <ul className="mt-2 space-y-1.5 text-sm">
              <PhoneLine region={t`USA`} number={customerServicePhones.usa} />
              <PhoneLine region={t`Europe`} number={customerServicePhones.europe} />
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            <Trans>
              © {FOUNDED}-{year} {siteName}. Industrial B2B network, USA edition. Miami, Florida.
            </Trans>
          </p>
          <LanguageLinks />
        </div>
      </div>
    </footer>
  );
}
