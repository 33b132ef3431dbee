import { Plural, useLingui } from '@lingui/react/macro';
import type { GroupCard as Card } from '@tradeforge/contracts';
import { Globe2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { taxonomyName } from '@/lib/i18n';
import { PRIVACY_LABELS } from './group-labels';
import { GroupCover } from './group-cover';
import { JoinButton } from './join-button';

/** A group in the lists: cover, name (the link), privacy, members, industry and the viewer's Join state. */
export function GroupCard({ group }: { group: Card }) {
  const { i18n } = useLingui();
  const Icon = group.privacy === 'open' ? Globe2 : Lock;
  return (
    <article
      aria-labelledby={`group-${group.groupID}`}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200"
    >
      <GroupCover cover={group.cover} size="card" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={`group-${group.groupID}`} className="text-base font-semibold text-slate-900">
          <Link to={href.group(group.groupID)} className="hover:text-brand-700 hover:underline">
            {group.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Icon aria-hidden className="size-3.5" /> {i18n._(PRIVACY_LABELS[group.privacy])}
          </span>
          <span>
            <Plural value={group.memberCount} one="# member" other="# members" />
          </span>
          {group.industry && <span>{taxonomyName(i18n, group.industry.name)}</span>}
        </p>
        <p className="line-clamp-2 text-sm text-slate-700">{group.description}</p>
        <div className="mt-auto pt-2">
          <JoinButton group={group} />
        </div>
      </div>
    </article>
  );
}
