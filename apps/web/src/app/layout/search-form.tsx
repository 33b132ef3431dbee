import { Trans, useLingui } from '@lingui/react/macro';
import {
  BUSINESS_TYPES,
  DEFAULT_SEARCH_BUSINESS_TYPE,
  GLOBAL_COUNTRY,
  localizedPath,
} from '@tradeforge/contracts';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCountries } from '@/features/reference-data/api/get-countries';
import { SuggestBox } from '@/features/search/components/suggest-box';
import { useCountryNames } from '@/lib/country-names';
import { useBusinessTypeNames, useSiteLocale } from '@/lib/i18n';
import { href, paths } from '../paths';

interface SearchFormProps {
  variant: 'header' | 'hero';
}

/**
 * The search bar (spec part 1, section 2). Its state is read from the address on the results page, and the fields
 * start again from the address at each new query string and each step back or forward. The steps count too
 * because a search's address is pushed at once and its page renders in a transition: going back before that
 * render shows leaves the query string React last rendered unchanged. The query string of a search the bar made
 * itself does not start it again when its page renders: what the visitor changed in the bar meanwhile (another
 * business type, the next text) stays.
 */
export function SearchForm({ variant }: SearchFormProps) {
  const location = useLocation();
  const steps = useHistorySteps();
  // The query strings of the searches this bar made; a new address that is none of them starts the bar again.
  const [own, setOwn] = useState<ReadonlySet<string>>(() => new Set());
  const [seen, setSeen] = useState(location.search);
  const [restarts, setRestarts] = useState(0);
  if (location.search !== seen) {
    // Adjusted while rendering, as React advises for state that follows what is rendered.
    setSeen(location.search);
    if (!own.has(location.search)) {
      setOwn(new Set());
      setRestarts((count) => count + 1);
    }
  }
  return (
    <SearchFormFields
      key={`${restarts}#${steps}`}
      variant={variant}
      onSearch={(query) => setOwn((searches) => new Set(searches).add(query))}
    />
  );
}

/**
 * Whether the bar's Country list (250 countries, 20 KB) is worth reading yet: at once where the bar shows (the home
 * page's, the results page's, the header's from 992 px up); a header bar folded on a phone reads it when something
 * in it takes the focus, as opening it does, rather than on every page a phone opens.
 */
function useCountriesWanted(shown: boolean) {
  const [focused, setFocused] = useState(false);
  const [wide, setWide] = useState(false);
  useEffect(() => {
    // Where the header's bar shows in the header row instead of folding behind its button (`header-search.tsx`).
    const query = window.matchMedia('(min-width: 992px)');
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return [shown || wide || focused, () => setFocused(true)] as const;
}

/** How many times the visitor went back or forward in this page's history. */
function useHistorySteps() {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    const stepped = () => setSteps((count) => count + 1);
    window.addEventListener('popstate', stepped);
    return () => window.removeEventListener('popstate', stepped);
  }, []);
  return steps;
}

function SearchFormFields({
  variant,
  onSearch,
}: SearchFormProps & {
  /** Told the query string (`?business=…`) of each search the bar makes. */
  onSearch: (query: string) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onResults = location.pathname === paths.searchResult;
  const [search, setSearch] = useState(onResults ? (params.get('search') ?? '') : '');
  const [business, setBusiness] = useState(
    (onResults && params.get('business')) || DEFAULT_SEARCH_BUSINESS_TYPE,
  );
  const [countries, setCountries] = useState((onResults && params.get('countries')) || GLOBAL_COUNTRY);
  const [countriesWanted, wantCountries] = useCountriesWanted(variant === 'hero' || onResults);
  const { data: countryData } = useCountries({ enabled: countriesWanted });
  const { t } = useLingui();
  const locale = useSiteLocale();
  const { typeName } = useBusinessTypeNames();
  const countryList = useCountryNames(countryData);

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = href.search({ business, countries, search: search.trim() });
    onSearch(target.slice(target.indexOf('?')));
    void navigate(target);
  }

  const hero = variant === 'hero';
  const fieldClassName = hero
    ? 'h-12 bg-white text-slate-900 text-base'
    : 'h-10 bg-white text-slate-900 text-sm';
  return (
    <form
      role="search"
      aria-label={t`Search the directory`}
      // Before the page has hydrated, Enter submits the fields to the results page, which the server renders.
      action={localizedPath(locale, paths.searchResult)}
      method="get"
      onSubmit={submit}
      onFocus={wantCountries}
      // On a phone the text and the button share the first row and the two selects the second, so the suggestions
      // that open under the text never cover the button.
      className={`grid w-full grid-cols-[minmax(0,1fr)_auto] gap-2 sm:flex sm:flex-row sm:gap-0 ${hero ? 'rounded-xl bg-white p-2 shadow-card' : ''}`}
    >
      <label className="sr-only" htmlFor={`${variant}-search-text`}>
        <Trans>Search for companies, products or people</Trans>
      </label>
      <SuggestBox
        id={`${variant}-search-text`}
        name="search"
        value={search}
        onChange={setSearch}
        placeholder={t`Search products, companies, people…`}
        className={`${fieldClassName} min-w-0 rounded-lg border border-slate-300 px-3 sm:rounded-r-none`}
      />
      <div className="col-span-2 row-start-2 flex gap-2 sm:gap-0">
        <label className="sr-only" htmlFor={`${variant}-search-business`}>
          <Trans>Business type</Trans>
        </label>
        <select
          id={`${variant}-search-business`}
          name="business"
          value={business}
          onChange={(event) => setBusiness(event.target.value)}
          className={`${fieldClassName} min-w-0 flex-1 rounded-lg border border-slate-300 px-2 ${hero ? 'sm:w-32' : 'sm:w-36'} sm:flex-none sm:rounded-none sm:border-l-0`}
        >
          {BUSINESS_TYPES.map((type) => (
            <option key={type.code} value={type.code}>
              {typeName(type.code, type.label)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${variant}-search-country`}>
          <Trans>Country</Trans>
        </label>
        <select
          id={`${variant}-search-country`}
          name="countries"
          value={countries}
          onChange={(event) => setCountries(event.target.value)}
          className={`${fieldClassName} min-w-0 flex-1 rounded-lg border border-slate-300 px-2 ${hero ? 'sm:w-32' : 'sm:w-36'} sm:flex-none sm:rounded-none sm:border-l-0`}
        >
          <option value={GLOBAL_COUNTRY}>{t`Global`}</option>
          {countries !== GLOBAL_COUNTRY && !countryList.some((c) => c.code === countries) && (
            <option value={countries}>{countries}</option>
          )}
          {countryList.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        aria-label={t`Search`}
        className={`${hero ? 'h-12 w-14' : 'h-10 w-11'} col-start-2 row-start-1 flex shrink-0 items-center justify-center rounded-lg bg-accent-500 text-brand-900 hover:bg-accent-400 sm:rounded-l-none`}
      >
        <Search aria-hidden className="size-5" />
      </button>
    </form>
  );
}
