/** A small red count on an icon (unread messages, notifications); nothing at zero, 99+ past 99. */
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
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
