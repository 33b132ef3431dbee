import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hydrated';

const TimelineSection = lazy(() =>
  import('./timeline-section').then((module) => ({ default: module.TimelineSection })),
);

/**
 * The timeline below a business or profile, loaded after the page: posts, their composer, dialogs and forms are
 * more script than the rest of the page, and are below the fold. Its place is kept while it loads; the server
 * renders only that place (`useHydrated`).
 */
export function LazyTimelineSection(props: { timelineID: string; title?: string }) {
  const placeholder = <div className="min-h-40" aria-hidden />;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TimelineSection {...props} />
    </Suspense>
  );
}
