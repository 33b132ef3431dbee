import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product, SearchKindCounts } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { ProductResultCard } from './product-result-card';
import { SearchFacetsPanel } from './search-facets';
import { SearchKinds } from './search-kinds';
import { SearchNotices } from './search-notices';

const product = {
  productID: '00000000-0000-4000-8000-000000000007',
  businessID: '00000000-0000-4000-8000-000000000008',
  name: 'SG-333 Series Gear Pump',
  description: 'Gear pumps for oil transfer.',
  mainImage: null,
  photos: 1,
  specs: [],
  stock: false,
  industry: { id: '0005', name: 'Machineries' },
  category: { id: '0005-03', name: 'Pumps' },
  subCategory: null,
  businessProfile: {
    general: { companyName: 'Summit Machinery', businessType: { code: 'MA', name: 'Manufacturers' } },
  },
} as unknown as Product;

const none = { count: 0, capped: false };

describe('search results in the page’s language', () => {
  it('gives a product card in Spanish, its photo count with the Spanish plural', () => {
    i18n.activate('es');
    const first = renderWithApp(<ProductResultCard product={product} />);
    expect(screen.getByRole('link', { name: 'Enviar solicitud' })).toBeInTheDocument();
    expect(screen.getByText('Bajo pedido')).toBeInTheDocument();
    expect(screen.getByText(/^Fabricante ·/)).toBeInTheDocument();
    expect(screen.getByText('1 foto')).toBeInTheDocument();
    first.unmount();
    renderWithApp(<ProductResultCard product={{ ...product, photos: 3 }} />);
    expect(screen.getByText('3 fotos')).toBeInTheDocument();
  });

  it('names the kinds in Italian and writes their counts the Italian way', () => {
    i18n.activate('it');
    const counts: SearchKindCounts = {
      products: { count: 12_500, capped: false },
      users: none,
      groups: none,
      businessTypes: [{ code: 'MA', label: 'Manufacturers', count: 3, capped: false }],
    };
    renderWithApp(
      <SearchKinds counts={counts} current="MA" hrefOf={(code) => `/search-result?business=${code}`} />,
    );
    const kinds = within(screen.getByRole('navigation', { name: 'Risultati in altri tipi' }));
    expect(kinds.getByRole('link', { name: /Prodotti\s*12\.500/ })).toBeInTheDocument();
    expect(kinds.getByRole('link', { name: /Produttori\s*3/ })).toHaveAttribute('aria-current', 'page');
  });

  it('titles the facets in Chinese and names countries and business types in Chinese', () => {
    i18n.activate('zh');
    renderWithApp(
      <SearchFacetsPanel
        facets={{
          businessTypes: [{ value: 'DI', label: 'Distributors', count: 2, capped: false }],
          countries: [{ value: 'DE', label: 'Germany', count: 1, capped: false }],
          industries: [],
          tiers: [],
        }}
        selection={{ businessType: null, countries: [], industries: [], tiers: [] }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: '企业类型' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /分销商/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /德国/ })).toBeInTheDocument();
  });

  it('tells in Spanish which words the results are for', () => {
    i18n.activate('es');
    renderWithApp(
      <SearchNotices
        search="pmup"
        correctedQuery="pump"
        partialMatch={false}
        exactHref="/search-result?exact=1"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se muestran resultados para pump. Buscar en su lugar pmup',
    );
    expect(screen.getByRole('link', { name: 'pmup' })).toBeInTheDocument();
  });
});
