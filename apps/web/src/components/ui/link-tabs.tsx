import { Link } from 'react-router';

/**
 * Tabs of one page as links, each to its own address (the address says which tab shows, and a tab is a link a
 * visitor can open or share): the current one marked `aria-current="page"` and underlined. Going from tab to tab
 * replaces the history entry rather than adding one.
 */
export function LinkTabs<T extends string>({
  label,
  tabs,
  current,
  to,
  name,
  listClassName = 'flex gap-1 border-b border-slate-200',
}: {
  /** The navigation's accessible name. */
  label: string;
  tabs: readonly T[];
  current: T;
  to: (tab: T) => string;
  name: (tab: T) => string;
  listClassName?: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={to(tab)}
              replace
              aria-current={tab === current ? 'page' : undefined}
              className={`inline-block border-b-2 px-4 py-2 text-sm font-semibold ${
                tab === current
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {name(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
