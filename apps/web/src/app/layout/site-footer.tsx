import { runtimeConfig } from '@/lib/runtime-config';

/** Placeholder footer: the link columns, languages and phones arrive with the site shell. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-500">
        © 2000-{new Date().getFullYear()} {runtimeConfig.siteName}. Industrial B2B network, USA edition.
      </div>
    </footer>
  );
}
