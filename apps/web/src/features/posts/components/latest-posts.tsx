import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, PenSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Post } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { href } from '@/app/paths';
import { LATEST_POSTS, useLatestPosts } from '../api/latest-posts';
import { PostText } from './post-text';
import { PostTime } from './post-time';

const thumbOf = (image: Post['images'][number]) => image.versions?.medium?.url ?? image.url;

/** One post in short: who wrote it for a business, when, its text cut to a few lines and its first picture. */
function PostPreview({ post, owner }: { post: Post; owner: string }) {
  const link = href.post(post.postID);
  const { t } = useLingui();
  const [image, ...more] = post.images;
  const { firstName, lastName } = post.author;
  const moreCount = more.length;
  return (
    <article
      aria-label={t`Post by ${owner}`}
      className="flex h-full flex-col gap-3 rounded-lg p-4 ring-1 ring-slate-200"
    >
      <p className="text-xs text-slate-600">
        {post.author.businessID && (
          <span>
            <Trans>
              Posted by {firstName} {lastName}
            </Trans>{' '}
            ·{' '}
          </span>
        )}
        <Link to={link} className="hover:underline">
          <PostTime createdAt={post.createdAt} />
        </Link>
      </p>
      <PostText text={post.content} className="line-clamp-5 text-sm" />
      {image && (
        <div className="relative overflow-hidden rounded-md bg-slate-100">
          <img src={thumbOf(image)} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
          {more.length > 0 && (
            <span className="absolute right-2 bottom-2 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white">
              +{more.length}{' '}
              <span className="sr-only">
                <Plural value={moreCount} one="more picture" other="more pictures" />
              </span>
            </span>
          )}
        </div>
      )}
      <Link
        to={link}
        className="mt-auto inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        <Trans>View post</Trans> <ArrowRight aria-hidden className="size-4" />
      </Link>
    </article>
  );
}

/**
 * The Posts section of a business page or a profile: the newest few posts of the timeline, the way to all of them,
 * and for whoever may post there (`canPost`) the "Post an update" link to the timeline's create-post box. The server
 * renders it with the page (`latestPostsQueryOptions` is prefetched), so it is plain links: likes, comments and
 * removal are on the timeline and the post pages.
 */
export function LatestPosts({
  timelineID,
  owner,
  canPost,
  emptyText,
}: {
  timelineID: string;
  /** The timeline's owner as posts name it: the business, or the person. */
  owner: string;
  canPost: boolean;
  emptyText: ReactNode;
}) {
  const { t } = useLingui();
  const latest = useLatestPosts(timelineID);
  const total = latest.data?.total ?? 0;
  return (
    <section
      id="posts"
      aria-labelledby="posts-title"
      className="scroll-mt-24 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="posts-title" className="text-lg font-semibold text-slate-900">
          <Trans>Posts</Trans>
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {total > 0 && (
            <Link
              to={href.timeline(timelineID)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {total > LATEST_POSTS ? (
                <Plural value={total} one="See all # posts" other="See all # posts" />
              ) : (
                <Trans>See all posts</Trans>
              )}
            </Link>
          )}
          {canPost && (
            <Link to={href.compose(timelineID)} className={buttonClass('primary', 'sm')}>
              <PenSquare aria-hidden className="size-4" /> <Trans>Post an update</Trans>
            </Link>
          )}
        </div>
      </div>
      <div className="mt-4">
        {latest.isPending ? (
          <div role="status" aria-label={t`Loading posts`} className="grid gap-4 lg:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <div key={key} className="h-40 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </div>
        ) : latest.isError ? (
          <p role="alert" className="text-sm text-slate-700">
            <Trans>The posts could not be loaded.</Trans>{' '}
            <button
              type="button"
              onClick={() => void latest.refetch()}
              className="font-semibold text-brand-700 underline"
            >
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : latest.data.posts.length === 0 ? (
          <p className="text-sm text-slate-600">{emptyText}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-3">
            {latest.data.posts.map((post) => (
              <li key={post.postID}>
                <PostPreview post={post} owner={owner} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
