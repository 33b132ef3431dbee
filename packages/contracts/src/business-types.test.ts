import { describe, expect, it } from 'vitest';
import { BUSINESS_KINDS, BUSINESS_TYPES, businessKindLabel, withArticle } from './business-types';
import { ProfileBusinessType } from './business-profile';

describe('BUSINESS_KINDS', () => {
  it('offers every business type but the Products and Users search targets', () => {
    const kinds = BUSINESS_KINDS.map((kind) => kind.code);
    expect(kinds).not.toContain('PR');
    expect(kinds).not.toContain('UR');
    expect([...kinds, 'PR', 'UR'].sort()).toEqual(BUSINESS_TYPES.map((type) => type.code).sort());
  });

  it('is exactly what a business profile may declare', () => {
    const declarable = ProfileBusinessType.anyOf.map((literal) => literal.const);
    expect(BUSINESS_KINDS.map((kind) => kind.code).sort()).toEqual([...declarable].sort());
  });

  it('names one business, falling back to the given name for other codes', () => {
    expect(businessKindLabel('EX')).toBe('Exporter');
    expect(businessKindLabel('PR', 'Products')).toBe('Products');
  });
});

describe('withArticle', () => {
  it.each([
    ['exporter', 'an exporter'],
    ['importer', 'an importer'],
    ['investment firm', 'an investment firm'],
    ['Exporter', 'an Exporter'],
    ['manufacturer', 'a manufacturer'],
    ['public agency', 'a public agency'],
  ])('puts the right article before %s', (noun, phrase) => {
    expect(withArticle(noun)).toBe(phrase);
  });
});
