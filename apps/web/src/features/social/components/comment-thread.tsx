import { useId, useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Reply } from 'lucide-react';
import type { Comment } from '@tradeforge/contracts';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import { CommentList } from './comment-list';

const toggleClassName =
  'inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50';

/**
 * A top-level comment with its Reply box (none once removed) and its replies, each shown or hidden on demand.
 * `commentActions` adds the page's own actions to the comment and each reply.
 */
export function CommentThread({
  comment,
  commentActions,
}: {
  comment: Comment;
  commentActions?: (comment: Comment) => ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const author = comment.whoComment;
  const name = comment.removed
    ? t`a removed comment`
    : (author.companyName ?? `${author.firstName} ${author.lastName}`);
  const count = comment.replies;
  return (
    <CommentItem comment={comment} actions={commentActions?.(comment)}>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        {!comment.removed && (
          <button
            type="button"
            aria-expanded={replying}
            aria-controls={`${id}-reply`}
            onClick={() => setReplying(!replying)}
            className={toggleClassName}
          >
            <Reply aria-hidden className="size-3.5" />
            <Trans>Reply</Trans>
          </button>
        )}
        {count > 0 && (
          <button
            type="button"
            aria-expanded={showReplies}
            aria-controls={`${id}-replies`}
            onClick={() => setShowReplies(!showReplies)}
            className={toggleClassName}
          >
            {showReplies ? (
              <Trans>Hide replies</Trans>
            ) : (
              t`${plural(count, { one: 'View # reply', other: 'View # replies' })}`
            )}
          </button>
        )}
      </div>
      {replying && (
        <div className="mt-2">
          <CommentBox
            id={`${id}-reply`}
            resourceID={comment.commentID}
            resourceType="comment"
            label={t`Reply to ${name}`}
            rows={2}
            submitLabel={t`Send reply`}
            autoFocus
            onSent={() => setShowReplies(true)}
          />
        </div>
      )}
      {showReplies && count > 0 && (
        <CommentList
          id={`${id}-replies`}
          resourceID={comment.commentID}
          label={t`Replies to ${name}`}
          className="mt-3"
          renderComment={(reply) => <CommentItem comment={reply} small actions={commentActions?.(reply)} />}
        />
      )}
    </CommentItem>
  );
}
