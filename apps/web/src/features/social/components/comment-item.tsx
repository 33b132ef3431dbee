import type { ReactNode } from 'react';
import { Trash2, UserRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { Comment } from '@tradeforge/contracts';
import { useSession } from '@/lib/session';
import { useDeleteComment } from '../api/delete-comment';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One comment or reply: author (or the business they wrote as), date, text; its author may delete it. */
export function CommentItem({
  comment,
  small,
  children,
}: {
  comment: Comment;
  /** Replies are drawn smaller, under their comment. */
  small?: boolean;
  /** Actions and replies, below the text. */
  children?: ReactNode;
}) {
  const { session } = useSession();
  const deleteComment = useDeleteComment();
  const author = comment.whoComment;
  const name = author.companyName ?? `${author.firstName} ${author.lastName}`;
  const avatar = small ? 'size-7' : 'size-9';
  return (
    <li
      className={`flex gap-3 rounded-lg ${small ? 'bg-white p-2.5 ring-1 ring-slate-200' : 'bg-slate-50 p-3'}`}
    >
      {author.profilePhoto ? (
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
            <span className="text-sm font-semibold text-slate-900">{name}</span>
            <time dateTime={comment.createdAt} className="text-xs text-slate-600">
              {dateFormat.format(new Date(comment.createdAt))}
            </time>
          </div>
          {session?.userID === author.userID && (
            <button
              type="button"
              disabled={deleteComment.isPending}
              onClick={() =>
                deleteComment.mutate(comment.commentID, { onError: (error) => toast.error(error.message) })
              }
              className="-m-1 rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">{small ? 'Delete reply' : 'Delete comment'}</span>
            </button>
          )}
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{comment.content}</p>
        {children}
      </div>
    </li>
  );
}
