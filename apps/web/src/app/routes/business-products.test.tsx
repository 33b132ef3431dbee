import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { signIn } from '@/test/session';
import { Component } from './business-products';

const businessID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';

const business = (access: 'owner' | 'none') => ({
  businessID,
  subscription: 'standard',
  verified: false,
  general: {
    companyName: 'Gulf Coast Hydraulics',
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: '0005', name: 'Machineries' },
    profilePhoto: null,
    coverPhoto: null,
  },
  contactInfo: { country: { code: 'US', countryName: 'United States' } },
  session: { access },
});

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

/** Opens the products page at `path` as a member with `access` to the business. */
function open(path: string, access: 'owner' | 'none', products: unknown[] = []) {
  signIn('member');
  stubFetch(({ url }) => {
    if (url.includes('/business/profile/')) return ok(business(access));
    if (url.endsWith('/catsys/industry/full-tree')) return ok([]);
    if (url.includes('/product/by-business')) return ok(products);
    return ok([]);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/business/:id/products" element={<Component />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the products page of a business', () => {
  it('opens the form for a new product at ?add=1, and drops the parameter when the form closes', async () => {
    open(`/business/${businessID}/products?add=1`, 'owner');
    expect(await screen.findByRole('heading', { name: 'Add a product' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Add a product' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/business/${businessID}/products`,
    );
    expect(screen.getByRole('status', { name: 'Address' })).not.toHaveTextContent('add=1');
  });

  it('shows the form only when asked', async () => {
    open(`/business/${businessID}/products`, 'owner');
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a product' })).toBeNull();
  });

  it('reads in Spanish on a Spanish page, with the language’s plural forms', async () => {
    i18n.activate('es');
    const valve = {
      productID: '9d3c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22',
      businessID,
      name: 'Ball valve',
      mainImage: null,
      photos: 1,
      specs: [
        { key: 'Size', value: '2 in' },
        { key: 'Body', value: 'Brass' },
      ],
      category: { id: '0005-01', name: 'Valves' },
    };
    open(`/business/${businessID}/products`, 'owner', [valve]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument();
    expect(await screen.findByText('Valves · 1 imagen · 2 especificaciones')).toBeInTheDocument();
    expect(screen.getByText(/^1 de \d+ productos \(membresía STANDARD\)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir producto' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Productos \| /);
  });
});
