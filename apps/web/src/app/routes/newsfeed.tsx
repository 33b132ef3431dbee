import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { POST_MESSAGES } from '@tradeforge/contracts';
import { useNewsfeed } from '@/features/posts/api/load-newsfeed';
import { PostComposer } from '@/features/posts/components/post-composer';
import { PostFeed } from '@/features/posts/components/post-feed';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { COMPOSE_PARAM, href } from '../paths';
import { PostWithSocial } from '../posts/post-with-social';
import { usePostActors } from '../posts/use-post-actors';
import { LazyGettingStarted } from '../onboarding/lazy-getting-started';

/**
 * My B2B (spec part 2, section 2.5): the create-post box, then the posts of the user, of the businesses they
 * follow and belong to, and of their groups (each marked with its group), newest first. For members only (the
 * route table's gate). `?compose=1` puts the focus in the create-post box.
 */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`My B2B`, t`Posts of the businesses you follow and belong to.`);
  const { isLoggedIn, session } = useSession();
  const [params] = useSearchParams();
  const feed = useNewsfeed(isLoggedIn);
  const actors = usePostActors(isLoggedIn);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>My B2B</Trans>
        </h1>
        <p className="flex gap-4">
          <Link to={href.groups()} className="text-sm font-semibold text-brand-700 hover:underline">
            <Trans>My groups</Trans>
          </Link>
          {session?.userID && (
            <Link
              to={href.timeline(session.userID)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              <Trans>My timeline</Trans>
            </Link>
          )}
        </p>
      </div>
      <LazyGettingStarted />
      <PostComposer actors={actors} autoFocus={params.get(COMPOSE_PARAM) === '1'} />
      <PostFeed
        query={feed}
        label={t`Newsfeed`}
        errorText={POST_MESSAGES.feedFailed}
        emptyText={t`Nothing here yet: follow businesses to see their posts, or write the first one.`}
        renderPost={(post) => <PostWithSocial post={post} />}
      />
    </div>
  );
}
