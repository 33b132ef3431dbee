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

/** How a business answers requests (last 90 days): "Usually replies within 3 h · Replies to 95% of requests". */
export function ResponseStatsLine({ stats, className = '' }: { stats?: ResponseStats; className?: string }) {
  if (!stats || stats.inquiries < MIN_INQUIRIES) return null;
  const parts = [
    stats.medianReplySeconds !== null &&
      `Usually replies within ${formatReplyTime(stats.medianReplySeconds)}`,
    `Replies to ${Math.round(stats.replyRate * 100)}% of requests`,
  ].filter(Boolean);
  return (
    <p className={`flex items-start gap-1.5 text-xs text-emerald-800 ${className}`}>
      <Clock aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{parts.join(' · ')}</span>
    </p>
  );
}
