import { Trans, useLingui } from '@lingui/react/macro';
import { Building2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useMyInvitations } from '../api/get-my-invitations';
import { ACCESS_NAMES } from './business-labels';

/**
 * Invitations to join businesses, on My Business. They are accepted from the invitation's link only (it proves the
 * address is theirs, not just registered), so here they can only be declined.
 */
export function ReceivedInvitations() {
  const invitations = useMyInvitations();
  const decline = useDeclineInvitation();
  const { t, i18n } = useLingui();
  if (!invitations.data?.length) return null;
  return (
    <section
      aria-labelledby="received-invitations"
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="received-invitations" className="text-lg font-semibold text-slate-900">
        <Trans>Invitations to join a business</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          To accept an invitation, open the link in its e-mail (or the link the business gave you).
        </Trans>
      </p>
      <ul className="mt-3 space-y-3">
        {invitations.data.map((invitation) => {
          const companyName = invitation.companyName;
          const invitedBy = invitation.invitedBy;
          const role = i18n._(ACCESS_NAMES[invitation.access]).toLowerCase();
          return (
            <li
              key={invitation.invitationID}
              className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 shadow-card ring-1 ring-slate-200"
            >
              {invitation.profilePhoto ? (
                <img src={invitation.profilePhoto.url} alt="" className="size-10 rounded-lg object-cover" />
              ) : (
                <span className="grid size-10 place-items-center rounded-lg bg-slate-100" aria-hidden>
                  <Building2 className="size-5 text-slate-500" />
                </span>
              )}
              <p className="min-w-0 flex-1 text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{invitation.companyName}</span>
                {invitedBy ? ` · ${t`invited by ${invitedBy}`}` : ''} · {t`as ${role}`}
              </p>
              <button
                type="button"
                disabled={decline.isPending}
                aria-label={t`Decline the invitation of ${companyName}`}
                onClick={() =>
                  decline.mutate(invitation.invitationID, {
                    onSuccess: () => toast.success(t`Invitation declined`),
                    onError: (error) => toast.error(error.message),
                  })
                }
                className={buttonClass('outline', 'sm')}
              >
                <Trans>Decline</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
