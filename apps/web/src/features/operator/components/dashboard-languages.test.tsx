import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { Dashboard } from './dashboard';

describe('the operator dashboard in the page’s language', () => {
  it('titles, totals and dates the figures in Spanish', async () => {
    const day = (date: string, users: number) => ({
      day: date,
      users,
      businesses: 0,
      products: 0,
      inquiries: 0,
      payments: 0,
    });
    stubFetch(() => ok({ days: [day('2026-11-03', 1200), day('2026-11-04', 300)] }));
    i18n.activate('es');
    renderWithApp(<Dashboard />);
    expect(await screen.findByRole('heading', { name: 'Últimos 30 días' })).toBeInTheDocument();
    expect(screen.getAllByText('Usuarios nuevos')).toHaveLength(2);
    expect(screen.getByText('1500')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '4 nov 2026' })).toBeInTheDocument();
  });
});
