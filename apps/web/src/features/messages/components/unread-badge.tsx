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

export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={`flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
