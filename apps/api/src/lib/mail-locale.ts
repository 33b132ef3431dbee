import { LOCALE_TAGS, localePrefix, localizedPath, type SiteLocale } from '@tradeforge/contracts';

/** A page of the web app in the recipient's language: English at `/`, the others under `/es`, `/it`, `/zh`. */
export const siteLink = (webUrl: string, locale: SiteLocale, path: string) =>
  `${webUrl}${localizedPath(locale, path)}`;

/** The web app's home page in the recipient's language (`https://site` in English, `https://site/es`). */
export const siteHome = (webUrl: string, locale: SiteLocale) => `${webUrl}${localePrefix(locale)}`;

const dayFormats = new Map<SiteLocale, Intl.DateTimeFormat>();

/**
 * A calendar day (UTC) as the recipient reads it. English keeps the ISO form its mails always had (`2026-03-01`,
 * unambiguous for every English reader); the other languages get their own long form (`1 de marzo de 2026`).
 */
export function mailDay(locale: SiteLocale, date: Date): string {
  if (locale === 'en') return date.toISOString().slice(0, 10);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}

/** A moment (to the minute, UTC) as the recipient reads it; English keeps `Date.toUTCString()`. */
export function mailTime(locale: SiteLocale, date: Date): string {
  if (locale === 'en') return date.toUTCString();
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(date)} UTC`;
}

/** An amount in the recipient's number format (`1234,50 US$`); English mails keep `formatPlanPrice`'s form. */
export const mailPrice = (locale: SiteLocale, cents: number, currency = 'USD') =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
