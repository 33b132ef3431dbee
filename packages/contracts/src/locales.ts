/**
 * The languages the site speaks (issue: English, Spanish, Italian, Simplified Chinese). English lives at `/`, the
 * others under their code (`/es/...`): the address alone says the language, so a shared link opens in the
 * language it was shared in.
 */
export const SITE_LOCALES = ['en', 'es', 'it', 'zh'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'en';

/** Each language by its own name, as a language switcher shows it. */
export const LOCALE_NAMES: Record<SiteLocale, string> = {
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  zh: '中文',
};

/** The BCP 47 tag for `Intl`, `lang`, `hreflang` and `og:locale`: the USA edition's English, Simplified Chinese. */
export const LOCALE_TAGS: Record<SiteLocale, string> = {
  en: 'en-US',
  es: 'es',
  it: 'it',
  zh: 'zh-Hans',
};

export const isSiteLocale = (value: unknown): value is SiteLocale =>
  typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);

/** The prefix a language's pages live under: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: SiteLocale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The language of an address and the address within it: `/es/product/1` is Spanish `/product/1`. */
export function splitLocalePath(pathname: string): { locale: SiteLocale; path: string } {
  const match = /^\/(es|it|zh)(?=\/|\?|#|$)/i.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = pathname.slice(match[0].length);
  return {
    locale: match[1]!.toLowerCase() as SiteLocale,
    path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
  };
}

/** The same page in another language: `localizedPath('es', '/product/1?x=1')` is `/es/product/1?x=1`. */
export function localizedPath(locale: SiteLocale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}
