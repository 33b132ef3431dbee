import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupCard } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useGroupStanding } from '../api/group-standing';

const badgeClassName =
  'inline-flex items-center rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700';

/**
 * The viewer's standing on a group card: Join (open) or Ask to join (private) as a button, Requested, Invited or
 * Member as a label (the group's page answers an invitation or withdraws a request).
 */
export function JoinButton({
  group,
}: {
  group: Pick<GroupCard, 'groupID' | 'name' | 'privacy' | 'viewerState'>;
}) {
  const { t, i18n } = useLingui();
  const standing = useGroupStanding(group.groupID);
  const name = group.name;
  switch (group.viewerState) {
    case 'member':
      return (
        <span className={badgeClassName}>
          <Trans>Member</Trans>
        </span>
      );
    case 'requested':
      return (
        <span className={badgeClassName}>
          <Trans>Requested</Trans>
        </span>
      );
    case 'invited':
      return (
        <span className={`${badgeClassName} bg-amber-100 text-amber-900`}>
          <Trans>Invited</Trans>
        </span>
      );
    case 'banned':
      return null;
    case 'none':
      return (
        <button
          type="button"
          disabled={standing.isPending}
          aria-label={group.privacy === 'open' ? t`Join ${name}` : t`Ask to join ${name}`}
          className={buttonClass('outline', 'sm')}
          onClick={() =>
            standing.mutate(
              { action: 'join' },
              {
                onSuccess: () =>
                  toast.success(
                    group.privacy === 'open'
                      ? t`You joined ${name}.`
                      : t`Your request to join ${name} was sent.`,
                  ),
                onError: (error) => toast.error(errorText(error, i18n)),
              },
            )
          }
        >
          {group.privacy === 'open' ? <Trans>Join</Trans> : <Trans>Ask to join</Trans>}
        </button>
      );
  }
}
