import { Link, useLocation } from 'react-router';
import { runtimeConfig } from '@/lib/runtime-config';
import { href, paths } from '../paths';
import { AccountArea } from './account-area';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';

/** The site header: menu toggle (below 992 px), logo, the search bar on every page but home, the account area. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const showSearch = pathname !== paths.home;
  return (
    <header className="sticky top-0 z-30 bg-brand-900 text-white shadow-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-3">
        <MobileMenu />
        <Link
          to={href.home()}
          className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight sm:text-xl"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          <span>{runtimeConfig.siteName}</span>
        </Link>
        {/* One search bar: its own full-width row below 992 px, inline in the header row from 992 px up. */}
        {showSearch && (
          <div className="order-last w-full lg:order-none lg:mx-4 lg:w-auto lg:max-w-2xl lg:flex-1">
            <SearchForm variant="header" />
          </div>
        )}
        <div className="ml-auto">
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
