import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { useIndustryTree } from '../api/get-industry-tree';
import { IndustryIcon } from './industry-icon';

/**
 * The whole tree: every industry, category and sub-category. As the spec's category card says, the category name
 * and every sub-category name link to a search by the category name.
 */
export function IndustryTree() {
  const { data, isPending, isError, refetch } = useIndustryTree();
  const { t } = useLingui();
  if (isPending)
    return (
      <p className="text-slate-600">
        <Trans>Loading the industry tree…</Trans>
      </p>
    );
  if (isError) {
    return (
      <p role="alert" className="text-amber-900">
        <Trans>We could not load the industries.</Trans>{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  return (
    <div className="space-y-12">
      <nav aria-label={t`Jump to an industry`} className="flex flex-wrap gap-2">
        {data.map((industry) => (
          <a
            key={industry.id}
            href={`#industry-${industry.id}`}
            className="rounded-full bg-white px-3 py-1 text-sm text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
          >
            {industry.name}
          </a>
        ))}
      </nav>
      {data.map((industry) => (
        <section
          key={industry.id}
          id={`industry-${industry.id}`}
          aria-labelledby={`industry-${industry.id}-name`}
          className="scroll-mt-24"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
              <IndustryIcon name={industry.icon} className="size-6" />
            </span>
            <div>
              <h2 id={`industry-${industry.id}-name`} className="text-2xl font-bold text-brand-800">
                <Link to={href.searchFor(industry.term)} className="hover:underline">
                  {industry.name}
                </Link>
              </h2>
              <p className="mt-1 text-slate-600">{industry.description}</p>
            </div>
          </div>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {industry.categories.map((category) => (
              <div key={category.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <h3 className="font-semibold text-brand-700">
                  <Link to={href.searchFor(category.term)} className="hover:underline">
                    {category.name}
                  </Link>
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {category.subCategories.map((subCategory) => (
                    <li key={subCategory.id}>
                      <Link
                        to={href.searchFor(category.term)}
                        className="text-slate-600 hover:text-brand-700 hover:underline"
                      >
                        {subCategory.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
