import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { MainProducts } from './main-products';

const press = {
  productID: '00000000-0000-4000-8000-000000000007',
  name: 'Hydraulic Press HP-200',
  description: 'A 200 t press.',
  mainImage: null,
  hidden: false,
  price: null,
  moq: null,
} as unknown as Product;

describe('MainProducts', () => {
  it('lists the business’s other products under its name', () => {
    renderWithApp(
      <MainProducts companyName="Gulf Presses" others={[press]} isPending={false} isError={false} />,
    );
    expect(screen.getByRole('heading', { name: 'Main products of Gulf Presses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hydraulic Press HP-200' })).toBeInTheDocument();
  });

  it('is left out when the product on the page is the business’s only one', () => {
    const { container } = renderWithApp(
      <MainProducts companyName="Gulf Presses" others={[]} isPending={false} isError={false} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/No products/)).not.toBeInTheDocument();
  });

  it('shows the loading and the error states of the list', () => {
    renderWithApp(<MainProducts companyName="Gulf Presses" others={undefined} isPending isError={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
  });
});
