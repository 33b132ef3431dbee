import { setupI18n } from '@lingui/core';
import allMessages from 'virtual:i18n-messages';
import { describe, expect, it } from 'vitest';
import { NETWORK_PORTALS } from './network';

const countryIn = (locale: string, code: string) =>
  setupI18n({ locale, messages: { [locale]: allMessages[locale] ?? {} } })._(
    NETWORK_PORTALS.find((portal) => portal.code === code)!.country,
  );

describe('the network’s portals', () => {
  it('keeps the list’s English country names and names each country in the other languages', () => {
    expect(NETWORK_PORTALS).toHaveLength(25);
    expect(countryIn('en', 'TR')).toBe('Turkey');
    expect(countryIn('it', 'TR')).toBe('Turchia');
    expect(countryIn('es', 'AE')).toBe('Emiratos Árabes Unidos');
    expect(countryIn('zh', 'KR')).toBe('韩国');
  });
});
