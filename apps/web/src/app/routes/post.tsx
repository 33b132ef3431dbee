import { Link, useNavigate, useParams } from 'react-router';
import { usePost } from '@/features/posts/api/get-post';
import { ReportButton } from '@/features/reports/components/report-button';
import { usePageMeta } from '@/lib/page-meta';
import { href } from '../paths';
import { PostWithSocial } from '../posts/post-with-social';

/** One post with its likes and comments open: where a shared post link leads. */
export function Component() {
  const { postID = '' } = useParams();
  const navigate = useNavigate();
  const post = usePost(postID);
  const name =
    post.data?.author.companyName ??
    `${post.data?.author.firstName ?? ''} ${post.data?.author.lastName ?? ''}`;
  const title = post.data ? `Post by ${name.trim()}` : 'Post';
  usePageMeta(title, post.data?.content.slice(0, 160) ?? 'A post.');
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      {/* The post card shows its author as a name, not a heading: the page's one h1 says whose post it is. */}
      <h1 className="sr-only">{title}</h1>
      <Link to={href.newsfeed()} className="text-sm font-semibold text-brand-700 hover:underline">
        ← My B2B
      </Link>
      {post.isPending ? (
        <div
          role="status"
          aria-label="Loading the post"
          className="h-48 animate-pulse rounded-xl bg-slate-200"
        />
      ) : post.isError ? (
        <p role="alert" className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          This post does not exist or was removed.
        </p>
      ) : (
        <>
          <PostWithSocial post={post.data} commentsOpen onRemoved={() => void navigate(href.newsfeed())} />
          <div className="flex justify-end">
            <ReportButton objectType="post" objectID={post.data.postID} label="this post" />
          </div>
        </>
      )}
    </div>
  );
}
