import { describe, expect, it } from 'vitest';
import { planCompanies } from '../src/demo/companies';
import { planProduct } from '../src/demo/products';
import { createRandom } from '../src/demo/random';

describe('the demo products', () => {
  it('write a warranty of one year in the singular', () => {
    const random = createRandom(7);
    const warranties = planCompanies(random).flatMap((company) =>
      Array.from({ length: 7 }, (_, index) => planProduct(company, index, random)).flatMap((product) =>
        product.body.specs.filter((spec) => spec.key === 'Warranty').map((spec) => spec.value),
      ),
    );
    expect(warranties).toContain('1 year parts and labor');
    expect(warranties.filter((value) => value.startsWith('1 years'))).toEqual([]);
  });
});

describe('the demo businesses', () => {
  it('say "an exporter", "an importer" and "an investment firm" in their descriptions, never "a exporter"', () => {
    const descriptions = planCompanies(createRandom(7)).map((company) => company.generalDescription);
    const text = descriptions.join(' ');
    expect(text).toContain('is an exporter');
    expect(text).toContain('is an importer');
    expect(text).toContain('is an investment firm');
    expect(text).toContain('is a manufacturer');
    expect(text).not.toMatch(/\ba [aeiou]/i);
  });

  it('keep acronyms in capitals when their descriptions name categories ("HMI and SCADA", not "hmi and scada")', () => {
    const descriptions = planCompanies(createRandom(7)).map((company) => company.shortDescription);
    const acronyms = /\b(EV|HMI|SCADA|PLCs?|HVAC|CNC|LED)\b/;
    expect(descriptions.filter((text) => acronyms.test(text)).length).toBeGreaterThan(0);
    expect(
      descriptions.filter((text) => new RegExp(acronyms.source, 'i').test(text) && !acronyms.test(text)),
    ).toEqual([]);
    // Other words of a category name are in lower case inside the sentence.
    expect(descriptions.join(' ')).not.toMatch(/ and [A-Z][a-z]+ for customers/);
  });
});
