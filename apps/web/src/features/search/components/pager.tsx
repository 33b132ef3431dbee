import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '@/lib/hydrated';

/**
 * Numbers-only pager (spec part 1, section 2): a window of page numbers around the current one. Disabled until the
 * server-rendered results page is live, when a press would do nothing.
 */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 3, pages - 6));
  const numbers = Array.from({ length: Math.min(7, pages) }, (_, i) => first + i);
  return (
    <nav aria-label={t`Result pages`} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap gap-1">
        {numbers.map((number) => (
          <li key={number}>
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => onPage(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Page ${number}`}
              className={`min-w-10 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${
                number === page
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-200 hover:bg-brand-50'
              }`}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
