import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { byName, genderName, jobPositionName, languageName } from './reference-names';

describe('reference names', () => {
  it('names genders, job positions and languages in the page’s language', () => {
    i18n.activate('es');
    expect(genderName(i18n, { code: 'F', name: 'Female' })).toBe('Mujer');
    expect(genderName(i18n, { code: 'O', name: 'Other' })).toBe('Otro');
    expect(jobPositionName(i18n, { jobPositionID: 20, name: 'Purchasing Manager' })).toBe(
      'Gerente de compras',
    );
    expect(languageName(i18n, { code: 'de', languageName: 'German' })).toBe('alemán');
    i18n.activate('zh');
    expect(jobPositionName(i18n, { jobPositionID: 7, name: 'Plant Manager' })).toBe('厂长');
    expect(languageName(i18n, { code: 'it', languageName: 'Italian' })).toBe('意大利语');
  });

  it('keeps the English names in English, and the API’s name for what it does not know', () => {
    expect(languageName(i18n, { code: 'es', languageName: 'Spanish' })).toBe('Spanish');
    expect(jobPositionName(i18n, { jobPositionID: 7, name: 'Plant Manager' })).toBe('Plant Manager');
    i18n.activate('it');
    expect(jobPositionName(i18n, { jobPositionID: 999, name: 'Harbour Pilot' })).toBe('Harbour Pilot');
    expect(genderName(i18n, { code: 'X', name: 'Unlisted' })).toBe('Unlisted');
    expect(languageName(i18n, { code: 'not a code', languageName: 'Klingon' })).toBe('Klingon');
  });

  it('sorts by the names as the page’s language orders them', () => {
    i18n.activate('es');
    const names = ['zulú', 'árabe', 'inglés'];
    expect(byName(i18n, names, (name) => name)).toEqual(['árabe', 'inglés', 'zulú']);
  });
});
