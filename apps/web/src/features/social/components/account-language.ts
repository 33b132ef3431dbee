import type { SiteLocale } from '@tradeforge/contracts';

/**
 * An account-service address (login, register) that names the page's language in `lang`, so the account pages
 * speak it too. Its `continue` is the current address, which already carries the language.
 */
export function withAccountLanguage(url: string, locale: SiteLocale) {
  const [address, hash] = url.split('#', 2) as [string, string | undefined];
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${new URLSearchParams({ lang: locale }).toString()}${hash === undefined ? '' : `#${hash}`}`;
}
