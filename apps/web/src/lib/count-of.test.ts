import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('names one thing in the singular and other counts in the plural', () => {
    expect(countOf(1, 'image')).toBe('1 image');
    expect(countOf(0, 'image')).toBe('0 images');
    expect(countOf(3, 'specification')).toBe('3 specifications');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
  });
});
