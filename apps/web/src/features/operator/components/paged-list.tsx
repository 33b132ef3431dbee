import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { PageTurner } from '@/components/ui/page-turner';
import { errorText } from '@/lib/http';
import { useOperatorList } from '../api/get-operator-list';

interface PagedListProps<T> {
  /** The API list: `users`, `businesses`, `enquiries`, ... */
  list: string;
  title: string;
  searchLabel: string;
  empty: string;
  /** A list's own filter (open/handled), as query parameters. */
  filters?: Record<string, string>;
  toolbar?: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** An operator list: a search box, the page's items, and a pager (25 a page, as the API answers). */
export function PagedList<T>({
  list,
  title,
  searchLabel,
  empty,
  filters,
  toolbar,
  itemKey,
  renderItem,
}: PagedListProps<T>) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useOperatorList<T>(list, { q, page, ...(filters ? { filters } : {}) });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Previous and Next keep the focus at the foot of the list (and Next is disabled on the last page, dropping it):
  // once the new page is there, the focus goes to the heading, where reading it starts.
  const heading = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);
  useEffect(() => {
    if (!turned.current || query.isPlaceholderData || !data) return;
    turned.current = false;
    heading.current?.focus();
  }, [data, query.isPlaceholderData]);
  const turnTo = (next: number) => {
    turned.current = true;
    setPage(next);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* Focusable from scripts: an action that removes its row from the list puts the focus here. */}
        <h2
          ref={heading}
          id={`${id}-title`}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {title}{' '}
          {data && <span className="text-sm font-normal text-slate-600">({i18n.number(data.total)})</span>}
        </h2>
        {toolbar}
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft);
          setPage(1);
        }}
      >
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
            {searchLabel}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          <Trans>Search</Trans>
        </button>
      </form>
      {query.isPending && (
        <p role="status" className="text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {errorText(query.error, i18n)}
        </p>
      )}
      {data && data.items.length === 0 && <p className="text-slate-600">{empty}</p>}
      {data && data.items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-card ring-1 ring-slate-200">
          {data.items.map((item) => (
            <li key={itemKey(item)} className="p-4">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {data && <PageTurner label={t`${title} pages`} page={page} pages={pages} onTurn={turnTo} />}
    </section>
  );
}

/** A list's status filter ("Show: Open / Handled / All"); `all` sends no filter. */
export function StatusFilter({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <label className="text-sm text-slate-800">
      <Trans>Show</Trans>{' '}
      <select
        className="rounded-lg border border-slate-300 px-2 py-1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
        <option value="all">
          <Trans>All</Trans>
        </option>
      </select>
    </label>
  );
}
