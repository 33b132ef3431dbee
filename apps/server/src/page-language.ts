import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  isSiteLocale,
  LOCALE_TAGS,
  localizedPath,
  SITE_LOCALES,
  splitLocalePath,
  type SiteLocale,
} from '@tradeforge/contracts';
import { negotiateLocale } from '@tradeforge/i18n';

/** The cookie the language links set: the visitor's own choice, which the browser's languages never override. */
export const LANGUAGE_COOKIE = 'tf_lang';
const PAGE_I18N_ID = 'tf-i18n';

type Manifest = Partial<Record<SiteLocale, Record<string, string>>>;

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const catalogPreload = (file: string) =>
  `<link rel="preload" href="${file}" as="fetch" crossorigin="anonymous" />`;

/**
 * What the host writes into each page for its language: `<html lang>`, and a script naming the page's language and
 * the files holding each route's messages in it (the build's `.vite/i18n-manifest.json`), which the browser loads
 * before it renders; the messages every page shows (and the reference names, in the languages other than English)
 * are preloaded, and so are those of the route modules a server-rendered page names.
 */
export function pageLanguage(webDist: string) {
  const file = path.join(webDist, '.vite', 'i18n-manifest.json');
  const manifest = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Manifest;
  const parts = new Map(
    SITE_LOCALES.map((locale) => {
      const catalogs = manifest[locale] ?? {};
      const preloaded = [catalogs.shell, catalogs.taxonomy].filter((file) => file !== undefined);
      return [
        locale,
        {
          catalogs,
          head: preloaded.map(catalogPreload).join('\n    '),
          script: `<script type="application/json" id="${PAGE_I18N_ID}">${escapeJson({ locale, catalogs })}</script>`,
        },
      ];
    }),
  );
  return {
    /**
     * The page's HTML made of the given language: `lang`, the preloads before `</head>` (those of the messages of
     * a server-rendered page's route `modules`, and its `links`, too), the script before `</body>`.
     */
    localize(html: string, locale: SiteLocale, route: { modules: string[]; links: string } | null = null) {
      const part = parts.get(locale)!;
      const routeCatalogs = (route?.modules ?? []).flatMap((module) => part.catalogs[module] ?? []);
      const head = [part.head, route?.links, ...routeCatalogs.map(catalogPreload)]
        .filter(Boolean)
        .join('\n    ');
      return html
        .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[locale]}"`)
        .replace('</head>', `  ${head}\n  </head>`)
        .replace('</body>', `  ${part.script}\n  </body>`);
    },
  };
}

export const localeOfUrl = (url: string): SiteLocale => splitLocalePath(url.split('?')[0]!).locale;

/**
 * Where a first visit to the bare home page (`/`, nothing after it) goes: the language the visitor chose with the
 * language links (a cookie), else the first of the browser's languages the site speaks. Null means stay. Any other
 * address, a shared link above all, opens in the language it names.
 */
export function homeLanguageRedirect(
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): string | null {
  if (url !== '/') return null;
  const chosen = /(?:^|;\s*)tf_lang=([a-z]{2})(?:;|$)/.exec(headers.cookie ?? '')?.[1];
  const locale = isSiteLocale(chosen) ? chosen : negotiateLocale(headers['accept-language']);
  return locale !== DEFAULT_LOCALE ? localizedPath(locale, '/') : null;
}
