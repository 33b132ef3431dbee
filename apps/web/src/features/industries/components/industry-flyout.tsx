import { ChevronRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href, paths } from '@/app/paths';
import type { IndustryInLanguage } from '../api/get-industry-tree';

/** Spec part 1, section 9: at most 6 groups of at most 6 links in a flyout. */
export const FLYOUT_MAX_GROUPS = 6;
export const FLYOUT_MAX_ITEMS = 6;

interface IndustryFlyoutProps {
  name: string;
  /** The industry with its categories; undefined while the industry tree is being read (or could not be). */
  industry: IndustryInLanguage | undefined;
  failed: boolean;
  id: string;
  onNavigate: () => void;
}

/** The sub-categories of one industry beside the sidebar: groups are categories, links their sub-categories. */
export function IndustryFlyout({ name, industry, failed, id, onNavigate }: IndustryFlyoutProps) {
  const { t } = useLingui();
  const label = t`${name} categories`;
  const className =
    'absolute top-0 left-full z-30 ml-2 w-[min(760px,calc(100vw-300px))] animate-flyout-in rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-200';
  if (!industry) {
    return (
      <div
        id={id}
        role="group"
        aria-label={label}
        aria-busy={!failed}
        data-testid="industry-flyout"
        className={className}
      >
        {failed ? (
          <p role="alert" className="text-sm text-amber-900">
            <Trans>We could not load the categories.</Trans>{' '}
            <Link to={paths.industries} onClick={onNavigate} className="font-semibold underline">
              <Trans>All Categories</Trans>
            </Link>
          </p>
        ) : (
          <p className="text-sm text-slate-500">
            <Trans>Loading categories…</Trans>
          </p>
        )}
      </div>
    );
  }
  const groups = industry.categories.slice(0, FLYOUT_MAX_GROUPS);
  const linkClassName = 'text-sm text-slate-600 hover:text-brand-700 hover:underline';
  return (
    <div id={id} role="group" aria-label={label} data-testid="industry-flyout" className={className}>
      <div className="grid grid-cols-3 gap-x-6 gap-y-5">
        {groups.map((category) => (
          <div key={category.id}>
            <Link
              to={href.searchFor(category.term)}
              onClick={onNavigate}
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              {category.name}
            </Link>
            <ul className="mt-1.5 space-y-1">
              {category.subCategories.slice(0, FLYOUT_MAX_ITEMS).map((subCategory) => (
                <li key={subCategory.id}>
                  <Link to={href.searchFor(subCategory.term)} onClick={onNavigate} className={linkClassName}>
                    {subCategory.name}
                  </Link>
                </li>
              ))}
              {category.subCategories.length > FLYOUT_MAX_ITEMS && (
                <li>
                  <Link
                    to={paths.industries}
                    onClick={onNavigate}
                    className="text-sm font-medium text-brand-600 hover:underline"
                  >
                    <Trans>View More</Trans>
                  </Link>
                </li>
              )}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-6 flex gap-6 border-t border-slate-200 pt-4 text-sm font-semibold">
        {/* The spec sends this link to /; the industry's part of the industries page lists what it promises. */}
        {industry.categories.length > FLYOUT_MAX_GROUPS && (
          <Link
            to={href.industry(industry.id)}
            onClick={onNavigate}
            className="text-brand-600 hover:underline"
          >
            <Trans>View More Categories</Trans>
          </Link>
        )}
        <Link
          to={paths.industries}
          onClick={onNavigate}
          className="inline-flex items-center gap-1 text-brand-600 hover:underline"
        >
          <Trans>All Categories</Trans> <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
    </div>
  );
}
