import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { PromoVideo } from '@/components/promo-video';
import { runtimeConfig } from '@/lib/runtime-config';
import { NETWORK_LANGUAGES } from '@/lib/network';
import { FOOTER_COLUMNS } from './footer-links';

const FOUNDED = 2000;

function PhoneLine({ region, number }: { region: string; number: string }) {
  return (
    <li className="flex items-center gap-2">
      <Phone aria-hidden className="size-4 text-accent-400" />
      <span className="font-semibold text-white">{region}:</span>
      {number ? (
        <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className="hover:underline">
          {number}
        </a>
      ) : (
        <Link to="/contact-us/form" className="hover:underline">
          write to us through the contact form
        </Link>
      )}
    </li>
  );
}

/** The shared footer: link columns, languages, customer-service phones, the promotional video and copyright. */
export function SiteFooter() {
  const { siteName, customerServicePhones } = runtimeConfig;
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_320px]">
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-5">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-bold tracking-wider text-white uppercase">{column.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className="hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="space-y-4">
          <PromoVideo title={`${siteName} in two minutes`} />
          <div>
            <h2 className="text-sm font-bold tracking-wider text-white uppercase">Customer service</h2>
            <ul className="mt-2 space-y-1.5 text-sm">
              <PhoneLine region="USA" number={customerServicePhones.usa} />
              <PhoneLine region="Europe" number={customerServicePhones.europe} />
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {FOUNDED}-{new Date().getFullYear()} {siteName}. Industrial B2B network, USA edition. Miami,
            Florida.
          </p>
          <nav aria-label="Languages">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {NETWORK_LANGUAGES.map((language) => (
                <li key={language.label}>
                  {language.url ? (
                    <a
                      href={language.url}
                      hrefLang={language.lang}
                      target="_blank"
                      rel="noopener"
                      className="hover:text-white hover:underline"
                    >
                      {language.label}
                    </a>
                  ) : (
                    <Link to="/" hrefLang="en" className="font-semibold text-white hover:underline">
                      {language.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
