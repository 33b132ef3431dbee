import { lazy, Suspense } from 'react';

const TimelineSection = lazy(() =>
  import('./timeline-section').then((module) => ({ default: module.TimelineSection })),
);

/**
 * The timeline below a business or profile, loaded after the page: posts, their composer, dialogs and forms are
 * more script than the rest of the page, and are below the fold. Its place is kept while it loads.
 */
export function LazyTimelineSection(props: { timelineID: string; title?: string }) {
  return (
    <Suspense fallback={<div className="min-h-40" aria-hidden />}>
      <TimelineSection {...props} />
    </Suspense>
  );
}
