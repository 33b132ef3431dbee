import { useLingui } from '@lingui/react/macro';
import type { Group, GroupMember, GroupRole } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useModerateMember, type MemberAction } from '../api/moderate-member';
import { ROLE_LABELS } from './group-labels';

/** One mutation per row, so each row's buttons wait for their own request. */
function useMemberAction(groupID: string) {
  const { i18n } = useLingui();
  const moderate = useModerateMember(groupID);
  const run = (userID: string, action: MemberAction, done: string) =>
    moderate.mutate(
      { userID, ...action },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(errorText(error, i18n)) },
    );
  return { run, busy: moderate.isPending };
}

/** A join request: Approve, or Refuse (the API's remove). */
export function RequestActions({ groupID, member }: { groupID: string; member: GroupMember }) {
  const { t } = useLingui();
  const { run, busy } = useMemberAction(groupID);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <>
      <button
        type="button"
        disabled={busy}
        aria-label={t`Approve ${name}`}
        className={buttonClass('primary', 'sm')}
        onClick={() => run(member.userID, { action: 'approve' }, t`${name} joined the group.`)}
      >
        {t`Approve`}
      </button>
      <button
        type="button"
        disabled={busy}
        aria-label={t`Refuse ${name}`}
        className={buttonClass('outline', 'sm')}
        onClick={() => run(member.userID, { action: 'remove' }, t`The request of ${name} was refused.`)}
      >
        {t`Refuse`}
      </button>
    </>
  );
}

/** A banned person: Lift the ban (the API's remove without `ban`), after which they may join or ask again. */
export function BanActions({ groupID, member }: { groupID: string; member: GroupMember }) {
  const { t } = useLingui();
  const { run, busy } = useMemberAction(groupID);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={t`Lift the ban on ${name}`}
      className={buttonClass('outline', 'sm')}
      onClick={() => run(member.userID, { action: 'remove' }, t`${name} may join the group again.`)}
    >
      {t`Lift ban`}
    </button>
  );
}

/**
 * A member's row on the manage page: role (admin or member), mute, remove, ban and, for the owner, hand the group
 * over. The owner's own row and, for an admin, other admins' rows have nothing to change.
 */
export function MemberActions({
  group,
  member,
  viewerID,
}: {
  group: Group;
  member: GroupMember;
  viewerID: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const { run, busy } = useMemberAction(group.groupID);
  const name = `${member.firstName} ${member.lastName}`;
  const isOwner = group.viewer.role === 'owner';
  if (member.role === 'owner' || member.userID === viewerID) return null;
  if (!isOwner && member.role === 'admin') return null;
  const roles: GroupRole[] = ['member', 'admin'];
  return (
    <>
      {isOwner && (
        <label className="flex items-center gap-1 text-sm">
          <span className="sr-only">{t`Role of ${name}`}</span>
          <select
            value={member.role}
            disabled={busy}
            onChange={(event) => {
              const role = event.target.value as GroupRole;
              const label = i18n._(ROLE_LABELS[role]);
              run(member.userID, { action: 'role', role }, t`${name} is now ${label}.`);
            }}
            className="rounded-md border border-slate-300 bg-white px-2 py-1"
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {i18n._(ROLE_LABELS[role])}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        disabled={busy}
        aria-label={member.muted ? t`Unmute ${name}` : t`Mute ${name}`}
        className={buttonClass('outline', 'sm')}
        onClick={() =>
          run(
            member.userID,
            { action: 'mute', muted: !member.muted },
            member.muted ? t`${name} can post again.` : t`${name} was muted.`,
          )
        }
      >
        {member.muted ? t`Unmute` : t`Mute`}
      </button>
      <button
        type="button"
        disabled={busy}
        aria-label={t`Remove ${name}`}
        className={buttonClass('outline', 'sm')}
        onClick={() => {
          if (window.confirm(t`Remove ${name} from the group?`))
            run(member.userID, { action: 'remove' }, t`${name} was removed.`);
        }}
      >
        {t`Remove`}
      </button>
      <button
        type="button"
        disabled={busy}
        aria-label={t`Ban ${name}`}
        className={buttonClass('outline', 'sm')}
        onClick={() => {
          if (window.confirm(t`Ban ${name}? They will not be able to join or ask again.`))
            run(member.userID, { action: 'remove', ban: true }, t`${name} was banned.`);
        }}
      >
        {t`Ban`}
      </button>
      {isOwner && (
        <button
          type="button"
          disabled={busy}
          aria-label={t`Make ${name} the owner`}
          className={buttonClass('ghost', 'sm')}
          onClick={() => {
            if (window.confirm(t`Hand the group over to ${name}? You will stay on as an admin.`))
              run(member.userID, { action: 'role', role: 'owner' }, t`${name} is now the owner.`);
          }}
        >
          {t`Transfer ownership`}
        </button>
      )}
    </>
  );
}
