import { LOCALE_TAGS, type Country, type SiteLocale } from '@tradeforge/contracts';
import { useMemo } from 'react';
import { useSiteLocale } from './i18n';

const regionNames = new Map<SiteLocale, Intl.DisplayNames>();

/**
 * A country's name in a language, from its ISO code (`Intl.DisplayNames`). English keeps the name the reference
 * list gives (`fallback`), as the spec writes them; a code `Intl` does not know keeps its fallback too.
 */
export function countryNameIn(locale: SiteLocale, code: string, fallback: string): string {
  if (locale === 'en') return fallback;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? fallback;
  } catch {
    // Not a region code (a word, a code of three letters): the list's own name.
    return fallback;
  }
}

/**
 * Countries of the reference list named in the page's language (`countryNameIn`), ordered by those names; English
 * keeps the list's names and order.
 */
export function useCountryNames(countries: readonly Country[] | undefined): { code: string; name: string }[] {
  const locale = useSiteLocale();
  return useMemo(() => {
    const named = (countries ?? []).map((country) => ({
      code: country.code,
      name: countryNameIn(locale, country.code, country.countryName),
    }));
    if (locale === 'en') return named;
    const collator = new Intl.Collator(LOCALE_TAGS[locale]);
    return named.sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, locale]);
}
