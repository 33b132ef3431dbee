import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_LIMITS, type GroupMember, type GroupMemberState } from '@tradeforge/contracts';
import { UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { useGroupMembers } from '../api/get-group-members';
import { ROLE_LABELS } from './group-labels';

/**
 * People of a group in one state (members by default; owners and admins also list requests, invitations and
 * bans), paged, each with their role and what the page adds (`actions`: the manage page's buttons).
 */
export function MemberList({
  groupID,
  state = 'member',
  label,
  emptyText,
  actions,
}: {
  groupID: string;
  state?: GroupMemberState;
  label: string;
  emptyText: string;
  actions?: (member: GroupMember) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const [skip, setSkip] = useState(0);
  const list = useGroupMembers(groupID, state, skip);
  if (list.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        <Trans>Loading members…</Trans>
      </p>
    );
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-slate-700">
        <Trans>The members could not be loaded.</Trans>{' '}
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="font-semibold text-brand-700 underline"
        >
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  const { members, total } = list.data;
  if (members.length === 0) return <p className="text-sm text-slate-700">{emptyText}</p>;
  const size = GROUP_LIMITS.membersPageSize;
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
        {members.map((member) => {
          const photo = member.profilePhoto?.versions?.thumb?.url ?? member.profilePhoto?.url;
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <li key={member.userID} className="flex flex-wrap items-center gap-3 p-3">
              {photo ? (
                <img src={photo} alt="" className="size-10 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden
                  className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-600"
                >
                  <UserRound className="size-5" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <Link
                  to={href.publicProfile(member.userID)}
                  className="block truncate font-semibold text-slate-900 hover:text-brand-700"
                >
                  {name}
                </Link>
                <p className="truncate text-xs text-slate-600">
                  {member.state === 'member' && member.role !== 'member' && (
                    <span className="mr-2 font-semibold text-brand-800">
                      {i18n._(ROLE_LABELS[member.role])}
                    </span>
                  )}
                  {member.muted && (
                    <span className="mr-2 font-semibold text-amber-800">
                      <Trans>Muted</Trans>
                    </span>
                  )}
                  {member.jobPosition}
                </p>
              </div>
              {actions && <div className="flex flex-wrap gap-2">{actions(member)}</div>}
            </li>
          );
        })}
      </ul>
      {total > size && (
        <nav aria-label={t`Pages of ${label}`} className="flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={skip === 0}
            onClick={() => setSkip(skip - size)}
          >
            <Trans>Previous</Trans>
          </button>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={skip + size >= total}
            onClick={() => setSkip(skip + size)}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </div>
  );
}
