import { Trans, useLingui } from '@lingui/react/macro';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { PromoVideo } from '@/components/promo-video';
import { buttonClass } from '@/components/ui/button';
import { LatestBusinesses } from '@/features/businesses/components/latest-businesses';
import { FavoriteStar } from '@/features/favorites/components/favorite-star';
import { JoinBanner } from '@/features/home/components/join-banner';
import { LandingBlocks } from '@/features/home/components/landing-blocks';
import { IndustryGrid } from '@/features/industries/components/industry-grid';
import { IndustrySidebar } from '@/features/industries/components/industry-sidebar';
import { usePageMeta } from '@/lib/page-meta';
import { runtimeConfig } from '@/lib/runtime-config';
import { SearchForm } from '../layout/search-form';
import { LazyGettingStarted } from '../onboarding/lazy-getting-started';
import { paths } from '../paths';

export function Component() {
  const { siteName } = runtimeConfig;
  const { t } = useLingui();
  usePageMeta(
    t`Industrial B2B Network and Supplier Directory`,
    t`Find manufacturers, distributors, exporters and industrial products in the USA, and contact suppliers directly.`,
  );
  return (
    <>
      <LazyGettingStarted className="mx-auto max-w-7xl px-4 pt-6 pb-2" />
      <div className="bg-gradient-to-br from-brand-800 via-brand-900 to-brand-900">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 lg:grid-cols-[260px_minmax(0,1fr)] lg:py-12">
          <div className="hidden lg:block">
            <IndustrySidebar />
          </div>
          <section
            aria-labelledby="hero-heading"
            className="grid grid-cols-1 items-center gap-8 text-white xl:grid-cols-[minmax(0,1fr)_360px]"
          >
            <div>
              <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
                <Trans>{siteName} USA · B2B network since 2000</Trans>
              </p>
              <h1
                id="hero-heading"
                className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl xl:text-[2.6rem] xl:leading-tight"
              >
                <Trans>The industrial B2B network where suppliers and buyers meet</Trans>
              </h1>
              <p className="mt-4 max-w-2xl text-lg text-brand-100">
                <Trans>
                  {siteName} connects manufacturers, distributors, exporters and buyers across 15 industries.
                  Find companies and products, send requests and grow your trade network. Free for every
                  business.
                </Trans>
              </p>
              <div className="mt-6">
                <SearchForm variant="hero" />
              </div>
              <p className="mt-3 text-sm text-brand-100">
                <Trans>
                  Not finding it?{' '}
                  <Link
                    to={paths.rfqNew}
                    className="font-semibold text-white underline hover:text-accent-400"
                  >
                    Post a buying request
                  </Link>{' '}
                  and let suppliers come to you with quotes.
                </Trans>
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link to={paths.contactForm} className={buttonClass('accent', 'lg')}>
                  <LifeBuoy aria-hidden className="size-5" /> <Trans>Need Help?</Trans>
                </Link>
                <Link to={paths.industries} className={buttonClass('light', 'lg')}>
                  <Trans>Browse all industries</Trans>
                </Link>
              </div>
            </div>
            <PromoVideo
              title={t`Discover ${siteName}`}
              className="shadow-2xl ring-1 ring-white/20"
              priority
            />
          </section>
        </div>
      </div>
      <LandingBlocks />
      <section aria-labelledby="industries-heading" className="mx-auto max-w-7xl px-4 py-6">
        <h2 id="industries-heading" className="text-3xl font-bold tracking-tight text-brand-900">
          <Trans>Browse by industry</Trans>
        </h2>
        <p className="mt-2 mb-8 max-w-2xl text-slate-600">
          <Trans>
            Fifteen industries, from automation to business services. Pick a category to see the manufacturers
            that make it.
          </Trans>
        </p>
        {/* Two rows of three on a computer, three cards one under another on a phone; the rest are a link away. */}
        <IndustryGrid shown={6} shownOnPhone={3} />
      </section>
      <LatestBusinesses cardAction={(id) => <FavoriteStar type="business" id={id} compact />} />
      <JoinBanner />
    </>
  );
}
