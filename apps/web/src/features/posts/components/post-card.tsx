import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizedPath } from '@tradeforge/contracts';
import { Share2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Post } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { useSiteLocale } from '@/lib/i18n';
import { copyLink } from '@/lib/share';
import { postAuthorName } from '../api/get-post';
import { PostImages } from './post-images';
import { PostText } from './post-text';
import { PostTime } from './post-time';
import { RemovePostButton } from './remove-post-button';

function authorOf(post: Post, i18n: I18n) {
  const { author } = post;
  const person = `${author.firstName} ${author.lastName}`;
  if (author.businessID)
    return {
      name: postAuthorName(post, i18n),
      photo: author.businessPhoto,
      link: href.business(author.companyName ?? '', author.businessID),
      byline: i18n._(msg`Posted by ${person}`),
    };
  return {
    name: postAuthorName(post, i18n),
    photo: author.profilePhoto,
    link: href.publicProfile(author.userID),
    byline: undefined,
  };
}

/**
 * A post (spec part 1, section 2, post card): author with photo and link, the group it was posted in, time, text,
 * pictures, then what the page composes (`actions` beside share, e.g. the like button; `children` below, e.g.
 * comments) and, for those allowed, remove.
 */
export function PostCard({
  post,
  actions,
  children,
  onRemoved,
}: {
  post: Post;
  actions?: ReactNode;
  children?: ReactNode;
  onRemoved?: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const author = authorOf(post, i18n);
  const authorName = author.name;
  const photo = author.photo?.versions?.thumb?.url ?? author.photo?.url;
  const postLink = href.post(post.postID);
  // A post in a group says where it was written (the newsfeed mixes them with timelines' posts).
  const { group } = post;
  const groupName = group?.name;
  return (
    <article
      aria-label={t`Post by ${authorName}`}
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
    >
      <header className="flex items-start gap-3">
        <Link to={author.link} className="shrink-0" tabIndex={-1} aria-hidden>
          {photo ? (
            <img src={photo} alt="" className="size-11 rounded-full object-cover ring-1 ring-slate-200" />
          ) : (
            <span className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-600">
              <UserRound className="size-6" />
            </span>
          )}
        </Link>
        <div className="min-w-0 flex-1">
          <Link to={author.link} className="block truncate font-semibold text-slate-900 hover:text-brand-700">
            {author.name}
          </Link>
          {group && (
            <p className="truncate text-sm text-slate-700">
              <Trans>
                in{' '}
                <Link to={href.group(group.groupID)} className="font-semibold text-brand-700 hover:underline">
                  {groupName}
                </Link>
              </Trans>
            </p>
          )}
          <p className="text-xs text-slate-600">
            {author.byline && <span>{author.byline} · </span>}
            <Link to={postLink} className="hover:underline">
              <PostTime createdAt={post.createdAt} />
            </Link>
          </p>
        </div>
      </header>
      <div className="mt-3 space-y-3">
        <PostText text={post.content} />
        <PostImages images={post.images} label={t`Picture of a post by ${authorName}`} />
      </div>
      <footer className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        {actions}
        <button
          type="button"
          onClick={() =>
            void copyLink(`${window.location.origin}${localizedPath(locale, postLink)}`, t`Post Link copied!`)
          }
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <Share2 aria-hidden className="size-4" /> <Trans>Share</Trans>
        </button>
        {post.canRemove && (
          <span className="ml-auto">
            <RemovePostButton postID={post.postID} onRemoved={onRemoved} />
          </span>
        )}
      </footer>
      {children}
    </article>
  );
}
