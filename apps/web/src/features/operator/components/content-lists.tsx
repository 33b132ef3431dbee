import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ContentAuthor, OperatorCommentRow, OperatorPostRow } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { ModerateAction } from './moderate-action';
import { dateOf, ModerationNote } from './moderation-note';
import { placeHref } from './object-link';
import { PagedList, StatusFilter } from './paged-list';

const STATUSES = [
  ['visible', msg`Visible`],
  ['hidden', msg`Hidden`],
] as const;
const statusOptions = (i18n: I18n): [string, string][] =>
  STATUSES.map(([status, label]) => [status, i18n._(label)]);

function Byline({ author, createdAt }: { author: ContentAuthor; createdAt: string }) {
  const { email, companyName } = author;
  return (
    <p className="text-sm text-slate-600">
      <Link className="text-brand-700 underline" to={href.publicProfile(author.userID)}>
        {author.name}
      </Link>{' '}
      ({email}){companyName && <Trans> as {companyName}</Trans>} · {dateOf(createdAt)}
    </p>
  );
}

/** Every post, newest first: search the text or the author's e-mail, hide or show again with a reason. */
export function PostsList() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('all');
  return (
    <PagedList<OperatorPostRow>
      list="posts"
      title={t`Posts`}
      searchLabel={t`Text or author e-mail`}
      empty={t`No post matches.`}
      filters={status === 'all' ? {} : { status }}
      toolbar={<StatusFilter value={status} onChange={setStatus} options={statusOptions(i18n)} />}
      itemKey={(post) => post.postID}
      renderItem={(post) => <PostRow post={post} />}
    />
  );
}

function PostRow({ post }: { post: OperatorPostRow }) {
  const { t } = useLingui();
  const author = post.author.name;
  const images = post.images;
  return (
    <article aria-label={t`Post by ${author}`} className="space-y-2">
      <Byline author={post.author} createdAt={post.createdAt} />
      <p className="text-sm break-words whitespace-pre-line text-slate-800">
        <Link className="text-brand-700 underline" to={href.post(post.postID)}>
          {post.content || t`(images only)`}
        </Link>
        {images > 0 && (
          <span className="text-slate-600">
            {' · '}
            <Plural value={images} one="# image" other="# images" />
          </span>
        )}
      </p>
      {post.hiddenAt && <ModerationNote label="hidden" at={post.hiddenAt} reason={post.hiddenReason} />}
      <ModerateAction objectType="post" objectID={post.postID} moderated={!!post.hiddenAt} />
    </article>
  );
}

/** Every comment and reply, newest first, with the page it is on: hide or show again with a reason. */
export function CommentsList() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('all');
  return (
    <PagedList<OperatorCommentRow>
      list="comments"
      title={t`Comments`}
      searchLabel={t`Text or author e-mail`}
      empty={t`No comment matches.`}
      filters={status === 'all' ? {} : { status }}
      toolbar={<StatusFilter value={status} onChange={setStatus} options={statusOptions(i18n)} />}
      itemKey={(comment) => comment.commentID}
      renderItem={(comment) => <CommentRow comment={comment} />}
    />
  );
}

/** Where a comment is: "Reply on the post …", "On the product …". */
function CommentPlaceLine({ comment }: { comment: OperatorCommentRow }) {
  const { t } = useLingui();
  const place = comment.place!;
  const to = placeHref(place);
  const title = to ? (
    <Link className="text-brand-700 underline" to={to}>
      {place.title}
    </Link>
  ) : (
    (place.title ?? t`(removed)`)
  );
  return (
    <p className="text-sm text-slate-600">
      {comment.reply ? (
        place.type === 'post' ? (
          <Trans>Reply on the post {title}</Trans>
        ) : (
          <Trans>Reply on the product {title}</Trans>
        )
      ) : place.type === 'post' ? (
        <Trans>On the post {title}</Trans>
      ) : (
        <Trans>On the product {title}</Trans>
      )}
    </p>
  );
}

function CommentRow({ comment }: { comment: OperatorCommentRow }) {
  const { t } = useLingui();
  const author = comment.author.name;
  return (
    <article aria-label={t`Comment by ${author}`} className="space-y-2">
      <Byline author={comment.author} createdAt={comment.createdAt} />
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{comment.content}</p>
      {comment.place && <CommentPlaceLine comment={comment} />}
      {comment.hiddenAt && (
        <ModerationNote label="hidden" at={comment.hiddenAt} reason={comment.hiddenReason} />
      )}
      <ModerateAction objectType="comment" objectID={comment.commentID} moderated={!!comment.hiddenAt} />
    </article>
  );
}
