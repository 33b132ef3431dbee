import { LOCALE_TAGS, type SiteLocale } from '@tradeforge/contracts';

const regionNames = new Map<SiteLocale, Intl.DisplayNames>();

/**
 * A country's name in the page's language from its ISO code; English pages keep the reference list's name (the
 * spec's wording), and a code `Intl` does not know keeps it too.
 */
export function countryName(locale: SiteLocale, code: string, fallback: string): string {
  if (locale === 'en' || !/^[A-Z]{2}$/.test(code)) return fallback;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? fallback;
}
