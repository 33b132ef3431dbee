import { LOCALE_TAGS, type Country, type SiteLocale } from '@tradeforge/contracts';
import { useMemo } from 'react';
import { useSiteLocale } from './i18n';

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * The names of regions in a language, made once per language and fallback: making one loads the language's region
 * data, and a page hydrates dozens of cards that name a country. `code` answers an unknown code with itself, `none`
 * with undefined.
 */
export function regionNamesIn(locale: SiteLocale, fallback: 'code' | 'none' = 'code'): Intl.DisplayNames {
  const key = `${locale}:${fallback}`;
  let names = regionNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region', fallback });
    regionNames.set(key, names);
  }
  return names;
}

/**
 * A country's name in a language, from its ISO code (`Intl.DisplayNames`). English keeps the name the reference
 * list gives (`fallback`), as the spec writes them; a code `Intl` does not know keeps its fallback too.
 */
export function countryNameIn(locale: SiteLocale, code: string, fallback: string): string {
  if (locale === 'en') return fallback;
  try {
    return regionNamesIn(locale, 'none').of(code.toUpperCase()) ?? fallback;
  } catch {
    // Not a region code (a word, a code of three letters): the list's own name.
    return fallback;
  }
}

/**
 * Country names from their codes in the page's language, English included (a business card's "United States");
 * the API's name where the code is not a region's.
 */
export function useCountryName() {
  const names = regionNamesIn(useSiteLocale());
  return (code: string | undefined, fallback = code ?? '') => {
    if (!code) return fallback;
    try {
      return names.of(code.toUpperCase()) ?? fallback;
    } catch {
      return fallback;
    }
  };
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
