import { useLingui } from '@lingui/react/macro';
import { useTimeline } from '@/features/posts/api/load-timeline';
import { PostComposer } from '@/features/posts/components/post-composer';
import { PostFeed } from '@/features/posts/components/post-feed';
import { PostWithSocial } from './post-with-social';

/**
 * A user's or business's timeline, with the create-post box for whoever may post there (the user on their own,
 * an owner or admin as the business). `compose` puts the focus in that box ("Post an update").
 */
export function TimelineSection({
  timelineID,
  title,
  compose = false,
}: {
  timelineID: string;
  title?: string;
  compose?: boolean;
}) {
  const timeline = useTimeline(timelineID);
  const owner = timeline.data?.pages[0]?.timeline;
  const { t } = useLingui();
  const name = owner?.name;
  return (
    <section aria-labelledby={`timeline-${timelineID}`} className="space-y-4">
      <h2 id={`timeline-${timelineID}`} className="text-lg font-semibold text-slate-900">
        {title ?? t`Timeline`}
      </h2>
      {owner?.canPost && (
        <PostComposer
          actors={[{ type: owner.timelineType, id: owner.timelineID, name: owner.name }]}
          autoFocus={compose}
        />
      )}
      <PostFeed
        query={timeline}
        label={name ? t`Posts of ${name}` : t`Posts of this timeline`}
        errorText={t`This timeline could not be loaded.`}
        emptyText={t`No posts yet.`}
        renderPost={(post) => <PostWithSocial post={post} />}
      />
    </section>
  );
}
