import { useState } from 'react';
import { Link } from 'react-router';
import type { ContentAuthor, OperatorCommentRow, OperatorPostRow } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { countOf } from '@/lib/count-of';
import { ModerateAction } from './moderate-action';
import { dateOf, ModerationNote } from './moderation-note';
import { placeHref } from './object-link';
import { PagedList, StatusFilter } from './paged-list';

const STATUSES: [string, string][] = [
  ['visible', 'Visible'],
  ['hidden', 'Hidden'],
];

function Byline({ author, createdAt }: { author: ContentAuthor; createdAt: string }) {
  return (
    <p className="text-sm text-slate-600">
      <Link className="text-brand-700 underline" to={href.publicProfile(author.userID)}>
        {author.name}
      </Link>{' '}
      ({author.email}){author.companyName && <> as {author.companyName}</>} · {dateOf(createdAt)}
    </p>
  );
}

/** Every post, newest first: search the text or the author's e-mail, hide or show again with a reason. */
export function PostsList() {
  const [status, setStatus] = useState('all');
  return (
    <PagedList<OperatorPostRow>
      list="posts"
      title="Posts"
      searchLabel="Text or author e-mail"
      empty="No post matches."
      filters={status === 'all' ? {} : { status }}
      toolbar={<StatusFilter value={status} onChange={setStatus} options={STATUSES} />}
      itemKey={(post) => post.postID}
      renderItem={(post) => (
        <article aria-label={`Post by ${post.author.name}`} className="space-y-2">
          <Byline author={post.author} createdAt={post.createdAt} />
          <p className="text-sm break-words whitespace-pre-line text-slate-800">
            <Link className="text-brand-700 underline" to={href.post(post.postID)}>
              {post.content || '(images only)'}
            </Link>
            {post.images > 0 && <span className="text-slate-600"> · {countOf(post.images, 'image')}</span>}
          </p>
          {post.hiddenAt && <ModerationNote label="Hidden" at={post.hiddenAt} reason={post.hiddenReason} />}
          <ModerateAction objectType="post" objectID={post.postID} moderated={!!post.hiddenAt} />
        </article>
      )}
    />
  );
}

/** Every comment and reply, newest first, with the page it is on: hide or show again with a reason. */
export function CommentsList() {
  const [status, setStatus] = useState('all');
  return (
    <PagedList<OperatorCommentRow>
      list="comments"
      title="Comments"
      searchLabel="Text or author e-mail"
      empty="No comment matches."
      filters={status === 'all' ? {} : { status }}
      toolbar={<StatusFilter value={status} onChange={setStatus} options={STATUSES} />}
      itemKey={(comment) => comment.commentID}
      renderItem={(comment) => {
        const to = comment.place && placeHref(comment.place);
        return (
          <article aria-label={`Comment by ${comment.author.name}`} className="space-y-2">
            <Byline author={comment.author} createdAt={comment.createdAt} />
            <p className="text-sm break-words whitespace-pre-line text-slate-800">{comment.content}</p>
            {comment.place && (
              <p className="text-sm text-slate-600">
                {comment.reply ? 'Reply on the' : 'On the'} {comment.place.type}{' '}
                {to ? (
                  <Link className="text-brand-700 underline" to={to}>
                    {comment.place.title}
                  </Link>
                ) : (
                  (comment.place.title ?? '(removed)')
                )}
              </p>
            )}
            {comment.hiddenAt && (
              <ModerationNote label="Hidden" at={comment.hiddenAt} reason={comment.hiddenReason} />
            )}
            <ModerateAction
              objectType="comment"
              objectID={comment.commentID}
              moderated={!!comment.hiddenAt}
            />
          </article>
        );
      }}
    />
  );
}
