import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { taxonomyName } from './reference-names';

describe('taxonomy names', () => {
  it('shows the names in the page’s language, and the API’s English where it has none', () => {
    i18n.activate('es');
    expect(taxonomyName(i18n, 'Automation')).toBe('Automatización');
    expect(taxonomyName(i18n, 'Underwater Basket Weaving')).toBe('Underwater Basket Weaving');
    i18n.activate('zh');
    expect(taxonomyName(i18n, 'Compact PLCs')).toBe('紧凑型 PLC');
    i18n.activate('en');
    expect(taxonomyName(i18n, 'Automation')).toBe('Automation');
  });
});
