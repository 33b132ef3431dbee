import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS } from '@tradeforge/contracts';
import type { ReactNode } from 'react';
import { Trash2, UserRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { Comment } from '@tradeforge/contracts';
import { useSiteLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useDeleteComment } from '../api/delete-comment';

/** What a removed comment that others replied to shows in place of its text. */
export const REMOVED_COMMENT_TEXT = msg`This comment was removed.`;

/**
 * One comment or reply: author (or the business they wrote as), date, text. Its author deletes it, and an owner or
 * admin of the product's business removes it (the API says which with `canRemove`). A removed comment kept for its
 * replies shows neither author nor text.
 */
export function CommentItem({
  comment,
  small,
  children,
  actions,
}: {
  comment: Comment;
  /** Replies are drawn smaller, under their comment. */
  small?: boolean;
  /** Actions and replies, below the text. */
  children?: ReactNode;
  /** Others' actions on it (the Report action), beside the delete button. */
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const { session } = useSession();
  const deleteComment = useDeleteComment();
  const author = comment.whoComment;
  const name = author.companyName ?? `${author.firstName} ${author.lastName}`;
  const own = session?.userID === author.userID;
  const avatar = small ? 'size-7' : 'size-9';
  return (
    <li
      className={`flex gap-3 rounded-lg ${small ? 'bg-white p-2.5 ring-1 ring-slate-200' : 'bg-slate-50 p-3'}`}
    >
      {!comment.removed && author.profilePhoto ? (
        <img
          src={author.profilePhoto.url}
          alt=""
          className={`${avatar} shrink-0 rounded-full object-cover`}
        />
      ) : (
        <span className={`grid ${avatar} shrink-0 place-items-center rounded-full bg-slate-200`} aria-hidden>
          <UserRound className={`${small ? 'size-4' : 'size-5'} text-slate-500`} />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
            {!comment.removed && <span className="text-sm font-semibold text-slate-900">{name}</span>}
            <time dateTime={comment.createdAt} className="text-xs text-slate-600">
              {new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(comment.createdAt))}
            </time>
          </div>
          {actions}
          {comment.canRemove && (
            <button
              type="button"
              disabled={deleteComment.isPending}
              onClick={() =>
                deleteComment.mutate(comment.commentID, { onError: (error) => toast.error(error.message) })
              }
              className="-m-1 rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">
                {own
                  ? small
                    ? t`Delete reply`
                    : t`Delete comment`
                  : small
                    ? t`Remove reply by ${name}`
                    : t`Remove comment by ${name}`}
              </span>
            </button>
          )}
        </div>
        {comment.removed ? (
          <p className="mt-1 text-sm text-slate-600 italic">{i18n._(REMOVED_COMMENT_TEXT)}</p>
        ) : (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{comment.content}</p>
        )}
        {children}
      </div>
    </li>
  );
}
