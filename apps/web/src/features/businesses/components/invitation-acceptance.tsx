import { Trans, useLingui } from '@lingui/react/macro';
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
import { ACCESS_NAMES } from './business-labels';

const Notice = ({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) => (
  <p role={role} className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
    {children}
  </p>
);

function InvitedBy({ inviter, companyName, role }: { inviter: string; companyName: string; role: string }) {
  return (
    <Trans>
      {inviter} invited you to join <span className="font-semibold text-slate-900">{companyName}</span> as{' '}
      {role}.
    </Trans>
  );
}

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
  const { t, i18n } = useLingui();

  if (!token)
    return (
      <Notice role="alert">
        <Trans>
          This invitation link is incomplete. Open the whole link from the e-mail, or ask the business to
          invite you again.
        </Trans>
      </Notice>
    );
  if (!isLoggedIn)
    return (
      <div className="space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
        <p className="text-slate-700">
          <Trans>To accept this invitation, log in or register with the e-mail address it was sent to.</Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={loginHref} className={buttonClass('primary')}>
            <Trans>Log in</Trans>
          </a>
          <a href={registerHref} className={buttonClass('outline')}>
            <Trans>Register</Trans>
          </a>
        </div>
      </div>
    );
  // Answered: the list no longer holds it, and the page is on its way to My Business.
  if (accept.isSuccess || decline.isSuccess) return null;
  if (invitations.isPending)
    return (
      <Notice role="status">
        <Trans>Loading…</Trans>
      </Notice>
    );
  if (invitations.isError)
    return (
      <Notice role="alert">
        <Trans>An unexpected error has occurred, please try refreshing the page.</Trans>
      </Notice>
    );
  const invitation = invitations.data.find((item) => item.invitationID === invitationID);
  if (!invitation)
    return (
      <Notice role="alert">
        <Trans>
          This invitation is not addressed to the e-mail of your account, has expired or was already answered.
          If it was sent to another address, log out and log in with that one.
        </Trans>
      </Notice>
    );

  const companyName = invitation.companyName;
  const role = i18n._(ACCESS_NAMES[invitation.access]).toLowerCase();
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
          {invitation.invitedBy ? (
            <InvitedBy inviter={invitation.invitedBy} companyName={companyName} role={role} />
          ) : (
            <Trans>
              A member invited you to join <span className="font-semibold text-slate-900">{companyName}</span>{' '}
              as {role}.
            </Trans>
          )}
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
              { onSuccess: () => done(t`You are now a member of ${companyName}`) },
            )
          }
          className={buttonClass('primary')}
        >
          {accept.isPending ? t`Joining…` : t`Join ${companyName}`}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => decline.mutate(invitationID, { onSuccess: () => done(t`Invitation declined`) })}
          className={buttonClass('outline')}
        >
          <Trans>Decline</Trans>
        </button>
      </div>
    </div>
  );
}
