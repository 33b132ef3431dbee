import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ACCESS_NAMES, useFormatting } from './business-labels';

/** Invitations not answered yet, for owners and admins, each of which they can withdraw. */
export function PendingInvitations({ businessID }: { businessID: string }) {
  const invitations = useInvitations(businessID, true);
  const revoke = useRevokeInvitation(businessID);
  const { t } = useLingui();
  const { i18n, tag } = useFormatting();
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(tag, { dateStyle: 'medium' });
  if (!invitations.data?.length) return null;
  return (
    <section
      aria-labelledby="pending-invitations"
      className="rounded-xl bg-white shadow-card ring-1 ring-slate-200"
    >
      <h2 id="pending-invitations" className="px-4 pt-4 text-base font-semibold text-slate-900">
        <Trans>Pending invitations</Trans>
      </h2>
      <ul className="divide-y divide-slate-100">
        {invitations.data.map((invitation) => {
          const sent = dateOf(invitation.createdAt);
          const expires = dateOf(invitation.expiresAt);
          const email = invitation.email;
          return (
            <li key={invitation.invitationID} className="flex flex-wrap items-center gap-3 p-4">
              <Mail aria-hidden className="size-5 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all text-slate-900">{invitation.email}</p>
                <p className="text-sm text-slate-600">
                  {i18n._(ACCESS_NAMES[invitation.access])} ·{' '}
                  <Trans>
                    sent {sent} · expires {expires}
                  </Trans>
                </p>
              </div>
              <button
                type="button"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(invitation.invitationID, {
                    onSuccess: () => toast.success(t`Invitation withdrawn`),
                    onError: (error) => toast.error(error.message),
                  })
                }
                className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <X aria-hidden className="size-4" />
                <span className="sr-only">
                  <Trans>Withdraw the invitation to {email}</Trans>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
