import { describe, expect, it } from 'vitest';
import { defineMessages } from './messages';
import { localeFromPreference, negotiateLocale } from './negotiate';

const messages = defineMessages(
  { greeting: 'Hello {name}', results: '{count, plural, one {# result} other {# results}}' },
  {
    es: { greeting: 'Hola {name}', results: '{count, plural, one {# resultado} other {# resultados}}' },
    it: { greeting: 'Ciao {name}', results: '{count, plural, one {# risultato} other {# risultati}}' },
    zh: { greeting: '{name}，您好', results: '{count} 个结果' },
  },
);

describe('server-side messages', () => {
  it('translates with placeholders and plural rules of each language', () => {
    expect(messages.in('en')('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(messages.in('es')('results', { count: 2 })).toBe('2 resultados');
    expect(messages.in('it')('results', { count: 1 })).toBe('1 risultato');
    expect(messages.in('zh')('greeting', { name: '王' })).toBe('王，您好');
  });

  it('keeps a message with its values to be read in any language later', () => {
    const text = messages.text('results', { count: 3 });
    expect(text('en')).toBe('3 results');
    expect(text('es')).toBe('3 resultados');
    expect(text('zh')).toBe('3 个结果');
  });

  it('picks the site language of a browser or a member', () => {
    expect(negotiateLocale('it-IT,it;q=0.9,en;q=0.5')).toBe('it');
    expect(negotiateLocale('fr-FR')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(localeFromPreference('zh')).toBe('zh');
    expect(localeFromPreference('fr')).toBe('en');
    expect(localeFromPreference(null)).toBe('en');
  });
});
