import { useLingui } from '@lingui/react/macro';
import type { Comment } from '@tradeforge/contracts';
import { useSession } from '@/lib/session';
import { ReportButton } from './report-button';

/** The Report action on someone else's comment or reply (none on one's own, nor on a removed placeholder). */
export function CommentReportButton({ comment }: { comment: Comment }) {
  const { t } = useLingui();
  const { session } = useSession();
  const author = comment.whoComment;
  if (comment.removed || session?.userID === author.userID) return null;
  const name = author.companyName ?? `${author.firstName} ${author.lastName}`;
  return (
    <ReportButton compact objectType="comment" objectID={comment.commentID} label={t`comment by ${name}`} />
  );
}
