import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { href } from '@/app/paths';
import { useSession } from '@/lib/session';
import { useUnreadCount } from '../api/get-unread-count';
import { UnreadBadge } from './unread-badge';

const pillClassName =
  'flex shrink-0 items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600';

/**
 * The inboxes a user can open: their own conversations as a buyer and the shared inbox of each business they
 * belong to, each with its unread count.
 */
export function InboxLinks({ businesses }: { businesses: { id: string; name: string }[] }) {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const unread = useUnreadCount(isLoggedIn).data;
  if (!businesses.length) return null;
  const count = (businessID: string) =>
    unread?.businesses.find((item) => item.businessID === businessID)?.unread ?? 0;
  const label = (name: string, unreadCount: number) => (
    <>
      <span className="max-w-48 truncate">{name}</span>
      <UnreadBadge count={unreadCount} />
      {unreadCount > 0 && (
        <span className="sr-only">
          <Trans>, {unreadCount} unread</Trans>
        </span>
      )}
    </>
  );
  return (
    <nav aria-label={t`Inboxes`} className="relative mb-3 flex gap-2 overflow-x-auto px-2 pb-1 sm:px-0">
      <NavLink to={href.myMessages()} className={pillClassName}>
        {label(t`My conversations`, unread?.sent ?? 0)}
      </NavLink>
      {businesses.map((business) => (
        <NavLink key={business.id} to={href.businessRequests(business.id)} className={pillClassName}>
          {label(business.name, count(business.id))}
        </NavLink>
      ))}
    </nav>
  );
}
