import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessInsights } from '@tradeforge/contracts';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { InsightsPanel } from './insights-panel';

vi.mock('./insights-charts', () => import('@/test/insights-charts'));

const businessID = '00000000-0000-4000-8000-000000000001';
const data: BusinessInsights = {
  days: [
    {
      date: '2026-01-05',
      profileViews: 1234,
      productViews: 1,
      searchAppearances: 4,
      likes: 0,
      follows: 0,
      inquiries: 0,
      responseHours: null,
    },
  ],
  totals: {
    profileViews: 12_345,
    productViews: 1,
    searchAppearances: 4,
    likes: 2,
    follows: 1,
    inquiries: 3,
    responseHours: 5.5,
  },
  topProducts: [{ productID: '00000000-0000-4000-8000-000000000002', name: 'Gear Pump', views: 1 }],
  topSearchWords: [{ word: 'pumps', count: 12 }],
};

describe('InsightsPanel in the page’s language', () => {
  it('writes figures, hours, counts and days in Italian', async () => {
    i18n.activate('it');
    stubFetch(() => ok(data));
    renderWithApp(<InsightsPanel businessID={businessID} companyName="Acme" />);
    const views = await screen.findByText('Visualizzazioni del profilo', { selector: 'dt' });
    expect(views.nextElementSibling).toHaveTextContent('12.345');
    expect(screen.getByText('5,5 h')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 giorni' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 visualizzazione')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Parole più cercate' })).getByText('12 ricerche'),
    ).toBeInTheDocument();
    expect(screen.getByText('5 gen 2026')).toBeInTheDocument();
  });
});
