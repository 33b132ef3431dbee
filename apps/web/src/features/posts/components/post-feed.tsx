import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { NEWSFEED_AUTO_LOAD_MS, type Post } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { useOnScreen } from '@/lib/on-screen';

type PostPages = UseInfiniteQueryResult<InfiniteData<{ posts: Post[] }>>;

/**
 * Posts newest first with 'Load more posts' (spec part 2, sections 2.5 and 4): the button also fires by itself
 * 4 s after the last load while it is on screen, so reading down the list keeps loading without hammering the
 * API from a tab left open at the top.
 */
export function PostFeed({
  query,
  renderPost,
  errorText,
  emptyText,
  label,
}: {
  query: PostPages;
  renderPost: (post: Post) => ReactNode;
  errorText: string;
  emptyText: ReactNode;
  label: string;
}) {
  const { t } = useLingui();
  const [sentinel, visible] = useOnScreen<HTMLDivElement>();
  const { hasNextPage, isFetchingNextPage, isError, dataUpdatedAt, fetchNextPage } = query;
  useEffect(() => {
    if (!visible || !hasNextPage || isFetchingNextPage || isError) return;
    const timer = setTimeout(
      () => void fetchNextPage(),
      Math.max(0, dataUpdatedAt + NEWSFEED_AUTO_LOAD_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [visible, hasNextPage, isFetchingNextPage, isError, dataUpdatedAt, fetchNextPage]);

  if (query.isPending)
    return (
      <div role="status" aria-label={t`Loading posts`} className="space-y-4">
        {[0, 1].map((key) => (
          <div key={key} className="h-40 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
    );
  if (query.isError && !query.data)
    return (
      <p role="alert" className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
        {errorText}{' '}
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="font-semibold text-brand-700 underline"
        >
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  const seen = new Set<string>();
  const posts = (query.data?.pages ?? [])
    .flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.postID) && !!seen.add(post.postID));
  if (posts.length === 0)
    return (
      <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">{emptyText}</p>
    );
  return (
    <section aria-label={label} className="space-y-4">
      <ul className="space-y-4">
        {posts.map((post) => (
          <li key={post.postID}>{renderPost(post)}</li>
        ))}
      </ul>
      <div ref={sentinel} className="flex flex-col items-center gap-2 py-2">
        {query.isFetchNextPageError && (
          <p role="alert" className="text-sm text-slate-700">
            {errorText}
          </p>
        )}
        {hasNextPage && (
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className={buttonClass('outline')}
          >
            {isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more posts</Trans>}
          </button>
        )}
      </div>
    </section>
  );
}
