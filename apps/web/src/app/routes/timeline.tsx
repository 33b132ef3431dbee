import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTimeline } from '@/features/posts/api/load-timeline';
import { usePageMeta } from '@/lib/page-meta';
import { COMPOSE_PARAM, href } from '../paths';
import { TimelineSection } from '../posts/timeline-section';

/**
 * A user's or a business's timeline (spec part 2, section 2.1); visitors may read it, its owners post on it. The
 * heading goes back to the business page or profile; `?compose=1` ("Post an update") puts the focus in the
 * create-post box.
 */
export function Component() {
  const { timelineID = '' } = useParams();
  const [params] = useSearchParams();
  const timeline = useTimeline(timelineID);
  const owner = timeline.data?.pages[0]?.timeline;
  const { t } = useLingui();
  const ownerName = owner?.name;
  usePageMeta(
    ownerName === undefined ? t`Timeline` : t`${ownerName}: timeline`,
    t`Posts on the industrial B2B network.`,
  );
  if (timeline.isError && !timeline.data)
    return (
      <p role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">
        <Trans>This timeline does not exist or could not be loaded.</Trans>
      </p>
    );
  const ownerPage =
    owner &&
    (owner.timelineType === 'business'
      ? href.business(owner.name, owner.timelineID)
      : href.publicProfile(owner.timelineID));
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{owner ? owner.name : t`Timeline`}</h1>
        {ownerPage && (
          <Link to={ownerPage} className="text-sm font-semibold text-brand-700 hover:underline">
            {owner.timelineType === 'business' ? t`Go to the business page` : t`Go to the profile`}
          </Link>
        )}
      </div>
      <TimelineSection timelineID={timelineID} title={t`Posts`} compose={params.get(COMPOSE_PARAM) === '1'} />
    </div>
  );
}
