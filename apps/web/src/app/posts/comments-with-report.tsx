import { CommentReportButton } from '@/features/reports/components/comment-report-button';
import { Comments } from '@/features/social/components/comments';

/** Comments on a product or post, with the Report action on each one of others. */
export function CommentsWithReport(props: { resourceID: string; resourceType: 'product' | 'post' }) {
  return <Comments {...props} commentActions={(comment) => <CommentReportButton comment={comment} />} />;
}
