import { Building2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useMyInvitations } from '../api/get-my-invitations';
import { ACCESS_LABELS } from './invite-member-form';

/** Invitations to join businesses, on My Business: nobody becomes a member without accepting here. */
export function ReceivedInvitations() {
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  if (!invitations.data?.length) return null;
  return (
    <section
      aria-labelledby="received-invitations"
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="received-invitations" className="text-lg font-semibold text-slate-900">
        Invitations to join a business
      </h2>
      <ul className="mt-3 space-y-3">
        {invitations.data.map((invitation) => (
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
              {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ''} · as{' '}
              {ACCESS_LABELS[invitation.access].toLowerCase()}
            </p>
            {(['accept', 'decline'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                disabled={answer.isPending}
                aria-label={`${choice === 'accept' ? 'Accept' : 'Decline'} the invitation of ${invitation.companyName}`}
                onClick={() =>
                  answer.mutate(
                    { invitationID: invitation.invitationID, answer: choice },
                    {
                      onSuccess: () =>
                        toast.success(
                          choice === 'accept'
                            ? `You are now a member of ${invitation.companyName}`
                            : 'Invitation declined',
                        ),
                      onError: (error) => toast.error(error.message),
                    },
                  )
                }
                className={buttonClass(choice === 'accept' ? 'primary' : 'outline', 'sm')}
              >
                {choice === 'accept' ? 'Accept' : 'Decline'}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
