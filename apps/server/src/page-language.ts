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

/**
 * What the host writes into each page for its language: `<html lang>`, and a script naming the page's language and
 * the files holding each route's messages in it (the build's `.vite/i18n-manifest.json`), which the browser loads
 * before it renders; the messages every page shows (and the reference names, in the languages other than English)
 * are preloaded.
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
          head: preloaded
            .map((file) => `<link rel="preload" href="${file}" as="fetch" crossorigin="anonymous" />`)
            .join('\n    '),
          script: `<script type="application/json" id="${PAGE_I18N_ID}">${escapeJson({ locale, catalogs })}</script>`,
        },
      ];
    }),
  );
  return {
    /** The page's HTML made of the given language: `lang`, the preload before `</head>`, the script before `</body>`. */
    localize(html: string, locale: SiteLocale): string {
      const part = parts.get(locale)!;
      return html
        .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[locale]}"`)
        .replace('</head>', `  ${part.head}\n  </head>`)
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
