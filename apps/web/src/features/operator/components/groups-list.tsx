import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OperatorGroupRow } from '@tradeforge/contracts';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { GroupModeration } from './group-moderation';
import { dateOf, ModerationNote } from './moderation-note';
import { PagedList } from './paged-list';

/** Every group, newest first, hidden and suspended ones too: search names and owners' e-mails, hide, suspend. */
export function GroupsList() {
  const { t } = useLingui();
  return (
    <PagedList<OperatorGroupRow>
      list="groups"
      title={t`Groups`}
      searchLabel={t`Name or owner e-mail`}
      empty={t`No group matches.`}
      itemKey={(group) => group.groupID}
      renderItem={(group) => <GroupRow group={group} />}
    />
  );
}

function GroupRow({ group }: { group: OperatorGroupRow }) {
  const { t } = useLingui();
  const owner = group.ownerEmail ?? t`(no owner)`;
  const created = dateOf(group.createdAt);
  const state = group.suspendedAt ? 'suspended' : group.hiddenAt ? 'hidden' : 'visible';
  return (
    <article aria-label={group.name} className="space-y-2">
      <p className="font-semibold">
        <Link className="text-brand-700 underline" to={href.group(group.groupID)}>
          {group.name}
        </Link>
      </p>
      <p className="text-sm text-slate-600">
        {group.privacy === 'open' ? <Trans>Open group</Trans> : <Trans>Private group</Trans>} ·{' '}
        <Plural value={group.memberCount} one="# member" other="# members" /> ·{' '}
        <Trans>
          Owner {owner}, created {created}
        </Trans>
      </p>
      {group.hiddenAt && <ModerationNote label="hidden" at={group.hiddenAt} reason={group.hiddenReason} />}
      {group.suspendedAt && <ModerationNote label="suspended" at={group.suspendedAt} />}
      <GroupModeration groupID={group.groupID} state={state} />
    </article>
  );
}
