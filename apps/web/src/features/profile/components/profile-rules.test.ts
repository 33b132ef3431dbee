import { describe, expect, it } from 'vitest';
import { isBirthDateValid, isPhoneValid, withPlus } from './profile-rules';

const DIAL_CODES = new Set(['+1', '+52', '+34']);

describe('profile rules', () => {
  it('adds the missing plus to a dial code', () => {
    expect(withPlus('52')).toBe('+52');
    expect(withPlus(' +1 ')).toBe('+1');
    expect(withPlus('')).toBe('');
  });

  it('accepts an empty phone number', () => {
    expect(isPhoneValid('+1', '', DIAL_CODES)).toBe(true);
  });

  it('accepts a number of at least 8 digits with a known dial code, separators allowed', () => {
    expect(isPhoneValid('52', '55 1234-5678', DIAL_CODES)).toBe(true);
    expect(isPhoneValid('+1', '(305) 555.0100', DIAL_CODES)).toBe(true);
  });

  it('refuses an unknown dial code, letters and short numbers', () => {
    expect(isPhoneValid('+999', '12345678', DIAL_CODES)).toBe(false);
    expect(isPhoneValid('+1', '1234567', DIAL_CODES)).toBe(false);
    expect(isPhoneValid('+1', '12345abc9', DIAL_CODES)).toBe(false);
  });

  it('accepts birth dates of 19xx and 20xx with -, space, / or . between the parts', () => {
    for (const date of ['1970-10-24', '2001 01 31', '1999/12/01', '2020.02.29', '']) {
      expect(isBirthDateValid(date)).toBe(true);
    }
  });

  it('refuses other years, months and days', () => {
    for (const date of ['1870-10-24', '1970-13-01', '1970-00-10', '1970-10-32', '24-10-1970', '1970-1-2']) {
      expect(isBirthDateValid(date)).toBe(false);
    }
  });
});
