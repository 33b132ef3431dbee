import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isSiteLocale, SITE_LOCALES, type SiteLocale } from '@tradeforge/contracts';

/** The first of the browser's languages (`Accept-Language`) the site speaks, else English. */
export function negotiateLocale(acceptLanguage: string | undefined): SiteLocale {
  const language = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([
    ...SITE_LOCALES,
  ]);
  return isSiteLocale(language) ? language : DEFAULT_LOCALE;
}

/** A member's preferred language (any ISO 639-1 code of the reference list) as the site's language for them. */
export const localeFromPreference = (code: string | null | undefined): SiteLocale =>
  isSiteLocale(code) ? code : DEFAULT_LOCALE;
