import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  GLOBAL_COUNTRY,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_CAP,
  type SearchKindCounts,
  type SiteLocale,
} from '@tradeforge/contracts';
import { countryNameIn } from '@/lib/country-names';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { BusinessResultCard } from '@/features/businesses/components/business-result-card';
import { FavoriteStar } from '@/features/favorites/components/favorite-star';
import { ProductPriceLine } from '@/features/products/components/product-terms-view';
import { facetsBodyFor, useFacets } from '@/features/search/api/facets';
import { kindCountsBodyFor, useKindCounts } from '@/features/search/api/kind-counts';
import {
  countryList,
  searchInputFromParams,
  useSearch,
  type SearchOutcome,
} from '@/features/search/api/search';
import { termsToParams, type ProductTermsInput } from '@/features/search/api/product-terms';
import { highlightTerms } from '@/components/ui/highlight';
import { ProductTermFilters } from '@/features/search/components/product-term-filters';
import { Pager } from '@/features/search/components/pager';
import { FiltersDisclosure } from '@/features/search/components/filters-disclosure';
import { SearchFacetsPanel } from '@/features/search/components/search-facets';
import { GROUPS_KIND, SearchKinds } from '@/features/search/components/search-kinds';
import { SearchNotices } from '@/features/search/components/search-notices';
import { ProductResultCard } from '@/features/search/components/product-result-card';
import { UserResultCard } from '@/features/search/components/user-result-card';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useBusinessTypeNames, useSiteLocale } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { href } from '../paths';
import { useSession } from '@/lib/session';

/** How many kinds the text has results in. */
const kindsWithResults = (counts: SearchKindCounts) =>
  [counts.products, counts.users, ...counts.businessTypes].filter((kind) => kind.count > 0).length;

function resultCount(outcome: SearchOutcome) {
  if (outcome.kind === 'users') return { total: outcome.data.totalResults, capped: outcome.data.totalCapped };
  return { total: outcome.data.total_results, capped: outcome.data.total_capped };
}

/** The countries of the address named in the page's language; a code no region has stays as it is. */
const countryNames = (codes: string[], locale: SiteLocale) =>
  codes.map((code) => countryNameIn(locale, code));

/** The results' cards, the words of `search` marked in them. */
function ResultList({ outcome, search }: { outcome: SearchOutcome; search: string }) {
  const { t } = useLingui();
  const terms = highlightTerms(search);
  const { isLoggedIn } = useSession();
  // The businesses I belong to get Requests instead of Send Request. Until the list is in, every card offers
  // Send Request, whose page sends members on to the requests.
  const mine = useMyBusinesses(isLoggedIn && outcome.kind === 'businesses').data;
  const memberOf = new Set(mine?.map((business) => business.businessID));
  const items =
    outcome.kind === 'products'
      ? outcome.data.results.map((product) => (
          <ProductResultCard
            key={product.productID}
            product={product}
            terms={terms}
            action={
              <FavoriteStar
                type="product"
                id={product.productID}
                className="justify-center"
                label={t`Save`}
              />
            }
          >
            <ProductPriceLine product={product} />
          </ProductResultCard>
        ))
      : outcome.kind === 'users'
        ? outcome.data.profiles.map((user) => (
            <UserResultCard key={user.userID} user={user} search={search} />
          ))
        : outcome.data.results.map(({ businessProfile }) => (
            <BusinessResultCard
              key={businessProfile.businessID}
              business={businessProfile}
              terms={terms}
              member={memberOf.has(businessProfile.businessID)}
              save={
                <FavoriteStar
                  type="business"
                  id={businessProfile.businessID}
                  className="justify-center"
                  label={t`Save`}
                />
              }
            />
          ));
  return (
    <ul className="grid grid-cols-1 gap-4">
      {items.map((item) => (
        <li key={item.key}>{item}</li>
      ))}
    </ul>
  );
}

/** Search results (spec part 1, section 2): count, heading, cards by type and a numbers-only pager of 5 per page. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const input = searchInputFromParams(params);
  const { business, countries, search, page } = input;
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const { typeName } = useBusinessTypeNames();
  const typeLabel = typeName(business);
  const lowerTypeLabel = typeLabel.toLowerCase();
  const filters = {
    industries: input.industries ?? [],
    tiers: input.tiers ?? [],
    exact: input.exact ?? false,
  };
  const { data, isPending, isError, isPlaceholderData, refetch } = useSearch(input);
  const { data: facets } = useFacets(facetsBodyFor(input));
  const { data: kindCounts } = useKindCounts(kindCountsBodyFor(input));
  const searched = search || typeLabel;
  usePageMeta(
    search ? `${search} - ${typeLabel}` : t`${typeLabel} directory`,
    t`Search results for ${searched} on the industrial B2B directory (USA edition).`,
  );

  const withParams = (changes: Record<string, string | null>) => {
    const updated = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes))
      if (value) updated.set(name, value);
      else updated.delete(name);
    return updated;
  };
  const exactHref = `?${withParams({ exact: '1', page: null }).toString()}`;
  // Another kind's results: the filters of this one (industries, tiers, terms) may not apply there.
  const kindHref = (code: string) =>
    code === GROUPS_KIND
      ? href.groups(search)
      : `?${new URLSearchParams({ business: code, countries, search, ...(input.exact ? { exact: '1' } : {}) }).toString()}`;
  const onFacet = (facet: string, values: string[]) => {
    const name = facet === 'businessTypes' ? 'business' : facet;
    const value = facet === 'countries' && values.length === 0 ? GLOBAL_COUNTRY : values.join(',');
    setParams(withParams({ [name]: value, page: null }));
  };
  const chosenFilters =
    countryList(countries).length +
    filters.industries.length +
    filters.tiers.length +
    // A price range is one or two values; its currency goes with it.
    Object.entries(termsToParams(input.terms ?? {})).filter(
      ([name, value]) => value && name !== 'priceCurrency',
    ).length;
  const onTerms = (terms: ProductTermsInput) =>
    setParams(withParams({ ...termsToParams(terms), page: null }));

  const goTo = (next: number) => {
    const updated = new URLSearchParams(params);
    updated.set('page', String(next));
    setParams(updated);
    window.scrollTo({ top: 0 });
  };

  const count = data ? resultCount(data) : undefined;
  const cap = i18n.number(SEARCH_RESULT_CAP);
  const total = count?.total ?? 0;
  const countLabel = !count
    ? t`Results`
    : count.capped
      ? t`${cap}+ Results`
      : t`${plural(total, { one: '# Result', other: '# Results' })}`;
  const heading = t`${countLabel} for ${typeLabel}`;
  const countryLine = countryNames(countryList(countries), locale).join(', ');
  const pages = count ? Math.ceil(Math.min(count.total, SEARCH_RESULT_CAP) / SEARCH_PAGE_SIZE) : 0;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-busy={isPending || isPlaceholderData}>
      <h1 className="text-2xl font-bold text-slate-900">{search ? `${heading} - ${search}` : heading}</h1>
      {countries !== GLOBAL_COUNTRY && (
        <p className="mt-1 text-sm text-slate-500">
          <Trans>Country: {countryLine}</Trans>
        </p>
      )}
      {kindCounts && <SearchKinds counts={kindCounts} current={business} hrefOf={kindHref} />}
      <div className="mt-3">
        <SaveSearchButton search={input} />
      </div>
      {data && (
        <SearchNotices
          search={search}
          correctedQuery={data.data.correctedQuery}
          partialMatch={data.data.partialMatch}
          exactHref={exactHref}
        />
      )}
      <div className={business === 'UR' ? 'mt-6' : 'mt-6 grid gap-6 md:grid-cols-[14rem_1fr]'}>
        {business !== 'UR' && (
          <FiltersDisclosure chosen={chosenFilters}>
            {facets && (
              <SearchFacetsPanel
                facets={facets}
                selection={{ businessType: business, countries: countryList(countries), ...filters }}
                onChange={onFacet}
              />
            )}
            {business === 'PR' && (
              // Keyed by the address's filters, so that back and forward show what is applied.
              <ProductTermFilters
                key={JSON.stringify(input.terms)}
                value={input.terms ?? {}}
                onApply={onTerms}
              />
            )}
          </FiltersDisclosure>
        )}
        <div className="min-w-0">
          {isPending && (
            <ul aria-label={t`Loading results`} className="grid gap-4">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="h-32 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
              ))}
            </ul>
          )}
          {isError && (
            <div role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
              <Trans>The search could not be completed.</Trans>{' '}
              <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
                <Trans>Try again</Trans>
              </button>
            </div>
          )}
          {data && count?.total === 0 && (
            <div className="flex flex-col items-center gap-2 rounded-xl bg-white p-10 text-center ring-1 ring-slate-200">
              <SearchX aria-hidden className="size-10 text-slate-400" />
              <p className="font-semibold text-slate-800">
                <Trans>No {lowerTypeLabel} match your search yet.</Trans>
              </p>
              <p className="text-sm text-slate-500">
                {kindCounts && kindsWithResults(kindCounts) > 0
                  ? t`The same words find results in the kinds listed above.`
                  : t`Try fewer or more general words, another type, or all countries.`}
              </p>
            </div>
          )}
          {/* The cards' names are level 3, under this one (no level skipped after the page's h1). */}
          <h2 className="sr-only">
            <Trans>Results</Trans>
          </h2>
          {data && <ResultList outcome={data} search={data.data.correctedQuery ?? search} />}
        </div>
      </div>
      <Pager page={page} pages={pages} onPage={goTo} />
    </section>
  );
}
