import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@tradeforge/contracts';
import { Globe2, Lock, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { GroupCover } from './group-cover';
import { PRIVACY_LABELS } from './group-labels';

/**
 * The top of a group's page: cover, name, privacy badge, member count and owner, then `actions` (join, leave...)
 * and, for owners and admins, Manage with the number of requests waiting.
 */
export function GroupHeader({ group, actions }: { group: Group; actions: ReactNode }) {
  const { i18n } = useLingui();
  const Icon = group.privacy === 'open' ? Globe2 : Lock;
  const ownerName = `${group.owner.firstName} ${group.owner.lastName}`;
  const pending = group.pendingRequests;
  return (
    <header className="overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200">
      <GroupCover cover={group.cover} size="page" />
      <div className="space-y-3 p-4 sm:p-6">
        <h1 className="text-2xl font-bold break-words text-slate-900">{group.name}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
            <Icon aria-hidden className="size-3.5" /> {i18n._(PRIVACY_LABELS[group.privacy])}
          </span>
          <span>
            <Plural value={group.memberCount} one="# member" other="# members" />
          </span>
          <span>
            <Trans>
              Owner:{' '}
              <Link
                to={href.publicProfile(group.owner.userID)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {ownerName}
              </Link>
            </Trans>
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {actions}
          {group.viewer.canModerate && (
            <Link to={href.groupManage(group.groupID)} className={buttonClass('outline')}>
              <Settings aria-hidden className="size-4" /> <Trans>Manage</Trans>
              {pending > 0 && (
                <span className="rounded-full bg-accent-500 px-2 text-xs text-brand-900">
                  <Plural value={pending} one="# request" other="# requests" />
                </span>
              )}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
