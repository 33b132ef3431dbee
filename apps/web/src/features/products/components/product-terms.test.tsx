import { i18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { ProductForm } from './product-form';
import { ProductPriceLine, tradeTermRows } from './product-terms-view';

const industries = [
  { id: '0001', name: 'Machinery', categories: [{ id: '0001-01', name: 'Presses', subCategories: [] }] },
] as unknown as Parameters<typeof ProductForm>[0]['industries'];

async function fillRequired() {
  const onSave = vi.fn(async () => undefined);
  const view = renderWithApp(<ProductForm industries={industries} onSave={onSave} onCancel={() => {}} />);
  const { user } = view;
  await user.type(screen.getByLabelText('Product name'), 'Hydraulic Press HP-200');
  await user.type(screen.getByLabelText(/^Description/), 'Built for continuous industrial duty.');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Machinery');
  await user.selectOptions(screen.getByLabelText('Category'), 'Presses');
  return { ...view, onSave, add: () => user.click(screen.getByRole('button', { name: 'Add product' })) };
}

describe('commercial terms in the product form', () => {
  it('sends the price range, MOQ, supply ability, shipping, payment terms and Incoterms it was given', async () => {
    const { user, add, onSave } = await fillRequired();
    await user.type(screen.getByLabelText('Lowest price'), '12');
    await user.type(screen.getByLabelText('Highest price'), '18.5');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.type(screen.getByLabelText('Minimum order (MOQ)'), '500');
    await user.selectOptions(screen.getByLabelText('MOQ unit'), 'carton');
    await user.type(screen.getByLabelText('Supply ability'), '20000');
    await user.selectOptions(screen.getByLabelText('Per'), 'year');
    await user.type(screen.getByLabelText('Port of shipment'), 'Port of Houston');
    await user.click(screen.getByLabelText('T/T'));
    await user.click(screen.getByLabelText('FOB (Free on Board)'));
    await add();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        price: { min: 12, max: 18.5, currency: 'EUR', unit: 'piece' },
        moq: { quantity: 500, unit: 'carton' },
        supplyAbility: { quantity: 20000, unit: 'piece', period: 'year' },
        portOfShipment: 'Port of Houston',
        paymentTerms: ['T/T'],
        incoterms: ['FOB'],
      }),
    ]);
  });

  it('shows under the field a highest price below the lowest, and a fractional MOQ, and saves nothing', async () => {
    const { user, add, onSave } = await fillRequired();
    await user.type(screen.getByLabelText('Lowest price'), '20');
    await user.type(screen.getByLabelText('Highest price'), '18');
    await user.type(screen.getByLabelText('Minimum order (MOQ)'), '2.5');
    await add();
    expect(await screen.findByText('The highest price must not be below the lowest.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of at least 1.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

const product = {
  price: { min: 12, max: 18, currency: 'USD', unit: 'piece' },
  moq: { quantity: 500, unit: 'piece' },
  supplyAbility: { quantity: 1, unit: 'container', period: 'month' },
  portOfShipment: null,
  paymentTerms: ['T/T', 'L/C'],
  incoterms: ['FOB'],
  packaging: null,
  datasheet: null,
} as unknown as Product;

describe('commercial terms on cards and the product page', () => {
  it('reads as a buyer expects: price per unit and the MOQ with its plural', () => {
    render(<ProductPriceLine product={product} />);
    expect(screen.getByText('$12 – $18 / piece · MOQ 500 pieces')).toBeInTheDocument();
  });

  it('lists only the stated terms, the Incoterm with its name', () => {
    expect(tradeTermRows(product, i18n)).toEqual([
      ['Price', '$12 – $18 / piece'],
      ['Minimum Order', '500 pieces'],
      ['Supply Ability', '1 container (20 ft) per month'],
      ['Payment Terms', 'T/T, L/C'],
      ['Incoterms', 'FOB (Free on Board)'],
    ]);
  });
});

describe('the price and MOQ line of a product card', () => {
  const without = { ...product, price: null, moq: null } as Product;

  it('shows only what the supplier stated', () => {
    const { rerender } = render(<ProductPriceLine product={{ ...without, price: product.price }} />);
    expect(screen.getByText('$12 – $18 / piece')).toBeInTheDocument();
    rerender(<ProductPriceLine product={{ ...without, moq: { quantity: 1, unit: 'piece' } }} />);
    expect(screen.getByText('MOQ 1 piece')).toBeInTheDocument();
  });

  it('is not there when the supplier stated neither', () => {
    const { container } = render(<ProductPriceLine product={without} />);
    expect(container).toBeEmptyDOMElement();
  });
});
