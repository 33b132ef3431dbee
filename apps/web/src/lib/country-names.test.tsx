import { i18n } from '@lingui/core';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '@/test/i18n';
import { countryNameIn, regionNamesIn, useCountryName } from './country-names';

describe('country names', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    i18n.activate('en');
  });

  it('makes one Intl.DisplayNames per language however many cards name a country', () => {
    i18n.activate('it');
    const Original = Intl.DisplayNames;
    let made = 0;
    vi.spyOn(Intl, 'DisplayNames', 'get').mockReturnValue(
      class extends Original {
        constructor(...args: ConstructorParameters<typeof Original>) {
          super(...args);
          made++;
        }
      },
    );
    const { result } = renderHook(() => Array.from({ length: 20 }, () => useCountryName()), {
      wrapper: withI18n(),
    });
    expect(result.current.map((name) => name('DE'))).toEqual(Array(20).fill('Germania'));
    expect(made).toBeLessThanOrEqual(1);
    expect(regionNamesIn('it')).toBe(regionNamesIn('it'));
  });

  it('names a country in English by the reference list, with no region table, and by Intl without one', () => {
    i18n.activate('en');
    const made = vi.spyOn(Intl, 'DisplayNames');
    const { result } = renderHook(() => useCountryName(), { wrapper: withI18n() });
    expect(result.current('us', 'United States of America')).toBe('United States of America');
    expect(result.current('ZZZ', 'Somewhere')).toBe('Somewhere');
    expect(countryNameIn('en', 'US', 'United States of America')).toBe('United States of America');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    expect(countryNameIn('en', 'DE')).toBe('Germany');
    expect(countryNameIn('en', 'not a code')).toBe('not a code');
    expect(countryNameIn('es', 'US', 'United States of America')).toBe('Estados Unidos');
    expect(countryNameIn('es', 'not a code', 'Elsewhere')).toBe('Elsewhere');
  });
});
