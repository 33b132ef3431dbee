import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Comment } from '@tradeforge/contracts';
import { useComments } from '../api/get-comments';
import { CommentBox } from './comment-box';
import { CommentList } from './comment-list';
import { CommentThread } from './comment-thread';

/**
 * Comments on a resource (spec part 2, section 2.9): write, read by pages of 5, reply to a comment, show or hide
 * its replies (part 1, section 4); authors delete their own comments and replies.
 */
export function Comments({
  resourceID,
  resourceType,
  commentActions,
}: {
  resourceID: string;
  resourceType: 'product' | 'post';
  /** The page's actions on each comment and reply (the Report action, from another feature). */
  commentActions?: (comment: Comment) => ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  // The same query as the list's, read here for the count in the heading.
  const total = useComments(resourceID).data?.pages.at(-1)?.total ?? 0;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        <Trans>Comments</Trans>{' '}
        {total > 0 && <span className="text-sm font-normal text-slate-600">({total})</span>}
      </h2>
      <div className="mt-3">
        <CommentBox
          id={`${id}-new`}
          resourceID={resourceID}
          resourceType={resourceType}
          label={t`Write a comment`}
          rows={6}
          submitLabel={t`Comment`}
        />
      </div>
      <CommentList
        resourceID={resourceID}
        label={t`Comments`}
        empty={t`No comments yet.`}
        className="mt-4"
        renderComment={(comment) => <CommentThread comment={comment} commentActions={commentActions} />}
      />
    </section>
  );
}
