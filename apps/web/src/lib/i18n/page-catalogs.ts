import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isSiteLocale, splitLocalePath, type SiteLocale } from '@tradeforge/contracts';

/** What the host writes into every page (apps/server): its language and where each route's messages are. */
export interface PageI18n {
  locale: SiteLocale;
  catalogs: Record<string, string>;
}

export const PAGE_I18N_ID = 'tf-i18n';

let page: PageI18n | undefined;
let everythingLoaded = false;

/** The page's language and catalogue files, from the host's script, else from the address (development). */
export function pageI18n(): PageI18n {
  if (page) return page;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_I18N_ID)?.textContent;
  const parsed = text ? (JSON.parse(text) as Partial<PageI18n>) : {};
  page = {
    locale: isSiteLocale(parsed.locale)
      ? parsed.locale
      : typeof location === 'undefined'
        ? DEFAULT_LOCALE
        : splitLocalePath(location.pathname).locale,
    catalogs: parsed.catalogs ?? {},
  };
  return page;
}

/** The messages of every page already loaded into `i18n` (tests): `loadCatalog` has nothing to fetch then. */
export function markAllMessagesLoaded() {
  everythingLoaded = true;
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads the messages a part of the site shows in the page's language (`shell`, or a route module's name), once.
 * The server renderer has every message already; in development the whole language comes in one file.
 */
export function loadCatalog(name: string): Promise<void> {
  if (import.meta.env.SSR || everythingLoaded) return Promise.resolve();
  const { locale, catalogs } = pageI18n();
  const url = import.meta.env.DEV ? `/@i18n/${locale}.json` : catalogs[name];
  if (!url) return Promise.resolve();
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The texts of this page could not be loaded (${response.status})`);
        return response.json() as Promise<Record<string, never>>;
      })
      .then((messages) => i18n.load(locale, messages));
    // A failed load is tried again by the next page that needs it.
    pending.catch(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}
