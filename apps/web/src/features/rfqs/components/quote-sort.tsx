import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { QuoteSort, SortOrder } from '../api/get-quotes';

/** The orders a phone's Sort by offers (the table's headers sort by their column either way). */
export const PHONE_ORDERS: { sort: QuoteSort; order: SortOrder; label: MessageDescriptor }[] = [
  { sort: 'unitPrice', order: 'asc', label: msg`Lowest unit price first` },
  { sort: 'unitPrice', order: 'desc', label: msg`Highest unit price first` },
  { sort: 'total', order: 'asc', label: msg`Lowest total first` },
  { sort: 'total', order: 'desc', label: msg`Highest total first` },
  { sort: 'moq', order: 'asc', label: msg`Smallest minimum order first` },
  { sort: 'leadTimeDays', order: 'asc', label: msg`Shortest lead time first` },
  { sort: 'validUntil', order: 'desc', label: msg`Valid longest first` },
  { sort: 'createdAt', order: 'asc', label: msg`Oldest first` },
  { sort: 'createdAt', order: 'desc', label: msg`Newest first` },
];

export interface SortState {
  sort: QuoteSort;
  order: SortOrder;
}

/** A new column sorts ascending; the column sorted already turns its order. */
export const nextSort = (current: SortState, sort: QuoteSort): SortState =>
  current.sort === sort ? { sort, order: current.order === 'asc' ? 'desc' : 'asc' } : { sort, order: 'asc' };

export const ariaSort = (current: SortState, sort: QuoteSort) =>
  current.sort === sort ? (current.order === 'asc' ? 'ascending' : 'descending') : undefined;

/** A column header's button: its name, and an arrow for the order it is sorted in. */
export function SortButton({
  current,
  sort,
  label,
  onSort,
}: {
  current: SortState;
  sort: QuoteSort;
  label: string;
  onSort: (next: SortState) => void;
}) {
  const { t } = useLingui();
  const active = current.sort === sort;
  const Icon = !active ? ArrowUpDown : current.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(nextSort(current, sort))}
      title={t`Sort by ${label}`}
      className="inline-flex items-center gap-1 rounded font-semibold hover:text-brand-700"
    >
      {label}
      <Icon aria-hidden className={`size-3.5 ${active ? 'text-brand-700' : 'text-slate-400'}`} />
    </button>
  );
}
