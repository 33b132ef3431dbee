import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubFetch, type Call } from '@/test/fetch-stub';
import { createRfqCard } from '@/test/rfqs';
import { signIn } from '@/test/session';
import { Component } from './business-rfqs';

const businessID = '00000000-0000-4000-8000-0000000000b1';

function open(
  handler: (call: Call) => { status: number; body: unknown },
  path = `/business/${businessID}/rfq`,
) {
  signIn('member');
  const calls = stubFetch((call) =>
    call.url.includes('/business/profile/')
      ? ok({ businessID, general: { companyName: 'Acme Pumps' }, session: { access: 'member' } })
      : handler(call),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/business/:id/rfq" element={<Component />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, calls };
}

describe('a business’s RFQ inbox', () => {
  it('lists the requests matched to it, marked, each leading to the request', async () => {
    const card = createRfqCard({ title: 'Ball valves DN50', matched: true, viewerQuote: null });
    const { calls } = open(() => ok({ rfqs: [card], total: 1 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buying requests for Acme Pumps' }),
    ).toBeInTheDocument();
    const article = within(await screen.findByRole('article', { name: 'Ball valves DN50' }));
    expect(article.getByText('Matched to you')).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'Ball valves DN50' })).toHaveAttribute(
      'href',
      `/rfq/${card.rfqID}`,
    );
    expect(screen.getByRole('link', { name: 'Matched to us' })).toHaveAttribute('aria-current', 'page');
    expect(calls.find((call) => call.url.includes('/rfqs?'))?.url).toContain(
      `/business/${businessID}/rfqs?kind=matched&skip=0`,
    );
  });

  it('shows the quoted tab with the business’s own quote state, and its empty state', async () => {
    const { user, calls } = open(({ url }) =>
      url.includes('kind=quoted')
        ? ok({
            rfqs: [
              createRfqCard({
                title: 'Gate valves',
                state: 'awarded',
                viewerQuote: { quoteID: '00000000-0000-4000-8000-0000000000d1', state: 'not-selected' },
              }),
            ],
            total: 1,
          })
        : ok({ rfqs: [], total: 0 }),
    );
    expect(await screen.findByText(/No open request is matched to this business yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Quoted' }));
    const article = within(await screen.findByRole('article', { name: 'Gate valves' }));
    expect(article.getByText('Your quote: Not selected')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('kind=quoted'))).toBe(true);
  });

  it('tells someone outside the business that only its members see it', async () => {
    open(() => failure(403, 'Forbidden', 'Members only'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the members of this business see its buying requests.',
    );
    expect(screen.queryByRole('navigation', { name: 'Inbox tabs' })).not.toBeInTheDocument();
  });
});
