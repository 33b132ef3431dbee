import { Link } from 'react-router';
import { runtimeConfig } from '@/lib/runtime-config';
import { href } from '../paths';

/** Placeholder header: the full shell (search bar, account area, mobile menu) replaces it. */
export function SiteHeader() {
  return (
    <header className="bg-brand-700 text-white shadow">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
        <Link to={href.home()} className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-8" />
          {runtimeConfig.siteName}
        </Link>
        <nav aria-label="Main" className="ml-auto flex gap-6 text-sm font-medium">
          <Link to={href.industries()} className="hover:underline">
            Industries
          </Link>
        </nav>
      </div>
    </header>
  );
}
