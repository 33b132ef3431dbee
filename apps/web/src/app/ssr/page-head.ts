import type { I18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  localizedPath,
  SITE_LOCALES,
  type SiteLocale,
} from '@tradeforge/contracts';
import { documentTitle, type PageMeta } from '@/lib/page-meta';
import { runtimeConfig } from '@/lib/runtime-config';

/** What a public page tells search engines and link previews beyond its title and description. */
export interface PageExtras {
  /** Path (and query) of the page's one address; the requested address when absent. */
  canonicalPath?: string;
  /** Open Graph type: `website` unless the page says otherwise. */
  type?: 'website' | 'profile' | 'product' | 'article';
  /** Site-relative or absolute URL of the preview image (a business logo, a product picture). */
  image?: string;
  /**
   * The image the page's largest paint most likely is (a cover, a product picture): fetched first, before the
   * scripts, rather than once layout finds it in the viewport.
   */
  preloadImage?: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` is escaped so no text can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** An absolute URL of the site for a path or URL. */
export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString();

const DEFAULT_IMAGE = '/images/og-default.png';
const OG_LOCALES: Record<SiteLocale, string> = { en: 'en_US', es: 'es_ES', it: 'it_IT', zh: 'zh_CN' };

/**
 * The head tags of a rendered page: title, description (and keywords), canonical URL and the same page in the
 * other languages (`hreflang`, English as `x-default`), Open Graph and Twitter card, and the JSON-LD scripts (data
 * for search engines, never run by the browser, so the CSP needs no exception). `path` is the page's address
 * within its language (`/product/1` for `/es/product/1`).
 */
export function renderPageHead(
  origin: string,
  locale: SiteLocale,
  path: string,
  meta: PageMeta,
  extras: PageExtras,
  i18n: I18n,
) {
  const title = documentTitle(meta.title, i18n);
  const pagePath = extras.canonicalPath ?? path;
  const urlIn = (language: SiteLocale) => absoluteUrl(origin, localizedPath(language, pagePath));
  const canonical = urlIn(locale);
  const alternate = (hreflang: string, language: SiteLocale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(urlIn(language))}" />`;
  const webPage = { '@type': 'WebPage', url: canonical, name: title, inLanguage: LOCALE_TAGS[locale] };
  const image = absoluteUrl(origin, extras.image ?? DEFAULT_IMAGE);
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...(extras.preloadImage
      ? [`<link rel="preload" as="image" href="${escapeHtml(extras.preloadImage)}" fetchpriority="high" />`]
      : []),
    named('description', meta.description),
    ...(meta.keywords ? [named('keywords', meta.keywords)] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...SITE_LOCALES.map((language) => alternate(LOCALE_TAGS[language], language)),
    alternate('x-default', DEFAULT_LOCALE),
    property('og:site_name', runtimeConfig.siteName),
    property('og:type', extras.type ?? 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', canonical),
    property('og:image', image),
    property('og:locale', OG_LOCALES[locale]),
    ...SITE_LOCALES.filter((language) => language !== locale).map((language) =>
      property('og:locale:alternate', OG_LOCALES[language]),
    ),
    named('twitter:card', extras.image ? 'summary' : 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    ...[...(extras.jsonLd ?? []), webPage].map(
      (data) =>
        `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`,
    ),
  ].join('\n    ');
}
