import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hydrated';
import { useOnScreen } from '@/lib/on-screen';

const TimelineSection = lazy(() =>
  import('./timeline-section').then((module) => ({ default: module.TimelineSection })),
);

/**
 * The timeline below a business or profile, loaded when the reader comes near it: posts, their composer, dialogs
 * and forms are more script than the rest of the page, and on a phone they are well below the fold, so the page
 * becomes usable without running them. Its place is kept while it loads; the server renders only that place
 * (`useHydrated`).
 */
export function LazyTimelineSection(props: { timelineID: string; title?: string }) {
  const [place, near] = useOnScreen<HTMLDivElement>({ once: true });
  const placeholder = <div ref={place} className="min-h-40" aria-hidden />;
  if (!useHydrated() || !near) return placeholder;
  return (
    <Suspense fallback={<div className="min-h-40" aria-hidden />}>
      <TimelineSection {...props} />
    </Suspense>
  );
}
