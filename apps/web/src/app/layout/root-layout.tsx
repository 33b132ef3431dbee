import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { VerificationNotice } from '@/features/auth/components/verification-notice';
import { useHydrated } from '@/lib/hydrated';
import { loadSonner } from '@/lib/toast';
import { href } from '../paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PageLoading } from '@/components/ui/page-status';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * The toasts' container, once the page is live. Its own component: the switch to hydrated re-renders only it, not
 * the whole page (a second render of every component, in one task, right after hydration). Toasts come up from the
 * bottom (across a phone's width, in the right corner of a wider screen): at the top they covered the sticky
 * header's search bar, whose height changes on a phone as the bar folds.
 */
function LiveToaster() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense>
      <Toaster position="bottom-right" richColors closeButton />
    </Suspense>
  ) : null;
}

/**
 * Marks `<html data-hydrated>` once the page is live: its server-rendered markup now answers clicks and typing
 * (before, a choice made in a select is put back by hydration, a click does nothing). It sits inside the page's
 * Suspense boundary because React hydrates what such a boundary holds in a pass of its own, after the shell's:
 * the shell's effects run while the page is still inert. End-to-end tests wait for this mark before they act.
 */
function PageLiveMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** A route hides the footer with `handle: { hideFooter: true }` (the business edit pages). */
function useHideFooter() {
  return useMatches().some((match) => (match.handle as { hideFooter?: boolean } | undefined)?.hideFooter);
}

export function RootLayout() {
  const hideFooter = useHideFooter();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <VerificationNotice settingsHref={href.profileEdit()} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageLiveMark />
        </Suspense>
      </main>
      {!hideFooter && <SiteFooter />}
      <LiveToaster />
      {/* New pages open at the top; back and forward restore where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
