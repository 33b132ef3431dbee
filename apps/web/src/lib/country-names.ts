import { LOCALE_TAGS, type Country, type SiteLocale } from '@tradeforge/contracts';
import { useMemo } from 'react';
import { useSiteLocale } from './i18n';

const regionNames = new Map<SiteLocale, Intl.DisplayNames>();

/**
 * The names of regions in a language, made once per language: making one loads the language's region data (on a
 * phone, the largest single item of a page's hydration), and a page hydrates dozens of cards that name a country.
 * An unknown code is named undefined.
 */
export function regionNamesIn(locale: SiteLocale): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names;
}

/**
 * A country's name in a language, from its ISO code (`Intl.DisplayNames`). English keeps the name the reference list
 * gives (`fallback`; the API sends it with every country), as the spec writes them and the lists show them, and
 * makes no region table; a code `Intl` does not know keeps its fallback too.
 */
export function countryNameIn(locale: SiteLocale, code: string, fallback = code): string {
  if (locale === 'en' && fallback !== code) return fallback;
  try {
    return regionNamesIn(locale).of(code.toUpperCase()) ?? fallback;
  } catch {
    // Not a region code (a word, a code of three letters): the list's own name.
    return fallback;
  }
}

/** Country names from their codes in the page's language (`countryNameIn`): a card's "United States". */
export function useCountryName() {
  const locale = useSiteLocale();
  return (code: string | undefined, fallback = code ?? '') =>
    code ? countryNameIn(locale, code, fallback) : fallback;
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
