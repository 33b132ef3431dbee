import { useSession } from '@/lib/session';
import { useUnreadCount } from '../api/get-unread-count';
import { useMessagesLive } from '../api/live';

/**
 * The unread count on the Messages links, kept live: mounting it (once, in the header) opens the event stream
 * that also updates open chats and thread lists.
 */
export function useMessagesUnread() {
  const { isLoggedIn } = useSession();
  useMessagesLive(isLoggedIn);
  return useUnreadCount(isLoggedIn).data?.total ?? 0;
}

export { CountBadge as UnreadBadge } from '@/components/ui/count-badge';
