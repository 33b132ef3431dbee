import type { Comment, ThreadSummary } from '@tradeforge/contracts';
import { ReportButton } from '@/features/reports/components/report-button';
import { useSession } from '@/lib/session';

/** The Report action on someone else's comment or reply (none on one's own, nor on a removed placeholder). */
export function CommentReport({ comment }: { comment: Comment }) {
  const { session } = useSession();
  const author = comment.whoComment;
  if (comment.removed || session?.userID === author.userID) return null;
  const name = author.companyName ?? `${author.firstName} ${author.lastName}`;
  return (
    <ReportButton compact objectType="comment" objectID={comment.commentID} label={`comment by ${name}`} />
  );
}

export const commentReport = (comment: Comment) => <CommentReport comment={comment} />;

/** The Report action on the open conversation of the message center (participants only see it). */
export const threadReport = (thread: ThreadSummary) => (
  <ReportButton objectType="thread" objectID={thread.requestID} label="this conversation" />
);
