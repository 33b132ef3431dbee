import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/**
 * How the text was matched, above the results: the corrected text with a link that searches the words as typed,
 * and, when no result has all the words, that these results have some of them.
 */
export function SearchNotices({
  search,
  correctedQuery,
  partialMatch,
  exactHref,
}: {
  search: string;
  correctedQuery: string | null;
  partialMatch: boolean;
  /** The same search with `exact=1`, which skips typo correction. */
  exactHref: string;
}) {
  if (!correctedQuery && !partialMatch) return null;
  const matched = correctedQuery ?? search;
  return (
    <div className="mt-3 grid gap-1 text-sm text-slate-700" role="status">
      {correctedQuery && (
        <p>
          <Trans>
            Showing results for <strong className="font-semibold">{correctedQuery}</strong>. Search instead
            for{' '}
            <Link to={exactHref} className="font-semibold text-brand-700 underline">
              {search}
            </Link>
          </Trans>
        </p>
      )}
      {partialMatch && (
        <p>
          <Trans>No results for all of &lsquo;{matched}&rsquo;; showing results for some of the words</Trans>
        </p>
      )}
    </div>
  );
}
