import type { ThreadSummary } from '@tradeforge/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteLocale } from '@tradeforge/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteLocale } from '@/lib/i18n';
import { formatMessageDate } from './format-date';

/** The filter of spec part 2, section 2.11: sender name, subject or date text, case-insensitively. */
export function matchesFilter(thread: ThreadSummary, filter: string, locale: SiteLocale = 'en') {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [
    thread.from.name,
    thread.to.name,
    thread.subject,
    formatMessageDate(thread.createdAt, locale),
    formatMessageDate(thread.lastMessageAt, locale),
  ].some((text) => text.toLowerCase().includes(needle));
}

function Avatar({ party }: { party: ThreadSummary['from'] }) {
  if (party.photo)
    return <img src={party.photo.url} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  const initials = party.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span
      aria-hidden
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
    >
      {initials}
    </span>
  );
}

/** Threads, newest activity first as the server sends them, unread ones in bold with their count. */
export function ThreadList({
  threads,
  selected,
  linkTo,
}: {
  threads: ThreadSummary[];
  selected: string | undefined;
  linkTo: (rid: string) => string;
}) {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const [filter, setFilter] = useState('');
  const shown = threads.filter((thread) => matchesFilter(thread, filter, locale));
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-slate-200 p-3">
        <label htmlFor="thread-filter" className="sr-only">
          <Trans>Search conversations</Trans>
        </label>
        <div className="relative">
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id="thread-filter"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t`Search by name, subject or date`}
            className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">
          {threads.length ? (
            <Trans>No conversation matches your search.</Trans>
          ) : (
            <Trans>No conversations yet.</Trans>
          )}
        </p>
      ) : (
        <ul
          aria-label={t`Conversations`}
          className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto"
        >
          {shown.map((thread) => {
            const other = thread.side === 'R' ? thread.from : thread.to;
            const unread = thread.unread > 0;
            return (
              <li key={thread.requestID}>
                <Link
                  to={linkTo(thread.requestID)}
                  aria-current={thread.requestID === selected ? 'page' : undefined}
                  className={`flex gap-3 p-3 hover:bg-slate-50 aria-[current=page]:bg-brand-50 ${unread ? 'bg-accent-50/40' : ''}`}
                >
                  <Avatar party={other} />
                  <div className="min-w-0 flex-1">
                    <div className="flex items-baseline justify-between gap-2">
                      <p
                        className={`truncate text-sm ${unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800'}`}
                      >
                        {other.name}
                      </p>
                      <time dateTime={thread.lastMessageAt} className="shrink-0 text-xs text-slate-600">
                        {formatMessageDate(thread.lastMessageAt, locale)}
                      </time>
                    </div>
                    <p
                      className={`truncate text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                    >
                      {thread.subject}
                    </p>
                    <div className="flex items-center gap-2">
                      <p className="min-w-0 flex-1 truncate text-xs text-slate-600">{thread.lastMessage}</p>
                      {thread.status === 'closed' && (
                        <span className="shrink-0 rounded-full bg-slate-200 px-2 text-xs text-slate-700">
                          <Trans>Ended</Trans>
                        </span>
                      )}
                      {unread && (
                        <span className="shrink-0 rounded-full bg-brand-600 px-2 text-xs font-semibold text-white">
                          {thread.unread}{' '}
                          <span className="sr-only">
                            <Trans>unread</Trans>
                          </span>
                        </span>
                      )}
                    </div>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
