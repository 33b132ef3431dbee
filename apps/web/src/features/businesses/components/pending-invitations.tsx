import { Mail, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ACCESS_LABELS } from './invite-member-form';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Invitations not answered yet, for owners and admins, each of which they can withdraw. */
export function PendingInvitations({ businessID }: { businessID: string }) {
  const invitations = useInvitations(businessID, true);
  const revoke = useRevokeInvitation(businessID);
  if (!invitations.data?.length) return null;
  return (
    <section
      aria-labelledby="pending-invitations"
      className="rounded-xl bg-white shadow-card ring-1 ring-slate-200"
    >
      <h2 id="pending-invitations" className="px-4 pt-4 text-base font-semibold text-slate-900">
        Pending invitations
      </h2>
      <ul className="divide-y divide-slate-100">
        {invitations.data.map((invitation) => (
          <li key={invitation.invitationID} className="flex flex-wrap items-center gap-3 p-4">
            <Mail aria-hidden className="size-5 text-slate-500" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-all text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-600">
                {ACCESS_LABELS[invitation.access]} · sent {dateOf(invitation.createdAt)} · expires{' '}
                {dateOf(invitation.expiresAt)}
              </p>
            </div>
            <button
              type="button"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(invitation.invitationID, {
                  onSuccess: () => toast.success('Invitation withdrawn'),
                  onError: (error) => toast.error(error.message),
                })
              }
              className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
            >
              <X aria-hidden className="size-4" />
              <span className="sr-only">Withdraw the invitation to {invitation.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
