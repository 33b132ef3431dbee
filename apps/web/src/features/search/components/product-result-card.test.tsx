import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { ProductResultCard, SPEC_VALUE_MAX } from './product-result-card';

const product = {
  productID: '00000000-0000-4000-8000-000000000007',
  businessID: '00000000-0000-4000-8000-000000000008',
  name: 'SG-333 Series Gear Pump',
  description: 'Gear pumps for oil transfer.',
  mainImage: null,
  photos: 0,
  specs: [],
  stock: true,
  industry: { id: '0005', name: 'Machineries' },
  category: { id: '0005-03', name: 'Pumps' },
  subCategory: null,
  businessProfile: {
    general: { companyName: 'Summit Machinery', businessType: { code: 'MA', name: 'Manufacturers' } },
  },
} as unknown as Product;

describe('ProductResultCard', () => {
  it('puts the price line the page gives under the company, and offers Send Request about the product, in a card named by it', () => {
    renderWithApp(
      <ProductResultCard product={product} terms={['pump']} action={<button type="button">Save</button>}>
        <p>$120 – $144 / piece · MOQ 50 pieces</p>
      </ProductResultCard>,
    );
    expect(screen.getByText('$120 – $144 / piece · MOQ 50 pieces')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'SG-333 Series Gear Pump' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send Request' })).toHaveAttribute(
      'href',
      `/business/${product.businessID}/send-request?product=${product.productID}`,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 }).querySelector('mark')).toHaveTextContent('Pump');
  });

  it('names the company’s type as one business is named, not as the search kind', () => {
    renderWithApp(<ProductResultCard product={product} />);
    expect(screen.getByText(/^Manufacturer ·/)).toBeInTheDocument();
    expect(screen.queryByText(/Manufacturers/)).not.toBeInTheDocument();
  });

  it('shows up to four specs, each value whole up to 50 characters and cut with an ellipsis past them', () => {
    const whole = 'United States of America, Gulf Coast region (TX-1)';
    const long = `${'Stainless steel AISI 316L, electropolished, ra 0.4'}, food grade`;
    expect(whole).toHaveLength(SPEC_VALUE_MAX);
    renderWithApp(
      <ProductResultCard
        product={{
          ...product,
          specs: [
            { key: 'Country of origin', value: whole },
            { key: 'Material', value: long },
            { key: 'Model', value: 'SG-333' },
            { key: 'Weight', value: '467 lb' },
            { key: 'Warranty', value: '2 years' },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Country of origin:',
      'Material:',
      'Model:',
      'Weight:',
    ]);
    const values = screen.getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual([
      whole,
      `${long.slice(0, SPEC_VALUE_MAX)}…`,
      'SG-333',
      '467 lb',
    ]);
    // Nothing cuts a value shorter on screen: no single-line clipping around it.
    for (const value of values) {
      expect(value.className).not.toMatch(/truncate|line-clamp|overflow-hidden/);
      expect(value.parentElement?.className).not.toMatch(/truncate|line-clamp|overflow-hidden/);
    }
  });
});
