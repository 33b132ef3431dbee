import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_LIMITS } from '@tradeforge/contracts';
import { useState, type ReactNode } from 'react';
import { PageTurner } from '@/components/ui/page-turner';
import { useGroups, type GroupListKind } from '../api/get-groups';
import { GroupCard } from './group-card';

/**
 * One list of groups on /groups (mine, suggested or a search): a heading, cards in a grid, Previous and Next
 * pages, and its own loading, error and empty states (`empty` says what to do about it).
 */
export function GroupListSection({
  id,
  title,
  kind,
  empty,
}: {
  id: string;
  title: string;
  kind: GroupListKind;
  empty: ReactNode;
}) {
  const { t } = useLingui();
  const [skip, setSkip] = useState(0);
  const list = useGroups(kind, skip);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / GROUP_LIMITS.pageSize));
  const page = Math.floor(skip / GROUP_LIMITS.pageSize) + 1;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {list.isPending ? (
        <div
          role="status"
          aria-label={t`Loading groups`}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-64 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          <Trans>The groups could not be loaded.</Trans>{' '}
          <button
            type="button"
            onClick={() => void list.refetch()}
            className="font-semibold text-brand-700 underline"
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : list.data.groups.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          {empty}
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isPlaceholderData}>
            {list.data.groups.map((group) => (
              <li key={group.groupID}>
                <GroupCard group={group} />
              </li>
            ))}
          </ul>
          <PageTurner
            label={t`Pages of ${title}`}
            page={page}
            pages={pages}
            onTurn={(to) => setSkip((to - 1) * GROUP_LIMITS.pageSize)}
          />
        </>
      )}
    </section>
  );
}
