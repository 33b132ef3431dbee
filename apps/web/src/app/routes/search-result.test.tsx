import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { Component } from './search-result';

/** The results page at `query`, a business search answering `total` results (capped at the site's 1,000). */
function open(query: string, total: number, capped: boolean) {
  stubFetch(({ url }) =>
    url.includes('/search/business')
      ? ok({ results: [], total_results: total, total_capped: capped, correctedQuery: null })
      : failure(500, 'InternalError'),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/search-result?${query}`]}>
        <Routes>
          <Route path="/search-result" element={<Component />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the search results in the page’s language', () => {
  it('counts in English as the spec writes it', async () => {
    open('business=MA&countries=global&search=valves', 1, false);
    expect(
      await screen.findByRole('heading', { level: 1, name: '1 Result for Manufacturers - valves' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^valves - Manufacturers \| /);
  });

  it('says when there are more results than it counts', async () => {
    open('business=MA&countries=global&search=valves', 1000, true);
    expect(
      await screen.findByRole('heading', { level: 1, name: '1,000+ Results for Manufacturers - valves' }),
    ).toBeInTheDocument();
  });

  it('names the type, the count, the countries and the page in Italian, numbers in Italian format', async () => {
    i18n.activate('it');
    open('business=DI&countries=DE,FR&search=valvole', 12345, false);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '12.345 risultati in Distributori - valvole',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paese: Germania, Francia')).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      "Risultati di ricerca per valvole nell'elenco B2B industriale (edizione USA).",
    );
  });

  it('uses the language’s plural forms for the count', async () => {
    i18n.activate('es');
    open('business=EX&countries=global&search=', 2, false);
    expect(
      await screen.findByRole('heading', { level: 1, name: '2 resultados en Exportadores' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Directorio de Exportadores \| /);
  });

  it('offers the groups matching the text, linking to the groups page’s search', async () => {
    const none = { count: 0, capped: false };
    stubFetch(({ url }) => {
      if (url.includes('/search/counts'))
        return ok({
          products: none,
          users: none,
          groups: { count: 4, capped: false },
          businessTypes: [{ code: 'MA', label: 'Manufacturers', count: 1, capped: false }],
        });
      if (url.includes('/search/business'))
        return ok({ results: [], total_results: 1, total_capped: false, correctedQuery: null });
      return failure(500, 'InternalError');
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/search-result?business=MA&countries=global&search=steel valves']}>
          <Routes>
            <Route path="/search-result" element={<Component />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: /Groups\s*4/ })).toHaveAttribute(
      'href',
      '/groups?q=steel+valves',
    );
  });
});
