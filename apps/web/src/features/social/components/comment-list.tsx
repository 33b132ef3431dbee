import { Trans } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import type { Comment } from '@tradeforge/contracts';
import { useComments } from '../api/get-comments';

/** The comments on a resource (or the replies to a comment), 5 per page with Load more. */
export function CommentList({
  id,
  resourceID,
  label,
  empty,
  className,
  renderComment,
}: {
  id?: string;
  resourceID: string;
  /** Names the list and its Load more button, e.g. "Replies to Rosa Diaz". */
  label: string;
  empty?: string;
  className?: string;
  renderComment: (comment: Comment) => ReactNode;
}) {
  const comments = useComments(resourceID);
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  if (comments.isPending)
    return (
      <p id={id} className="mt-3 text-sm text-slate-600" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (comments.isError)
    return (
      <p id={id} className="mt-3 text-sm text-red-700" role="alert">
        <Trans>Error loading data</Trans>
      </p>
    );
  if (list.length === 0)
    return empty ? (
      <p id={id} className="mt-3 text-sm text-slate-600">
        {empty}
      </p>
    ) : null;
  return (
    <div id={id} className={className}>
      <ul aria-label={label} className="space-y-3">
        {list.map((comment) => (
          <Fragment key={comment.commentID}>{renderComment(comment)}</Fragment>
        ))}
      </ul>
      {comments.hasNextPage && (
        <button
          type="button"
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
        >
          {comments.isFetchingNextPage ? (
            <Trans>Loading…</Trans>
          ) : (
            <>
              <Trans context="comments">Load more</Trans>
              <span className="sr-only"> {label}</span>
            </>
          )}
        </button>
      )}
    </div>
  );
}
