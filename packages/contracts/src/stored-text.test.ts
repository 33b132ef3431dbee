import { describe, expect, it } from 'vitest';
import { visibleLength, visibleText } from './stored-text';

describe('visibleText', () => {
  it.each([
    ['a zero-width space after a name', 'Ada\u200b', 'Ada'],
    ['a byte order mark and a word joiner before it', '\ufeff\u2060Ada', 'Ada'],
    ['joiners and a soft hyphen around it, with spaces', ' \u200c\u00ad Ada \u200d ', 'Ada'],
    ['Hangul fillers around it', '\u3164\u115f\u1160Kim\uffa0', 'Kim'],
    [
      'a joiner left after an emoji sequence',
      'Ana \u{1F469}\u200d\u{1F527}\u200d',
      'Ana \u{1F469}\u200d\u{1F527}',
    ],
    ['a variation selector after a space', 'Ada \ufe0f', 'Ada'],
  ])('trims %s', (_what, text, trimmed) => {
    expect(visibleText(text)).toBe(trimmed);
  });

  it.each([
    ['a joiner inside an emoji sequence', 'Ana \u{1F469}\u200d\u{1F527}'],
    ['a joiner inside a Devanagari conjunct', '\u0915\u094d\u200d\u0937'],
    ['a soft hyphen inside a word', 'co\u00adop\u00aderative'],
    ['the variation selector of a closing emoji', 'Love it \u2764\ufe0f'],
    ['the tags of a closing flag', 'From \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
  ])('keeps %s', (_what, text) => {
    expect(visibleText(text)).toBe(text);
    expect(visibleText(`\u200b${text}\u200b `)).toBe(text);
  });

  it('is empty for a text of invisible characters only', () => {
    for (const blank of [
      '',
      '   ',
      '\u200b\u200b',
      '\u200c \u200d',
      '\u2060\ufeff',
      ' \u00ad ',
      '\u3164\ufe0f',
    ])
      expect(visibleText(blank)).toBe('');
  });

  it('takes linear time on a long run of spaces inside a text', () => {
    const text = `a${'\u200b '.repeat(200_000)}b`;
    const started = performance.now();
    expect(visibleText(text)).toBe(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('visibleLength', () => {
  it.each([
    ['a letter and a zero-width space', 'A\u200b', 1],
    ['a letter between zero-width spaces', '\u200bA\u200b', 1],
    ['a letter and a soft hyphen inside', 'A\u00adB', 2],
    ['an accented letter typed as a letter and an accent', 'e\u0301', 1],
    ['two words', 'Ab Cd', 5],
    ['spaces and joiners only', ' \u200c\u200d ', 0],
    ['a Hangul filler and a letter', '\u3164A', 1],
    ['an emoji with its variation selector', '\u2764\ufe0f', 1],
  ])('counts %s', (_what, text, length) => {
    expect(visibleLength(text)).toBe(length);
  });
});
