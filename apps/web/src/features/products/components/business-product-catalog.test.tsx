import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { BusinessProductCatalog, CATALOG_PAGE_SIZE } from './business-product-catalog';

const businessID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';
const products = Array.from({ length: CATALOG_PAGE_SIZE + 2 }, (_, at) => ({
  productID: `00000000-0000-4000-8000-${String(at).padStart(12, '0')}`,
  name: `Pump ${at + 1}`,
  description: 'A gear pump.',
  mainImage: null,
  hidden: false,
  price: null,
  moq: { quantity: 500, unit: 'piece' },
}));

function renderAt(entry: string) {
  stubFetch(() => ok(products));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <BusinessProductCatalog
          businessID={businessID}
          companyName="Gulf Coast Hydraulics"
          businessHref="/b"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BusinessProductCatalog', () => {
  it('shows buyers the first page of products with their MOQ, and a link to the next', async () => {
    renderAt('/business/x/products');
    expect(await screen.findByRole('link', { name: 'Pump 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(CATALOG_PAGE_SIZE);
    expect(screen.getAllByText('MOQ 500 pieces')).toHaveLength(CATALOG_PAGE_SIZE);
    const pager = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/business/x/products?page=2',
    );
    expect(within(pager).queryByRole('link', { name: 'Previous' })).toBeNull();
  });

  it('shows the page the address names, and the last page for one past the end', async () => {
    renderAt('/business/x/products?page=9');
    expect(await screen.findByRole('link', { name: 'Pump 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
