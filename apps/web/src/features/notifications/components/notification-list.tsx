import { Trans, useLingui } from '@lingui/react/macro';
import { describeNotification, LOCALE_TAGS, type NotificationItem } from '@tradeforge/contracts';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useSiteLocale } from '@/lib/i18n';
import { useMarkNotificationsRead } from '../api/mark-read';
import { useNotifications } from '../api/get-notifications';
import { describeGroupNotification } from './group-notification';
import { notificationHref } from './notification-link';
import { describeRfqNotification } from './rfq-notification';

function Line({ item, onOpen }: { item: NotificationItem; onOpen?: () => void }) {
  const { i18n } = useLingui();
  const locale = useSiteLocale();
  const markRead = useMarkNotificationsRead();
  const target = notificationHref(item);
  const open = () => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    onOpen?.();
  };
  const body = (
    <>
      <span className="block text-slate-800">
        {item.kind === 'group'
          ? describeGroupNotification(item, i18n)
          : item.kind === 'rfq'
            ? describeRfqNotification(item, i18n)
            : describeNotification(item)}
      </span>
      <time dateTime={item.updatedAt} className="block text-xs text-slate-600">
        {new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(item.updatedAt),
        )}
      </time>
    </>
  );
  const sharedClassName = `block rounded-md px-3 py-2 pl-6 text-sm relative ${item.read ? '' : 'bg-brand-50'}`;
  return (
    <li>
      {!item.read && <span aria-hidden className="absolute mt-3.5 ml-2.5 size-2 rounded-full bg-brand-600" />}
      {target ? (
        <Link to={target} onClick={open} className={`${sharedClassName} hover:bg-slate-100`}>
          {!item.read && (
            <span className="sr-only">
              <Trans>Unread:</Trans>{' '}
            </span>
          )}
          {body}
        </Link>
      ) : (
        <div className={sharedClassName}>{body}</div>
      )}
    </li>
  );
}

/** My notifications, paged with Load more, with Mark all as read; `onOpen` runs when one is followed. */
export function NotificationList({ enabled = true, onOpen }: { enabled?: boolean; onOpen?: () => void }) {
  const { t } = useLingui();
  const list = useNotifications(enabled);
  const markRead = useMarkNotificationsRead();
  if (list.isPending)
    return (
      <p className="px-3 py-2 text-sm text-slate-600">
        <Trans>Loading notifications…</Trans>
      </p>
    );
  if (list.isError)
    return (
      <p role="alert" className="px-3 py-2 text-sm text-slate-700">
        <Trans>Your notifications could not be loaded, please try again.</Trans>
      </p>
    );
  const items = list.data.pages.flatMap((page) => page.notifications);
  const unread = list.data.pages[0]?.unread ?? 0;
  return (
    <div>
      <div className="flex items-center justify-between px-3 pb-2">
        <p className="text-xs text-slate-600">
          {unread ? <Trans>{unread} unread</Trans> : <Trans>All read</Trans>}
        </p>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          <Trans>Mark all as read</Trans>
        </button>
      </div>
      {items.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-700">
          <Trans>You are all caught up. Likes, follows, comments and inquiries will appear here.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Notifications`} className="space-y-1">
          {items.map((item) => (
            <Line key={item.id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className={`${buttonClass('outline', 'sm')} mt-2 w-full`}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? (
            <Trans>Loading…</Trans>
          ) : (
            <Trans context="notifications">Load more</Trans>
          )}
        </button>
      )}
    </div>
  );
}
