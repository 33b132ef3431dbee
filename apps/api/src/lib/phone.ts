import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Every country calling code libphonenumber knows, with its '+'. */
const CALLING_CODES = new Set(getCountries().map((country) => `+${getCountryCallingCode(country)}`));
const SEPARATORS = /[\s\-.()]/g;

export interface PhoneNumber {
  /** '+' and the country calling code, e.g. '+1'. */
  countryCode: string;
  /** The national number, digits only. */
  number: string;
}

/**
 * The one phone rule of the site (spec part 2, section 5), for profiles, businesses and need-help enquiries: the
 * calling code must be a country's ('+' added when missing) and the number needs 8 to 15 digits; spaces, dashes,
 * dots and parentheses between digits are dropped. Returns null for an empty number, and for an invalid one what
 * is wrong with it, so each form words its own message.
 */
export function parsePhone(input: {
  countryCode: string;
  number: string;
}): PhoneNumber | null | { problem: 'countryCode' | 'number'; countryCode: string } {
  const number = input.number.replace(SEPARATORS, '');
  if (number === '') return null;
  const code = input.countryCode.replace(/\s/g, '');
  const countryCode = code.startsWith('+') ? code : `+${code}`;
  if (!CALLING_CODES.has(countryCode)) return { problem: 'countryCode', countryCode };
  if (!/^\d{8,15}$/.test(number)) return { problem: 'number', countryCode };
  return { countryCode, number };
}

/**
 * Whether a phone written as one text (the need-help form) passes: '+' and a calling code first, or else a US
 * number, as this is the USA edition; then the same rule as `parsePhone`.
 */
export function parsePhoneText(text: string): boolean {
  const compact = text.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return false;
  const parsed = compact.startsWith('+') ? parsePhoneNumberFromString(compact) : undefined;
  const phone = parsePhone(
    parsed
      ? { countryCode: `+${parsed.countryCallingCode}`, number: parsed.nationalNumber }
      : { countryCode: '+1', number: compact.replace(/^\+/, '') },
  );
  return !!phone && 'number' in phone && !('problem' in phone);
}
