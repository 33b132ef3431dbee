import { BIRTH_DATE_PATTERN, PROFILE_LIMITS } from '@tradeforge/contracts';

/** '+' added to a dial code that lacks it (spec part 2, section 5). */
export const withPlus = (code: string) => {
  const trimmed = code.replace(/\s/g, '');
  return trimmed === '' || trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
};

/** Valid when the dial code is a known country's and the number is empty or has at least 8 digits. */
export function isPhoneValid(countryCode: string, phoneNumber: string, dialCodes: Set<string>) {
  const number = phoneNumber.replace(/[\s\-.()]/g, '');
  if (number === '') return true;
  return (
    dialCodes.has(withPlus(countryCode)) &&
    /^\d+$/.test(number) &&
    number.length >= PROFILE_LIMITS.phoneMinDigits
  );
}

export const isBirthDateValid = (value: string) =>
  value.trim() === '' || BIRTH_DATE_PATTERN.test(value.trim());
