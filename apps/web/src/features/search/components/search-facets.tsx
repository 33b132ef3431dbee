import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useOptimistic, useTransition } from 'react';
import type { FacetCount, SearchFacets } from '@tradeforge/contracts';
import { FACET_COUNT_CAP } from '@tradeforge/contracts';
import { taxonomyName, useBusinessTypeNames, useSiteLocale } from '@/lib/i18n';
import { countryNameIn } from '@/lib/country-names';

/** Which values of each facet are chosen, and where choosing another leads. */
export interface FacetSelection {
  businessType: string | null;
  countries: string[];
  industries: string[];
  tiers: string[];
}

const countLabel = (i18n: I18n, facet: FacetCount) =>
  facet.capped ? `${i18n.number(FACET_COUNT_CAP)}+` : i18n.number(facet.count);

const TITLES: Record<keyof SearchFacets, MessageDescriptor> = {
  businessTypes: msg`Business type`,
  countries: msg`Country`,
  industries: msg`Industry`,
  tiers: msg`Membership`,
};

/**
 * Facet counts for the results (business type, country, industry, membership), each a group of checkboxes:
 * several values of a facet match any of them, and the choice lives in the address (`onChange` writes it there).
 * Business type is one at a time, as the results page shows one type. A click shows at once, while the address
 * and the results follow.
 */
export function SearchFacetsPanel({
  facets,
  selection,
  onChange,
}: {
  facets: SearchFacets;
  selection: FacetSelection;
  onChange: (facet: keyof SearchFacets, values: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const { typeName } = useBusinessTypeNames();
  const locale = useSiteLocale();
  // Business types, countries and industries are named in the page's language; tiers are brands.
  const labelOf = (facet: keyof SearchFacets, option: { value: string; label: string }) =>
    facet === 'businessTypes'
      ? typeName(option.value, option.label)
      : facet === 'countries'
        ? countryNameIn(locale, option.value, option.label)
        : facet === 'industries'
          ? taxonomyName(i18n, option.label)
          : option.label;
  const [shown, show] = useOptimistic(selection);
  const [, startTransition] = useTransition();
  const chosen = (facet: keyof SearchFacets) =>
    facet === 'businessTypes' ? (shown.businessType ? [shown.businessType] : []) : shown[facet];
  const choose = (facet: keyof SearchFacets, values: string[]) =>
    startTransition(() => {
      show(
        facet === 'businessTypes'
          ? { ...shown, businessType: values[0] ?? null }
          : { ...shown, [facet]: values },
      );
      onChange(facet, values);
    });
  const facetNames = (Object.keys(TITLES) as (keyof SearchFacets)[]).filter(
    (facet) => facets[facet].length > 0,
  );
  if (facetNames.length === 0) return null;
  return (
    <aside aria-label={t`Filter results`} className="grid content-start gap-5">
      {facetNames.map((facet) => {
        const values = chosen(facet);
        // A chosen value stays listed (with 0) when the text no longer matches it, so that it can be unchosen.
        const listed = [
          ...facets[facet],
          ...values
            .filter((value) => !facets[facet].some((f) => f.value === value))
            .map((value) => ({ value, label: value, count: 0, capped: false })),
        ];
        return (
          <fieldset key={facet}>
            <legend className="mb-1 text-sm font-semibold text-slate-900">{i18n._(TITLES[facet])}</legend>
            <ul className="grid max-h-64 gap-1 overflow-y-auto">
              {listed.map((option) => {
                const checked = values.includes(option.value);
                return (
                  <li key={option.value}>
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      <input
                        type={facet === 'businessTypes' ? 'radio' : 'checkbox'}
                        name={`facet-${facet}`}
                        checked={checked}
                        onChange={() =>
                          choose(
                            facet,
                            facet === 'businessTypes'
                              ? [option.value]
                              : checked
                                ? values.filter((value) => value !== option.value)
                                : [...values, option.value],
                          )
                        }
                        className="size-4 accent-brand-600"
                      />
                      <span className="min-w-0 flex-1 truncate">{labelOf(facet, option)}</span>
                      <span className="text-xs text-slate-500">{countLabel(i18n, option)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </aside>
  );
}
