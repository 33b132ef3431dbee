import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { LinkTabs } from '@/components/ui/link-tabs';
import { PageLoading } from '@/components/ui/page-status';
import { useGroup } from '@/features/groups/api/get-group';
import { GroupAbout } from '@/features/groups/components/group-about';
import { GroupActions } from '@/features/groups/components/group-actions';
import { GroupHeader } from '@/features/groups/components/group-header';
import { MemberList } from '@/features/groups/components/member-list';
import { NotifySelect } from '@/features/groups/components/notify-select';
import { useGroupPosts } from '@/features/posts/api/load-group-posts';
import { PostComposer } from '@/features/posts/components/post-composer';
import { PostFeed } from '@/features/posts/components/post-feed';
import { ReportButton } from '@/features/reports/components/report-button';
import { ApiError } from '@/lib/http';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { PostWithSocial } from '../posts/post-with-social';
import { usePostActors } from '../posts/use-post-actors';

const TABS = ['posts', 'members', 'about'] as const;
type Tab = (typeof TABS)[number];

/**
 * /group/{groupID} (issue 49): the group's header with the viewer's Join, Leave and notification choices, then the
 * tabs Posts (the composer for members who may post, and the feed), Members and About. Anyone may open it: a
 * private group shows non-members its About and a notice in place of its posts and members. The tab is in the
 * address (`?tab=`), so each can be linked; `?token=` is an e-mailed invitation's (accepted with it).
 */
export function Component() {
  const { groupID = '' } = useParams();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const tab: Tab = TABS.find((item) => item === params.get('tab')) ?? 'posts';
  const group = useGroup(groupID);
  const name = group.data?.name;
  usePageMeta(name ?? t`Group`, group.data?.description ?? t`A group of the industrial B2B network.`);
  if (group.isPending) return <PageLoading />;
  if (group.isError)
    return (
      <p role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">
        {group.error instanceof ApiError && group.error.status === 404 ? (
          <Trans>This group does not exist or was deleted.</Trans>
        ) : (
          <>
            <Trans>The group could not be loaded.</Trans>{' '}
            <button
              type="button"
              onClick={() => void group.refetch()}
              className="font-semibold text-brand-700 underline"
            >
              <Trans>Try again</Trans>
            </button>
          </>
        )}
      </p>
    );
  const { viewer, moderationReason: hiddenFor } = group.data;
  const labels: Record<Tab, string> = {
    posts: t`Posts`,
    members: t`Members`,
    about: t({ message: 'About', context: 'tab of a group' }),
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <GroupHeader
        group={group.data}
        actions={
          <>
            <GroupActions group={group.data} token={params.get('token') ?? undefined} />
            {viewer.state === 'member' && <NotifySelect group={group.data} />}
            {!viewer.canModerate && (
              <ReportButton objectType="group" objectID={groupID} label={group.data.name} />
            )}
          </>
        }
      />
      {hiddenFor && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <Trans>An operator hid this group: {hiddenFor}</Trans>
        </p>
      )}
      <LinkTabs
        label={t`Group sections`}
        tabs={TABS}
        current={tab}
        to={(item) => (item === 'posts' ? '?' : `?tab=${item}`)}
        name={(item) => labels[item]}
      />
      {tab === 'about' ? (
        <GroupAbout group={group.data} />
      ) : !viewer.canRead ? (
        <p className="flex items-start gap-3 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
          <Trans>This group is private. Ask to join to see its posts.</Trans>
        </p>
      ) : tab === 'members' ? (
        <MemberList groupID={groupID} label={t`Members of ${name}`} emptyText={t`No members yet.`} />
      ) : (
        <GroupPosts groupID={groupID} name={group.data.name} canPost={viewer.canPost} muted={viewer.muted} />
      )}
    </div>
  );
}

/** The Posts tab: the composer for those who may post (as themselves), then the feed with likes and comments. */
function GroupPosts({
  groupID,
  name,
  canPost,
  muted,
}: {
  groupID: string;
  name: string;
  canPost: boolean;
  muted: boolean;
}) {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const posts = useGroupPosts(groupID, true);
  const me = usePostActors(isLoggedIn && canPost).slice(0, 1);
  return (
    <div className="space-y-4">
      {canPost && <PostComposer actors={me} target={{ type: 'group', id: groupID }} />}
      {muted && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>An admin muted you in this group: you can read its posts but not write.</Trans>
        </p>
      )}
      <PostFeed
        query={posts}
        label={t`Posts of ${name}`}
        errorText={t`The posts of this group could not be loaded.`}
        emptyText={canPost ? t`No posts yet: write the first one.` : t`No posts yet.`}
        renderPost={(post) => <PostWithSocial post={post} />}
      />
    </div>
  );
}
