import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { href, paths } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { OUTLINE_CATEGORIES, useIndustryOutline } from '../api/get-industry-tree';
import { IndustryIcon } from './industry-icon';

interface IndustryGridProps {
  /** How many industries show (all when not given), then a link to the industries page with the rest. */
  shown?: number;
  /** How many of those show on a phone (below 640 px), where each card takes the whole width. */
  shownOnPhone?: number;
}

/** The industries with their icon, description and first categories, each linking to a search. */
export function IndustryGrid({ shown, shownOnPhone = shown }: IndustryGridProps) {
  const { data, isPending, isError, refetch } = useIndustryOutline();
  const { t } = useLingui();

  if (isPending) {
    return (
      <ul
        aria-busy="true"
        aria-label={t`Loading industries`}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: Math.min(shown ?? 6, 6) }, (_, i) => (
          <li
            key={i}
            className={`h-40 animate-pulse rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${phoneHidden(i, shownOnPhone)}`}
          />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
      >
        <AlertTriangle aria-hidden className="size-5" />
        <span>
          <Trans>We could not load the industries.</Trans>
        </span>
        <button type="button" onClick={() => void refetch()} className="ml-auto font-semibold underline">
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const industries = shown === undefined ? data : data.slice(0, shown);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry, at) => (
          <li
            key={industry.id}
            className={`flex flex-col rounded-xl bg-white p-5 shadow-card ring-1 ring-slate-200 transition-shadow hover:shadow-lg ${phoneHidden(at, shownOnPhone)}`}
          >
            <span className="mb-3 flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <IndustryIcon name={industry.icon} className="size-6" />
            </span>
            <h3 className="text-lg font-semibold text-brand-700">
              <Link to={href.searchFor(industry.term)} className="hover:underline">
                {industry.name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">{industry.description}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {industry.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={href.searchFor(category.term)}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
              {industry.categoryCount > OUTLINE_CATEGORIES && (
                <li>
                  <Link
                    to={paths.industries}
                    className="inline-block rounded-full px-3 py-1 text-xs font-semibold text-brand-600 hover:underline"
                  >
                    <MoreCategories
                      count={industry.categoryCount - OUTLINE_CATEGORIES}
                      industry={industry.name}
                    />
                  </Link>
                </li>
              )}
            </ul>
          </li>
        ))}
      </ul>
      {data.length > (shownOnPhone ?? data.length) && (
        <p className={`mt-6 ${industries.length === data.length ? 'sm:hidden' : ''}`}>
          <Link to={paths.industries} className={buttonClass('outline')}>
            <SeeAll count={data.length} /> <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
      )}
    </>
  );
}

/** "+4 more", and for screen readers which industry's categories they are. */
function MoreCategories({ count, industry }: { count: number; industry: string }) {
  return (
    <Trans>
      +{count} more<span className="sr-only"> {industry} categories</span>
    </Trans>
  );
}

/** The link under a part of the industries: there are always several more to see. */
function SeeAll({ count }: { count: number }) {
  return <Trans>See all {count} industries</Trans>;
}

/** Hides the items past the first `count` on a phone. */
const phoneHidden = (at: number, count: number | undefined) =>
  count !== undefined && at >= count ? 'max-sm:hidden' : '';
