import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/lib/page-meta';
import { NETWORK_PORTALS, type NetworkPortal } from '@/lib/network';
import { runtimeConfig } from '@/lib/runtime-config';
import { PriceTable } from './price-table';

/** The network's regions, named in the page's language. */
const REGION_NAMES = {
  americas: msg`Americas`,
  europe: msg`Europe`,
  'asia-pacific': msg`Asia-Pacific`,
  'middle-east-africa': msg`Middle East & Africa`,
} satisfies Record<NetworkPortal['region'], MessageDescriptor>;

/** Our network: the 25 sister portals, each opening in a new tab, and the membership price table. */
export function OurNetworkPage() {
  const { t, i18n } = useLingui();
  const name = runtimeConfig.siteName;
  usePageMeta(
    t`Our Network of Country Portals`,
    t`${name} is part of a family of 25 country B2B portals. Reach buyers in every one of them.`,
  );
  return (
    <>
      <PageHeader eyebrow={t`Our network`} title={t`25 country portals, one industrial network`}>
        <p>
          <Trans>
            Since 2000, {name} has grown into a family of B2B portals, each run for its own market with local
            partners. They share one directory: a business registered here can be found from every portal
            below.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {NETWORK_PORTALS.map((portal) => {
            const country = i18n._(portal.country);
            return (
              <li key={portal.code}>
                <a
                  href={portal.url}
                  target="_blank"
                  rel="noopener"
                  className="group flex h-full flex-col items-center gap-2 rounded-xl bg-white p-4 text-center shadow-card ring-1 ring-slate-200 hover:ring-brand-400"
                >
                  <span
                    aria-hidden
                    className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white group-hover:bg-brand-600"
                  >
                    {portal.code}
                  </span>
                  <span className="font-semibold text-brand-800">
                    {name} {country}
                  </span>
                  <span className="flex items-center gap-1 text-xs text-slate-600">
                    {i18n._(REGION_NAMES[portal.region])} <ExternalLink aria-hidden className="size-3" />
                    <span className="sr-only">
                      <Trans>(opens in a new tab)</Trans>
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
        <PriceTable />
      </div>
    </>
  );
}
