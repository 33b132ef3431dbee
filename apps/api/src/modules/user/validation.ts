import { BIRTH_DATE_PATTERN, PROFILE_LIMITS, PROFILE_MESSAGES } from '@tradeforge/contracts';
import { AppError } from '../../lib/app-error';

/**
 * The phone rule of the profile form (spec part 2, section 5): the dial code must be a known country's ('+' added
 * when missing); an empty number removes the phone; otherwise the number needs at least 8 digits. Spaces, dashes,
 * dots and parentheses are allowed between digits and dropped.
 */
export function normalizePhone(
  input: { countryCode: string; phoneNumber: string },
  knownDialCodes: ReadonlySet<string>,
): { countryCode: string; phoneNumber: string } | null {
  const number = input.phoneNumber.replace(/[\s\-.()]/g, '');
  if (number === '') return null;
  const code = input.countryCode.replace(/\s/g, '');
  const countryCode = code.startsWith('+') ? code : `+${code}`;
  const digits = number.replace(/^\+/, '');
  if (
    !knownDialCodes.has(countryCode) ||
    !/^\d+$/.test(digits) ||
    digits.length < PROFILE_LIMITS.phoneMinDigits ||
    digits.length > 15
  )
    throw new AppError('ValidationError', PROFILE_MESSAGES.invalidPhone, { field: 'mobilePhone' });
  return { countryCode, phoneNumber: digits };
}

/**
 * The birth-date rule: 19xx or 20xx, month 01-12, day 01-31, separated by '-', ' ', '/' or '.'. Stored as
 * YYYY-MM-DD. Beyond the spec's pattern the date must exist (no 31 February) and not be in the future. An empty
 * value clears it.
 */
export function normalizeBirthDate(input: string, today = new Date()): string | null {
  const value = input.trim();
  if (value === '') return null;
  const match = BIRTH_DATE_PATTERN.exec(value);
  const invalid = () =>
    new AppError('ValidationError', PROFILE_MESSAGES.invalidBirthDate, { field: 'birthDate' });
  if (!match) throw invalid();
  const [, year, month, day] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso || date > today)
    throw invalid();
  return iso;
}

/** Empty text clears a field; other text is trimmed. */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
