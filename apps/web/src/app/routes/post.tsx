import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { isUuid } from '@/lib/uuid';
import { postAuthorName, usePost } from '@/features/posts/api/get-post';
import { ReportButton } from '@/features/reports/components/report-button';
import { usePageMeta } from '@/lib/page-meta';
import { isNotFound, NotFound, notFoundMeta } from '../not-found';
import { href } from '../paths';
import { PostWithSocial } from '../posts/post-with-social';

/**
 * One post with its likes and comments open: where a shared post link leads. Rendered on the server for visitors
 * and link previews; a post that does not exist, or that its visitor may not see (hidden by an operator, by a
 * suspended account), is the not-found page with a 404.
 */
export function Component() {
  const { postID = '' } = useParams();
  const navigate = useNavigate();
  const post = usePost(postID);
  // An id that is not a UUID is never read (`usePost`): no post has it.
  const missing = !isUuid(postID) || isNotFound(post.error);
  const { i18n, t } = useLingui();
  const author = post.data ? postAuthorName(post.data, i18n) : undefined;
  const title = author === undefined ? t`Post` : t`Post by ${author}`;
  usePageMeta(
    missing ? notFoundMeta.post.title : title,
    missing ? notFoundMeta.post.description : (post.data?.content.slice(0, 160) ?? t`A post.`),
  );
  if (missing) return <NotFound kind="post" />;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      {/* The post card shows its author as a name, not a heading: the page's one h1 says whose post it is. */}
      <h1 className="sr-only">{title}</h1>
      <Link to={href.newsfeed()} className="text-sm font-semibold text-brand-700 hover:underline">
        <Trans>← My B2B</Trans>
      </Link>
      {post.isPending ? (
        <div
          role="status"
          aria-label={t`Loading the post`}
          className="h-48 animate-pulse rounded-xl bg-slate-200"
        />
      ) : post.isError ? (
        <p role="alert" className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          <Trans>Error loading data</Trans>
        </p>
      ) : (
        <>
          <PostWithSocial post={post.data} commentsOpen onRemoved={() => void navigate(href.newsfeed())} />
          <div className="flex justify-end">
            <ReportButton objectType="post" objectID={post.data.postID} label={t`this post`} />
          </div>
        </>
      )}
    </div>
  );
}
