import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { ProductResultCard } from './product-result-card';

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
});
