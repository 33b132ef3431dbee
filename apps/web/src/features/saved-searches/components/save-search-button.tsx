import { Trans, useLingui } from '@lingui/react/macro';
import { BellPlus, Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { toast, FAILURE_MESSAGE } from '@/lib/toast';
import { useHydrated } from '@/lib/hydrated';
import { useSiteLocale } from '@/lib/i18n';
import { loginUrl, useSession } from '@/lib/session';
import { useSaveSearch } from '../api/save-search';
import { savedSearchBody, type ResultsPageSearch } from './search-query';

/**
 * "Save search" on the results page: keeps the search with its filters, checked daily for new results (visitors
 * are sent to log in). Once saved it links to the saved searches. Nothing for people searches. The results page is
 * rendered on the server: the button is disabled until the page is live, when a press would do nothing.
 */
export function SaveSearchButton({ search }: { search: ResultsPageSearch }) {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const locale = useSiteLocale();
  const save = useSaveSearch();
  const hydrated = useHydrated();
  const body = savedSearchBody(search);
  const saved =
    !!body && save.isSuccess && !!save.variables && JSON.stringify(save.variables) === JSON.stringify(body);
  const link = useRef<HTMLAnchorElement>(null);
  // The link takes the place of the button that had the focus: it takes the focus too, not the page.
  useEffect(() => {
    if (saved) link.current?.focus();
  }, [saved]);
  if (!body) return null;
  if (saved)
    return (
      <Link
        ref={link}
        to={href.savedSearches()}
        className="inline-flex items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-100"
      >
        <Check aria-hidden className="size-4" /> <Trans>Saved: see my saved searches</Trans>
      </Link>
    );
  return (
    <button
      type="button"
      disabled={!hydrated || save.isPending}
      onClick={() => {
        if (!isLoggedIn) {
          window.location.assign(loginUrl(locale));
          return;
        }
        save.mutate(body, {
          onSuccess: () => toast.success(t`Search saved. We will let you know of new results every day.`),
          onError: (error) => toast.error(error.message || FAILURE_MESSAGE),
        });
      }}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
    >
      <BellPlus aria-hidden className="size-4" />{' '}
      {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save search</Trans>}
    </button>
  );
}
