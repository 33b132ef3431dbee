import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('writes a North American number the way US users do, and dials it whole', () => {
    expect(formatPhone('+1', '5055550128')).toEqual({ text: '+1 (505) 555-0128', href: 'tel:+15055550128' });
  });

  it('keeps the digits of any other number after its calling code', () => {
    expect(formatPhone('+49', '3012345678')).toEqual({ text: '+49 3012345678', href: 'tel:+493012345678' });
    // Not ten digits: not a North American number, shown as stored.
    expect(formatPhone('+1', '55501289')).toEqual({ text: '+1 55501289', href: 'tel:+155501289' });
  });
});
