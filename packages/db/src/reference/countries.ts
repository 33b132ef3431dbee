import { countries as countryTable, getEmojiFlag, languages as languageTable } from 'countries-list';

/** Countries from `countries-list` (ISO 3166-1 plus Kosovo), sorted by name, with the first dial code. */
export function listCountries() {
  return Object.entries(countryTable)
    .map(([code, country]) => ({
      code,
      countryName: country.name,
      emoji: getEmojiFlag(code as keyof typeof countryTable),
      dialCode: country.phone[0] === undefined ? '' : `+${country.phone[0]}`,
    }))
    .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));
}

/** ISO 639-1 languages from `countries-list`, by English name. */
export function listLanguages() {
  return Object.entries(languageTable)
    .map(([code, language]) => ({ code, languageName: language.name }))
    .sort((a, b) => a.languageName.localeCompare(b.languageName, 'en'));
}
