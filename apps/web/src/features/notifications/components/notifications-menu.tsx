import * as Popover from '@radix-ui/react-popover';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { CountBadge } from '@/components/ui/count-badge';
import { useSession } from '@/lib/session';
import { unreadOf, useNotifications } from '../api/get-notifications';
import { useNotificationsLive } from '../api/live';
import { NotificationList } from './notification-list';

/**
 * The header's bell: the unread count kept live over the shared event stream, and the list in a popover with
 * links to the full page and to the delivery settings.
 */
export function NotificationsMenu({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const [open, setOpen] = useState(false);
  useNotificationsLive(isLoggedIn);
  const unread = unreadOf(useNotifications(isLoggedIn).data);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={`${buttonClassName} relative`}
        aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
      >
        <Bell aria-hidden className="size-5" />
        <CountBadge count={unread} className="absolute -top-0.5 -right-0.5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t`Notifications`}
          className="z-50 max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-xl bg-white p-2 text-sm text-slate-700 shadow-card ring-1 ring-slate-200"
        >
          <p className="px-3 pt-2 pb-1 font-semibold text-slate-900">
            <Trans>Notifications</Trans>
          </p>
          <NotificationList onOpen={() => setOpen(false)} />
          <div className="mt-2 flex justify-between border-t border-slate-200 px-3 pt-2 text-sm">
            <Link
              to={href.notifications()}
              className="text-brand-700 hover:underline"
              onClick={() => setOpen(false)}
            >
              <Trans>See all</Trans>
            </Link>
            <Link
              to={href.profileEdit()}
              className="text-brand-700 hover:underline"
              onClick={() => setOpen(false)}
            >
              <Trans>Settings</Trans>
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
