import { Link, useLocation } from 'react-router';
import { runtimeConfig } from '@/lib/runtime-config';
import { href, paths } from '../paths';
import { AccountArea } from './account-area';
import { MobileMenu } from './mobile-menu';
import { useHeaderSearch } from './header-search';

/** The site header: menu toggle (below 992 px), logo, the search bar on every page but home, the account area. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const showSearch = pathname !== paths.home;
  const search = useHeaderSearch();
  return (
    <header className="sticky top-0 z-30 bg-brand-900 text-white shadow-md">
      {/* Below 640 px the gaps, buttons and logo are smaller, so that a member's header (menu, logo, search,
          messages, notifications, account) keeps to one row down to 360 px. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1.5 gap-y-2 px-3 py-3 sm:gap-x-3 sm:px-4">
        <MobileMenu />
        <Link
          to={href.home()}
          className="mr-auto flex shrink-0 items-center gap-1.5 text-base font-bold tracking-tight sm:gap-2 sm:text-xl lg:mr-0"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          <span>{runtimeConfig.siteName}</span>
        </Link>
        {/* One search bar: inline in the header row from 992 px up; below, a row of its own behind its button,
            which comes first so that the focus goes from the button into the bar. */}
        {showSearch && search.toggleButton}
        {showSearch && search.searchPanel}
        <div className="lg:ml-auto">
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
