import { describe, expect, it } from 'vitest';
import { formatRange } from './format-range';

describe('formatRange', () => {
  it('separates thousands, as a revenue of millions is read', () => {
    expect(formatRange({ min: 7_500_000, max: 50_000_000 })).toBe('7,500,000 - 50,000,000');
    expect(formatRange({ min: 50, max: 200 })).toBe('50 - 200');
  });

  it('shows a dash for an end not given, and nothing when neither is', () => {
    expect(formatRange({ min: 1000 })).toBe('1,000 - —');
    expect(formatRange({})).toBeNull();
    expect(formatRange(null)).toBeNull();
  });
});
