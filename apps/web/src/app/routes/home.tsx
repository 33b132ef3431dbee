import { LatestBusinesses } from '@/features/businesses/components/latest-businesses';
import { IndustryGrid } from '@/features/industries/components/industry-grid';
import { usePageMeta } from '@/lib/page-meta';
import { runtimeConfig } from '@/lib/runtime-config';

export function Component() {
  usePageMeta(
    'Industrial B2B Network and Supplier Directory',
    'Find manufacturers, distributors, exporters and industrial products in the USA, and contact suppliers directly.',
  );
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
            The industrial B2B network where suppliers and buyers meet
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            {runtimeConfig.siteName} connects manufacturers, distributors, exporters and buyers across 15
            industries. Find companies and products, send requests and grow your trade network.
          </p>
        </div>
      </section>
      <section aria-labelledby="industries-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="industries-heading" className="mb-6 text-2xl font-bold text-slate-900">
          Browse by industry
        </h2>
        <IndustryGrid />
      </section>
      <LatestBusinesses />
    </>
  );
}
