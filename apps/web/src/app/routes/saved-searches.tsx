import { Trans, useLingui } from '@lingui/react/macro';
import { SavedSearchList } from '@/features/saved-searches/components/saved-search-list';
import { usePageMeta } from '@/lib/page-meta';

/** The account menu's Saved searches: searches I keep, with how many new results the daily check found. */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Saved searches`, t`Your saved searches and their new results.`);
  return (
    <div className="mx-auto max-w-4xl px-2 py-4 sm:px-4 sm:py-6">
      <h1 className="mb-4 px-2 text-2xl font-bold text-slate-900 sm:px-0">
        <Trans>Saved searches</Trans>
      </h1>
      <SavedSearchList />
    </div>
  );
}
