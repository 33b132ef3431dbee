import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Trash2, UserRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { BusinessAccess, ViewerAccess } from '@tradeforge/contracts';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';
import { ACCESS_NAMES } from './business-labels';
import { InviteMemberForm } from './invite-member-form';
import { PendingInvitations } from './pending-invitations';

/**
 * Members of a business (spec part 2, section 2.7): owners and admins invite, change and remove members; members'
 * e-mails come only to them.
 */
export function MembersPanel({
  businessID,
  viewerAccess,
  viewerID,
}: {
  businessID: string;
  viewerAccess: ViewerAccess;
  viewerID: string | undefined;
}) {
  const id = useId();
  const members = useMembers(businessID);
  const update = useUpdateMember(businessID);
  const remove = useRemoveMember(businessID);
  const { t, i18n } = useLingui();
  const canManage = viewerAccess === 'owner' || viewerAccess === 'admin';
  const grantable: BusinessAccess[] =
    viewerAccess === 'owner' ? ['owner', 'admin', 'member'] : ['admin', 'member'];

  return (
    <div className="space-y-6">
      {canManage && <InviteMemberForm businessID={businessID} grantable={grantable} />}
      {canManage && <PendingInvitations businessID={businessID} />}
      {members.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Loading members…</Trans>
        </p>
      ) : members.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {members.error.message}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-card ring-1 ring-slate-200">
          {members.data.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            const editable = canManage && member.userID !== viewerID;
            return (
              <li key={member.userID} className="flex flex-wrap items-center gap-3 p-4">
                {member.profilePhoto ? (
                  <img src={member.profilePhoto.url} alt="" className="size-10 rounded-full object-cover" />
                ) : (
                  <span className="grid size-10 place-items-center rounded-full bg-slate-100" aria-hidden>
                    <UserRound className="size-5 text-slate-500" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{name}</p>
                  {member.email && <p className="text-sm break-all text-slate-600">{member.email}</p>}
                </div>
                {editable ? (
                  <>
                    <label htmlFor={`${id}-${member.userID}`} className="sr-only">
                      <Trans>Access of {name}</Trans>
                    </label>
                    <select
                      id={`${id}-${member.userID}`}
                      value={member.access}
                      disabled={update.isPending}
                      onChange={(event) =>
                        update.mutate(
                          { userID: member.userID, access: event.target.value as BusinessAccess },
                          {
                            onSuccess: () => toast.success(t`Saved successfully`),
                            onError: (error) => toast.error(error.message),
                          },
                        )
                      }
                      className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                    >
                      {(grantable.includes(member.access) ? grantable : [member.access, ...grantable]).map(
                        (value) => (
                          <option key={value} value={value}>
                            {i18n._(ACCESS_NAMES[value])}
                          </option>
                        ),
                      )}
                    </select>
                    <button
                      type="button"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (!window.confirm(t`Remove ${name} from this business?`)) return;
                        remove.mutate(member.userID, {
                          onSuccess: () => toast.success(t`Member removed`),
                          onError: (error) => toast.error(error.message),
                        });
                      }}
                      className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
                    >
                      <Trash2 aria-hidden className="size-4" />
                      <span className="sr-only">
                        <Trans>Remove {name}</Trans>
                      </span>
                    </button>
                  </>
                ) : (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {i18n._(ACCESS_NAMES[member.access])}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
