import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@tradeforge/contracts';
import { clearSession } from '@/lib/session';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { SaveSearchButton } from './save-search-button';
import { SavedSearchList } from './saved-search-list';
import { savedSearchHref } from './search-query';

afterEach(() => clearSession());

const saved = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'pumps - Manufacturers',
  kind: 'businesses',
  query: { textQuery: 'pumps', businessType: 'MA', countries: ['CA', 'US'], tiers: ['gold'] },
  newResults: 3,
  createdAt: '2026-01-02T10:00:00.000Z',
  checkedAt: '2026-01-03T10:00:00.000Z',
  ...overrides,
});

describe('SaveSearchButton', () => {
  it('saves the results page’s search with its filters and then links to the saved searches', async () => {
    signIn('saver');
    const calls = stubFetch(({ body }) => ok({ ...saved(), ...(body as object) }));
    const { user } = renderWithApp(
      <SaveSearchButton
        search={{ business: 'MA', countries: 'US,CA', search: 'pumps', tiers: ['gold'], industries: [] }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('link', { name: /see my saved searches/ })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    expect(screen.getByRole('link', { name: /see my saved searches/ })).toHaveFocus();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        kind: 'businesses',
        query: { textQuery: 'pumps', businessType: 'MA', countries: ['US', 'CA'], tiers: ['gold'] },
      },
    });
  });

  it('offers nothing for a people search', () => {
    renderWithApp(<SaveSearchButton search={{ business: 'UR', countries: 'global', search: 'ana' }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('SavedSearchList', () => {
  it('lists my searches with their new results, and deletes one', async () => {
    signIn('saver');
    let searches = [
      saved(),
      saved({
        id: '00000000-0000-4000-8000-000000000004',
        name: 'Valves',
        kind: 'products',
        query: { textQuery: 'valve' },
        newResults: 0,
      }),
    ];
    const calls = stubFetch(({ method, url }) => {
      if (method === 'DELETE') searches = searches.filter((item) => !url.endsWith(item.id));
      return method === 'DELETE' ? ok({ deleted: true }) : ok({ searches });
    });
    const { user } = renderWithApp(<SavedSearchList />);
    expect(await screen.findByText('3 new results')).toBeInTheDocument();
    expect(screen.getByText('Manufacturers · CA, US · gold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pumps - Manufacturers' })).toHaveAttribute(
      'href',
      '/search-result?business=MA&countries=CA%2CUS&search=pumps&tiers=gold',
    );
    await user.click(screen.getByRole('button', { name: 'Delete saved search Valves' }));
    await waitFor(() => expect(screen.queryByText('Valves')).not.toBeInTheDocument());
    expect(
      calls.some(
        (call) =>
          call.method === 'DELETE' &&
          call.url.endsWith('/saved-searches/00000000-0000-4000-8000-000000000004'),
      ),
    ).toBe(true);
  });

  it('says so when there is none', async () => {
    signIn('saver');
    stubFetch(() => ok({ searches: [] }));
    renderWithApp(<SavedSearchList />);
    expect(await screen.findByText('You have no saved searches yet.')).toBeInTheDocument();
  });

  it('opens a products search on the products results', () => {
    expect(savedSearchHref(saved({ kind: 'products', query: { textQuery: 'valve', exact: true } }))).toBe(
      '/search-result?business=PR&countries=global&search=valve&exact=1',
    );
  });
});
