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
