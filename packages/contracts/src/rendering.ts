import type { SiteLocale } from './locales';

/**
 * A page the web app's server bundle rendered (apps/web/src/entry-server.tsx), as the host (apps/server/src/ssr.ts)
 * writes it into the document.
 */
export interface RenderedPage {
  status: number;
  /** The page's language, from its address. */
  locale: SiteLocale;
  /** Where an address the site has no page for goes instead (spec part 2, 2.1: any other path goes to /). */
  location?: string;
  /** Tags for the document head: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** The page's markup, for inside #root. */
  html: string;
  /** The JSON script carrying the data the page was rendered from, for after #root. */
  stateScript: string;
  /**
   * The page's route modules by file name (`business`), which the browser loads before it hydrates: the host
   * preloads them, and their messages, in the head. None for a redirect.
   */
  modules: string[];
}
