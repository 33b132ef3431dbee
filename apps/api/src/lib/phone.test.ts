import { describe, expect, it } from 'vitest';
import { parsePhone, parsePhoneText } from './phone';

describe('the one phone rule', () => {
  it('adds the + to a calling code and drops separators', () => {
    expect(parsePhone({ countryCode: '1', number: '(305) 555-0100' })).toEqual({
      countryCode: '+1',
      number: '3055550100',
    });
  });

  it('treats an empty number as no phone', () => {
    expect(parsePhone({ countryCode: '+44', number: '  ' })).toBeNull();
  });

  it('names what is wrong: an unknown calling code, or too few or too many digits', () => {
    expect(parsePhone({ countryCode: '+999', number: '12345678' })).toMatchObject({ problem: 'countryCode' });
    expect(parsePhone({ countryCode: '+1', number: '1234567' })).toMatchObject({ problem: 'number' });
    expect(parsePhone({ countryCode: '+1', number: '1234567890123456' })).toMatchObject({
      problem: 'number',
    });
    expect(parsePhone({ countryCode: '+1', number: '555-CALL-NOW' })).toMatchObject({ problem: 'number' });
  });

  it('reads a one-text phone as international with a +, else as a US number', () => {
    expect(parsePhoneText('+1 305 555 0142')).toBe(true);
    expect(parsePhoneText('+44 20 7946 0958')).toBe(true);
    expect(parsePhoneText('305 555 0142')).toBe(true);
    expect(parsePhoneText('12')).toBe(false);
    expect(parsePhoneText('call me')).toBe(false);
  });
});
