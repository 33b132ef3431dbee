import type { ResponseStats } from '@tradeforge/contracts';
import { Clock } from 'lucide-react';

/** Below this many inquiries in 90 days the figures say too little to show. */
const MIN_INQUIRIES = 3;

/** A median reply time in words: minutes under an hour, hours under two days, then days. */
export function formatReplyTime(seconds: number) {
  if (seconds < 3600) return `${Math.max(1, Math.ceil(seconds / 60))} min`;
  if (seconds < 48 * 3600) return `${Math.ceil(seconds / 3600)} h`;
  return `${Math.ceil(seconds / 86_400)} days`;
}

/** The median time to a first reply in words ("4 h"); null while the figures are too few or none was answered. */
export function replyTime(stats?: ResponseStats) {
  if (!stats || stats.inquiries < MIN_INQUIRIES || stats.medianReplySeconds === null) return null;
  return formatReplyTime(stats.medianReplySeconds);
}

/** How a business answers requests (last 90 days): "Usually replies within 3 h · Replies to 95% of requests". */
export function ResponseStatsLine({ stats, className = '' }: { stats?: ResponseStats; className?: string }) {
  if (!stats || stats.inquiries < MIN_INQUIRIES) return null;
  const time = replyTime(stats);
  const parts = [
    time && `Usually replies within ${time}`,
    `Replies to ${Math.round(stats.replyRate * 100)}% of requests`,
  ].filter(Boolean);
  return (
    <p className={`flex items-start gap-1.5 text-xs text-emerald-800 ${className}`}>
      <Clock aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{parts.join(' · ')}</span>
    </p>
  );
}
