import { BIRTH_DATE_PATTERN, visibleText } from '@tradeforge/contracts';
import { invalidField } from '../../lib/app-error';
import { parsePhone } from '../../lib/phone';
import { userErrors } from './errors';

/** The profile's mobile phone by the site's one phone rule (`lib/phone.ts`); an empty number removes it. */
export function normalizePhone(input: {
  countryCode: string;
  phoneNumber: string;
}): { countryCode: string; phoneNumber: string } | null {
  const parsed = parsePhone({ countryCode: input.countryCode, number: input.phoneNumber });
  if (parsed && 'problem' in parsed) throw invalidField('mobilePhone', userErrors.text('invalidPhone'));
  return parsed && { countryCode: parsed.countryCode, phoneNumber: parsed.number };
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
  const invalid = () => invalidField('birthDate', userErrors.text('invalidBirthDate'));
  if (!match) throw invalid();
  const [, year, month, day] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso || date > today)
    throw invalid();
  return iso;
}

/** Empty text (or text of invisible characters only) clears a field; other text is trimmed. */
export const textOrNull = (value: string) => visibleText(value) || null;
