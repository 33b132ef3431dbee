import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@tradeforge/contracts';
import { clearSession } from '@/lib/session';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { SavedSearchList } from './saved-search-list';

afterEach(() => clearSession());

const saved = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'pumps - Manufacturers',
  kind: 'businesses',
  query: { textQuery: 'pumps', businessType: 'MA', industries: ['0005', '0006'], exact: true },
  newResults: 1,
  createdAt: '2026-01-02T10:00:00.000Z',
  checkedAt: '2026-03-03T10:00:00.000Z',
  ...overrides,
});

describe('saved searches in the page’s language', () => {
  it('describes a search, counts its new results and dates it in Spanish', async () => {
    signIn('saver');
    stubFetch(() =>
      ok({
        searches: [
          saved(),
          saved({ id: '00000000-0000-4000-8000-000000000004', name: 'Valves', newResults: 4 }),
        ],
      }),
    );
    i18n.activate('es');
    renderWithApp(<SavedSearchList />);
    expect(await screen.findByText('1 resultado nuevo')).toBeInTheDocument();
    expect(screen.getByText('4 resultados nuevos')).toBeInTheDocument();
    expect(
      screen.getAllByText('Fabricantes · Todos los países · 2 industrias · palabras exactas'),
    ).toHaveLength(2);
    expect(screen.getAllByText('Guardada el 2 ene 2026 · revisada el 3 mar 2026')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Eliminar la búsqueda guardada Valves' })).toBeInTheDocument();
  });

  it('says in Chinese that there is none', async () => {
    signIn('saver');
    stubFetch(() => ok({ searches: [] }));
    i18n.activate('zh');
    renderWithApp(<SavedSearchList />);
    expect(await screen.findByText('您还没有保存的搜索。')).toBeInTheDocument();
  });
});
