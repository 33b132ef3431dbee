import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '@tradeforge/contracts';
import { ProductDetails } from './product-details';
import { ProductPriceLine, tradeTermRows } from './product-terms-view';

const product = {
  productID: '00000000-0000-4000-8000-000000000007',
  businessID: '00000000-0000-4000-8000-000000000008',
  name: 'SG-333 Gear Pump',
  description: 'Gear pumps for oil transfer.',
  keywords: [],
  mainImage: null,
  images: [],
  videos: [],
  specs: [],
  stock: true,
  leadTime: null,
  industry: { id: '0005', name: 'Machineries' },
  category: { id: '0005-03', name: 'Pumps' },
  subCategory: null,
  price: { min: 1200.5, max: 1800, currency: 'EUR', unit: 'piece' },
  moq: { quantity: 1500, unit: 'piece' },
  supplyAbility: { quantity: 1, unit: 'container', period: 'month' },
  portOfShipment: null,
  paymentTerms: ['T/T', 'Cash in advance'],
  incoterms: ['FOB'],
  packaging: null,
  datasheet: { url: 'https://files.example/sheet.pdf', name: 'sheet.pdf', size: 1_572_864 },
  hidden: false,
  businessProfile: { general: { companyName: 'Summit Machinery' } },
} as unknown as Product;

describe('products in the page’s language', () => {
  it('gives the product page’s boxes, terms and datasheet in Spanish, numbers the Spanish way', () => {
    i18n.activate('es');
    render(
      <MemoryRouter>
        <ProductDetails product={product} actions={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Especificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Condiciones comerciales' })).toBeInTheDocument();
    expect(screen.getByText('Disponible en stock')).toBeInTheDocument();
    expect(screen.getByText('Sí')).toBeInTheDocument();
    expect(screen.getByText('1 contenedor (20 pies) por mes')).toBeInTheDocument();
    expect(screen.getByText('T/T, Pago por adelantado')).toBeInTheDocument();
    expect(screen.getByText('FOB (Franco a bordo)')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Descargar el catálogo / ficha técnica (PDF, 1,5 MB)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^de$/)).toBeInTheDocument();
  });

  it('counts units with each language’s plural and digits', () => {
    i18n.activate('it');
    const { rerender } = render(<ProductPriceLine product={product} />);
    expect(
      screen.getByText(/^1200,50\s?[-–]\s?1800\s€ \/ pezzo · Ordine minimo 1500 pezzi$/),
    ).toBeInTheDocument();
    rerender(<ProductPriceLine product={{ ...product, price: null, moq: { quantity: 1, unit: 'piece' } }} />);
    expect(screen.getByText('Ordine minimo 1 pezzo')).toBeInTheDocument();
    i18n.activate('zh');
    expect(tradeTermRows(product, i18n)).toContainEqual(['最小起订量', '1,500 件']);
  });
});
