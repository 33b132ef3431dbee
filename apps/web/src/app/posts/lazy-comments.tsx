import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hydrated';

const CommentsWithReport = lazy(() =>
  import('./comments-with-report').then((module) => ({ default: module.CommentsWithReport })),
);

/**
 * A product's or post's comments, loaded after the page: they are below
 * the fold and read in the browser only. Their place is kept while they load.
 */
export function LazyComments(props: { resourceID: string; resourceType: 'product' | 'post' }) {
  const placeholder = <div className="min-h-40" aria-hidden />;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CommentsWithReport {...props} />
    </Suspense>
  );
}
