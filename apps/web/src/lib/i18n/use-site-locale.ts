import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '@tradeforge/contracts';

/** The language the page is in (the address's), for links out of the router and `Intl` formats. */
export function useSiteLocale(): SiteLocale {
  const { i18n } = useLingui();
  return isSiteLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
