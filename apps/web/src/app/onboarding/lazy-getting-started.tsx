import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hydrated';
import { useSession } from '@/lib/session';

const GettingStarted = lazy(() =>
  import('./getting-started').then((module) => ({ default: module.GettingStarted })),
);

/**
 * The getting-started checklist where a signed-in user lands (home, My B2B), loaded in the browser only: visitors,
 * whom the server renders home for, never load its code. `className` places it; the box takes no room while it
 * shows nothing (`empty:hidden`), as for users who dismissed it.
 */
export function LazyGettingStarted({ className = '' }: { className?: string }) {
  const hydrated = useHydrated();
  const { isLoggedIn } = useSession();
  if (!hydrated || !isLoggedIn) return null;
  return (
    <div className={`empty:hidden ${className}`}>
      <Suspense fallback={null}>
        <GettingStarted />
      </Suspense>
    </div>
  );
}
