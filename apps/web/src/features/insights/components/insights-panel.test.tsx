import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessInsights } from '@tradeforge/contracts';
import { clearSession } from '@/lib/session';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { sendView } from '../api/send-view';
import { InsightsPanel } from './insights-panel';

vi.mock('./insights-charts', () => import('@/test/insights-charts'));

const businessID = '00000000-0000-4000-8000-000000000001';
const day = (date: string, profileViews: number) => ({
  date,
  profileViews,
  productViews: 1,
  searchAppearances: 4,
  likes: 0,
  follows: 0,
  inquiries: 0,
  responseHours: null,
});
const insights = (days: number): BusinessInsights => ({
  days: Array.from({ length: days }, (_, at) => day(`2026-01-${String(at + 1).padStart(2, '0')}`, at)),
  totals: {
    profileViews: days * 10,
    productViews: days,
    searchAppearances: 4 * days,
    likes: 2,
    follows: 1,
    inquiries: 3,
    responseHours: 5.5,
  },
  topProducts: [{ productID: '00000000-0000-4000-8000-000000000002', name: 'Gear Pump', views: 7 }],
  topSearchWords: days === 7 ? [] : [{ word: 'pumps', count: 12 }],
});

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

describe('InsightsPanel', () => {
  it('shows the totals, the charts, the top lists and another period on demand', async () => {
    signIn('owner');
    const calls = stubFetch(({ url }) => ok(insights(Number(url.split('days=')[1]))));
    const { user } = renderWithApp(<InsightsPanel businessID={businessID} companyName="Acme Pumps" />);
    const views = await screen.findByText('Profile views', { selector: 'dt' });
    expect(views.nextElementSibling).toHaveTextContent('300');
    expect(
      screen.getByText('A view is one visitor opening the page; repeat visits within 30 minutes count once.'),
    ).toBeInTheDocument();
    expect(screen.getByText('5.5 h')).toBeInTheDocument();
    expect(await screen.findByText(/^Chart of 0,1,2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gear Pump' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Top search words' })).getByText('pumps'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(views.nextElementSibling).toHaveTextContent('70'));
    expect(calls.map((call) => call.url.split('?')[1])).toEqual(['days=30', 'days=7']);
    expect(screen.getByText(/has not appeared in a search/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why when the insights cannot be read, and tries again', async () => {
    signIn('member');
    let denied = true;
    stubFetch(() =>
      denied ? failure(403, 'Forbidden', 'Only a business owner or admin can do this.') : ok(insights(30)),
    );
    const { user } = renderWithApp(<InsightsPanel businessID={businessID} companyName="Acme Pumps" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a business owner or admin can do this.');
    denied = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Profile views', { selector: 'dt' })).toBeInTheDocument();
  });
});

describe('sendView', () => {
  it('sends one keep-alive view per page and tab within half an hour', async () => {
    const calls = stubFetch(() => ok({ counted: true }));
    sendView('business', businessID);
    sendView('business', businessID);
    sendView('product', businessID);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { type: 'business', id: businessID } });
    expect(calls[0]!.url).toMatch(/\/insights\/views$/);
    expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ keepalive: true });
  });
});
