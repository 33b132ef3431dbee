import { screen, within } from '@testing-library/react';
import { useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { termsFromParams, termsToParams } from '../api/product-terms';
import { runSearch, searchInputFromParams } from '../api/search';
import { ProductTermFilters } from './product-term-filters';

/** The filters as the results page holds them: read from the address, written back to it. */
function Page() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const terms = termsFromParams(params);
  return (
    <>
      <ProductTermFilters
        key={JSON.stringify(terms)}
        value={terms}
        onApply={(next) => {
          const updated = new URLSearchParams(params);
          for (const [name, value] of Object.entries(termsToParams(next)))
            if (value) updated.set(name, value);
            else updated.delete(name);
          setParams(updated);
        }}
      />
      <output aria-label="address">{location.search}</output>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent!;

describe('ProductTermFilters', () => {
  it('puts the chosen terms in the address, and the search sends them', async () => {
    const { user } = renderWithApp(<Page />);
    const form = screen.getByRole('form', { name: 'Trade terms' });
    await user.selectOptions(within(form).getByLabelText('Currency'), 'EUR');
    await user.type(within(form).getByLabelText('Price to'), '15');
    await user.type(within(form).getByLabelText('MOQ at most'), '500');
    await user.click(within(form).getByText('Payment terms', { selector: 'summary' }));
    await user.click(within(form).getByRole('checkbox', { name: 'T/T' }));
    await user.click(within(form).getByText('Incoterms', { selector: 'summary' }));
    await user.click(within(form).getByRole('checkbox', { name: 'FOB' }));
    await user.click(within(form).getByRole('checkbox', { name: 'CIF' }));
    await user.click(within(form).getByRole('checkbox', { name: 'In stock only' }));
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

    const params = new URLSearchParams(address());
    expect(Object.fromEntries(params)).toEqual({
      priceCurrency: 'EUR',
      priceMax: '15',
      moqMax: '500',
      paymentTerms: 'T/T',
      incoterms: 'FOB,CIF',
      inStock: '1',
    });
    // The applied filters show as chosen after the address changed.
    expect(screen.getByRole('checkbox', { name: 'FOB' })).toBeChecked();
    expect(screen.getByLabelText('MOQ at most')).toHaveValue(500);

    params.set('business', 'PR');
    params.set('search', 'press');
    const calls = stubFetch(() => ok({ results: [], total_results: 0, total_capped: false }));
    await runSearch(searchInputFromParams(params), 'es');
    expect(calls[0]!.url).toContain('/search/product');
    // The page's language, whose stems the API matches too.
    expect(calls[0]!.headers['accept-language']).toBe('es');
    expect(calls[0]!.body).toEqual({
      textQuery: 'press',
      skip: 0,
      size: 5,
      priceCurrency: 'EUR',
      priceMax: 15,
      moqMax: 500,
      paymentTerms: ['T/T'],
      incoterms: ['FOB', 'CIF'],
      inStock: true,
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('');
  });

  it('refuses a highest price below the lowest and an MOQ that is not a whole number', async () => {
    const { user } = renderWithApp(<Page />);
    await user.type(screen.getByLabelText('Price from'), '20');
    await user.type(screen.getByLabelText('Price to'), '10');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The highest price must not be below the lowest.');
    expect(address()).toBe('');

    await user.clear(screen.getByLabelText('Price to'));
    await user.type(screen.getByLabelText('MOQ at most'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum order is a whole number of 1 or more.');
    expect(address()).toBe('');
  });

  it('reads an address by leaving out what the API would refuse', () => {
    const terms = termsFromParams(
      new URLSearchParams(
        'priceMin=30&priceMax=10&moqMax=abc&paymentTerms=T/T,Bitcoin&incoterms=XYZ&inStock=yes',
      ),
    );
    expect(terms).toEqual({
      priceCurrency: 'USD',
      priceMin: 10,
      priceMax: 30,
      paymentTerms: ['T/T'],
      incoterms: [],
      inStock: false,
    });
  });
});
