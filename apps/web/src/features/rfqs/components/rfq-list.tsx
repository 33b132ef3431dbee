import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { RFQ_LIMITS, type RfqList as List } from '@tradeforge/contracts';
import type { ReactNode } from 'react';
import { PageTurner } from '@/components/ui/page-turner';
import { RfqCard } from './rfq-card';

/**
 * One list of buying requests (mine, the open public ones, a tab of a business's inbox): cards in a grid, the page
 * turner, and its own loading, error and empty states (`empty` says what to do about it). The page is in the
 * address (`pageHref`), so the list can be linked and the browser's Back returns to it.
 */
export function RfqList({
  list,
  label,
  empty,
  page,
  pageHref,
}: {
  list: UseQueryResult<List>;
  /** The list's accessible name. */
  label: string;
  empty: ReactNode;
  page: number;
  pageHref: (page: number) => string;
}) {
  const { t } = useLingui();
  if (list.isPending)
    return (
      <div role="status" aria-label={t`Loading buying requests`} className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((key) => (
          <div key={key} className="h-44 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <p role="alert" className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
        <Trans>The buying requests could not be loaded.</Trans>{' '}
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="font-semibold text-brand-700 underline"
        >
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  if (list.data.rfqs.length === 0)
    return (
      <div className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">{empty}</div>
    );
  const pages = Math.max(1, Math.ceil(list.data.total / RFQ_LIMITS.pageSize));
  return (
    <div className="space-y-4">
      <ul aria-label={label} aria-busy={list.isPlaceholderData} className="grid gap-4 sm:grid-cols-2">
        {list.data.rfqs.map((rfq) => (
          <li key={rfq.rfqID}>
            <RfqCard rfq={rfq} />
          </li>
        ))}
      </ul>
      <PageTurner label={t`Pages of ${label}`} page={page} pages={pages} href={pageHref} />
    </div>
  );
}
