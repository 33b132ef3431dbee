import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isSiteLocale, LOCALE_TAGS, type SiteLocale } from '@tradeforge/contracts';

/** The language an `i18n` speaks, as a site language: where code outside components is handed the page's `i18n`. */
export const siteLocaleOf = (i18n: I18n): SiteLocale =>
  isSiteLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;

/** The BCP 47 tag of an `i18n`'s language, for `Intl` formats. */
export const localeTagOf = (i18n: I18n) => LOCALE_TAGS[siteLocaleOf(i18n)];

/** The language the page is in (the address's), for links out of the router and `Intl` formats. */
export function useSiteLocale(): SiteLocale {
  return siteLocaleOf(useLingui().i18n);
}
