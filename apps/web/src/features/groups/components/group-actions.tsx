import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { errorText } from '@/lib/http';
import { useAccountLink, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useGroupStanding, type GroupStandingAction } from '../api/group-standing';

/**
 * What the viewer can do about their standing on the group's page: Join or Ask to join, Cancel request, Accept or
 * Decline an invitation, Leave. A visitor is offered to log in; an owner hands the group over before leaving
 * (the manage page), so no Leave for them. `token` is an e-mailed invitation link's: it is accepted with it.
 */
export function GroupActions({ group, token }: { group: Group; token?: string }) {
  const { t, i18n } = useLingui();
  const { isLoggedIn } = useSession();
  const loginHref = useAccountLink('login');
  const standing = useGroupStanding(group.groupID);
  const name = group.name;
  const run = (action: GroupStandingAction, done: string) =>
    standing.mutate(
      { action, ...(action === 'accept' && token ? { token } : {}) },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(errorText(error, i18n)) },
    );
  const busy = standing.isPending;
  if (!isLoggedIn)
    return (
      <a href={loginHref} className={buttonClass('primary')}>
        {token ? <Trans>Log in to accept the invitation</Trans> : <Trans>Log in to join</Trans>}
      </a>
    );
  const state = token && group.viewer.state === 'none' ? 'invited' : group.viewer.state;
  switch (state) {
    case 'none':
      return group.privacy === 'open' ? (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('primary')}
          onClick={() => run('join', t`You joined ${name}.`)}
        >
          <Trans>Join</Trans>
        </button>
      ) : (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('primary')}
          onClick={() => run('join', t`Your request to join ${name} was sent.`)}
        >
          <Trans>Ask to join</Trans>
        </button>
      );
    case 'requested':
      return (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">
            <Trans>Your request is waiting for approval.</Trans>
          </span>
          <button
            type="button"
            disabled={busy}
            className={buttonClass('outline')}
            onClick={() => run('refuse', t`Your request was withdrawn.`)}
          >
            <Trans>Cancel request</Trans>
          </button>
        </div>
      );
    case 'invited':
      return (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            disabled={busy}
            className={buttonClass('primary')}
            onClick={() => run('accept', t`You joined ${name}.`)}
          >
            <Trans>Accept invitation</Trans>
          </button>
          <button
            type="button"
            disabled={busy}
            className={buttonClass('outline')}
            onClick={() => run('refuse', t`You declined the invitation.`)}
          >
            <Trans>Decline</Trans>
          </button>
        </div>
      );
    case 'member':
      if (group.viewer.role === 'owner') return null;
      return (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('outline')}
          onClick={() => {
            if (window.confirm(t`Leave ${name}?`)) run('leave', t`You left ${name}.`);
          }}
        >
          <Trans>Leave</Trans>
        </button>
      );
    case 'banned':
      return (
        <p className="text-sm text-slate-700">
          <Trans>You were removed from this group and cannot join it again.</Trans>
        </p>
      );
  }
}
