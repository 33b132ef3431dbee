import { useId, useState } from 'react';
import { Trash2, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { COMMENT_MAX_LENGTH } from '@tradeforge/contracts';
import { useSession } from '@/lib/session';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { useMakeComment } from '../api/make-comment';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Comments on a resource (spec part 2, section 2.9): write, read by pages of 5, authors delete their own. */
export function Comments({
  resourceID,
  resourceType,
}: {
  resourceID: string;
  resourceType: 'product' | 'post';
}) {
  const id = useId();
  const { session, isLoggedIn } = useSession();
  const comments = useComments(resourceID);
  const makeComment = useMakeComment();
  const deleteComment = useDeleteComment();
  const [content, setContent] = useState('');

  const send = () => {
    const text = content.trim();
    if (!text || makeComment.isPending) return;
    setContent('');
    makeComment.mutate(
      { resourceID, resourceType, content: text },
      {
        onError: (error) => {
          setContent(text);
          toast.error(error.message || 'Something was wrong, try again please');
        },
      },
    );
  };

  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = comments.data?.pages.at(-1)?.total ?? 0;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Comments {total > 0 && <span className="text-sm font-normal text-slate-600">({total})</span>}
      </h2>
      {isLoggedIn ? (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={`${id}-text`} className="sr-only">
            Write a comment
          </label>
          <textarea
            id={`${id}-text`}
            rows={6}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder="Type here..."
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send();
              }
            }}
            className="block w-full rounded-lg border border-slate-300 p-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
          <div className="mt-2 flex items-center justify-between">
            <span className="text-xs text-slate-600" aria-live="polite">
              {content.length}/{COMMENT_MAX_LENGTH}
            </span>
            <button
              type="submit"
              disabled={makeComment.isPending || !content.trim()}
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {makeComment.isPending ? 'Sending…' : 'Comment'}
            </button>
          </div>
        </form>
      ) : (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          If you want to comment you must be logged in
        </p>
      )}
      {comments.isPending ? (
        <p className="mt-4 text-sm text-slate-600" role="status">
          Loading comments…
        </p>
      ) : comments.isError ? (
        <p className="mt-4 text-sm text-red-700">The comments could not be loaded.</p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No comments yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {list.map((comment) => {
            const author = comment.whoComment;
            const name = author.companyName ?? `${author.firstName} ${author.lastName}`;
            return (
              <li key={comment.commentID} className="flex gap-3 rounded-lg bg-slate-50 p-3">
                {author.profilePhoto ? (
                  <img
                    src={author.profilePhoto.url}
                    alt=""
                    className="size-9 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <span
                    className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-200"
                    aria-hidden
                  >
                    <UserRound className="size-5 text-slate-500" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <span className="text-sm font-semibold text-slate-900">{name}</span>
                    <time dateTime={comment.createdAt} className="text-xs text-slate-600">
                      {dateFormat.format(new Date(comment.createdAt))}
                    </time>
                  </div>
                  <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
                    {comment.content}
                  </p>
                </div>
                {session?.userID === author.userID && (
                  <button
                    type="button"
                    disabled={deleteComment.isPending}
                    onClick={() =>
                      deleteComment.mutate(comment.commentID, {
                        onError: (error) => toast.error(error.message),
                      })
                    }
                    className="self-start rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 aria-hidden className="size-4" />
                    <span className="sr-only">Delete comment</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {comments.hasNextPage && (
        <button
          type="button"
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
        >
          {comments.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}
