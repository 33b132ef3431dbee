import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { useAccountLink, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useMyInvitations } from '../api/get-my-invitations';
import { ACCESS_LABELS } from './invite-member-form';

const Notice = ({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) => (
  <p role={role} className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
    {children}
  </p>
);

/**
 * What an invitation's link opens: a visitor logs in or registers first (coming back here), then the invitee
 * accepts with the link's token, or declines. The link is the proof that the address is theirs: My Business lists
 * the invitation but cannot accept it.
 */
export function InvitationAcceptance({ invitationID, token }: { invitationID: string; token: string }) {
  const { isLoggedIn } = useSession();
  const loginHref = useAccountLink('login');
  const registerHref = useAccountLink('register');
  const invitations = useMyInvitations(isLoggedIn && token !== '');
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const navigate = useNavigate();

  if (!token)
    return (
      <Notice role="alert">
        This invitation link is incomplete. Open the whole link from the e-mail, or ask the business to invite
        you again.
      </Notice>
    );
  if (!isLoggedIn)
    return (
      <div className="space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
        <p className="text-slate-700">
          To accept this invitation, log in or register with the e-mail address it was sent to.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={loginHref} className={buttonClass('primary')}>
            Log in
          </a>
          <a href={registerHref} className={buttonClass('outline')}>
            Register
          </a>
        </div>
      </div>
    );
  // Answered: the list no longer holds it, and the page is on its way to My Business.
  if (accept.isSuccess || decline.isSuccess) return null;
  if (invitations.isPending) return <Notice role="status">Loading…</Notice>;
  if (invitations.isError)
    return <Notice role="alert">An unexpected error has occurred, please try refreshing the page.</Notice>;
  const invitation = invitations.data.find((item) => item.invitationID === invitationID);
  if (!invitation)
    return (
      <Notice role="alert">
        This invitation is not addressed to the e-mail of your account, has expired or was already answered.
        If it was sent to another address, log out and log in with that one.
      </Notice>
    );

  const busy = accept.isPending || decline.isPending;
  const error = accept.error ?? decline.error;
  const done = (message: string) => {
    toast.success(message);
    void navigate(href.myBusiness());
  };
  return (
    <div className="space-y-4 rounded-xl bg-white p-6 shadow-card ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        {invitation.profilePhoto ? (
          <img src={invitation.profilePhoto.url} alt="" className="size-12 rounded-lg object-cover" />
        ) : (
          <span className="grid size-12 place-items-center rounded-lg bg-slate-100" aria-hidden>
            <Building2 className="size-6 text-slate-500" />
          </span>
        )}
        <p className="min-w-0 flex-1 text-slate-700">
          {invitation.invitedBy ?? 'A member'} invited you to join{' '}
          <span className="font-semibold text-slate-900">{invitation.companyName}</span> as{' '}
          {ACCESS_LABELS[invitation.access].toLowerCase()}.
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            accept.mutate(
              { invitationID, token },
              { onSuccess: () => done(`You are now a member of ${invitation.companyName}`) },
            )
          }
          className={buttonClass('primary')}
        >
          {accept.isPending ? 'Joining…' : `Join ${invitation.companyName}`}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => decline.mutate(invitationID, { onSuccess: () => done('Invitation declined') })}
          className={buttonClass('outline')}
        >
          Decline
        </button>
      </div>
    </div>
  );
}
