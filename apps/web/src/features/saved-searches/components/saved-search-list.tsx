import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Search, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { LOCALE_TAGS, type SavedSearch, type SiteLocale } from '@tradeforge/contracts';
import { useBusinessTypeNames, useSiteLocale } from '@/lib/i18n';
import { toast, FAILURE_MESSAGE } from '@/lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useOpenSavedSearch } from '../api/open-saved-search';
import { describeSavedSearch, savedSearchHref } from './search-query';

const dateOf = (locale: SiteLocale, iso: string) =>
  new Date(iso).toLocaleDateString(LOCALE_TAGS[locale], { month: 'short', day: 'numeric', year: 'numeric' });

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const open = useOpenSavedSearch();
  const remove = useDeleteSavedSearch();
  const to = savedSearchHref(search);
  const { t, i18n } = useLingui();
  const { typeName } = useBusinessTypeNames();
  const locale = useSiteLocale();
  const newResults = search.newResults;
  const saved = dateOf(locale, search.createdAt);
  const checked = dateOf(locale, search.checkedAt);
  const name = search.name;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={to}
            // Opening it sees its new results (the request goes on while the results page loads).
            onClick={() => open.mutate(search.id)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {search.name}
          </Link>
          {search.newResults > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              <Plural value={newResults} one="# new result" other="# new results" />
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">{describeSavedSearch(search, i18n, typeName)}</p>
        <p className="text-xs text-slate-500">
          <Trans>
            Saved {saved} · checked {checked}
          </Trans>
        </p>
      </div>
      <button
        type="button"
        disabled={remove.isPending}
        aria-label={t`Delete saved search ${name}`}
        onClick={() =>
          remove.mutate(search.id, {
            onSuccess: () => toast.success(t`Saved search deleted.`),
            onError: (error) => toast.error(error.message || FAILURE_MESSAGE),
          })
        }
        className="inline-flex items-center gap-2 self-start rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:self-center"
      >
        <Trash2 aria-hidden className="size-4" /> <Trans>Delete</Trans>
      </button>
    </li>
  );
}

/** My saved searches with their new results since I last opened each; open one to see its results. */
export function SavedSearchList() {
  const searches = useSavedSearches();
  if (searches.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        <Trans>Loading your saved searches…</Trans>
      </p>
    );
  if (searches.isError)
    return (
      <p role="alert" className="text-sm text-slate-700">
        <Trans>Your saved searches could not be loaded.</Trans>{' '}
        <button type="button" className="font-semibold underline" onClick={() => void searches.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  if (searches.data.searches.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl bg-white p-10 text-center ring-1 ring-slate-200">
        <Search aria-hidden className="size-10 text-slate-400" />
        <p className="font-semibold text-slate-800">
          <Trans>You have no saved searches yet.</Trans>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>
            Search for products or businesses and choose “Save search”: we check it every day and tell you of
            new results.
          </Trans>
        </p>
      </div>
    );
  return (
    <ul className="grid gap-3">
      {searches.data.searches.map((search) => (
        <SavedSearchRow key={search.id} search={search} />
      ))}
    </ul>
  );
}
