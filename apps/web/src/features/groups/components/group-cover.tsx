import type { GroupCard } from '@tradeforge/contracts';
import { Users } from 'lucide-react';

/** A group's cover image, or a plain band with an icon when it has none; decorative (the name is beside it). */
export function GroupCover({
  cover,
  size,
  className = '',
}: {
  cover: GroupCard['cover'];
  size: 'card' | 'page';
  className?: string;
}) {
  const url = (size === 'card' ? cover?.versions?.medium?.url : cover?.versions?.large?.url) ?? cover?.url;
  const box = size === 'card' ? 'h-28' : 'h-36 sm:h-52';
  if (url) return <img src={url} alt="" className={`${box} w-full object-cover ${className}`} />;
  return (
    <div
      aria-hidden
      className={`${box} grid w-full place-items-center bg-gradient-to-br from-brand-600 to-brand-800 text-white/70 ${className}`}
    >
      <Users className="size-10" />
    </div>
  );
}
