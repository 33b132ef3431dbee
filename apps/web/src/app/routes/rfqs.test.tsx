import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RFQ_LIMITS } from '@tradeforge/contracts';
import { clearSession } from '@/lib/session';
import { failure, ok, stubFetch, type Call } from '@/test/fetch-stub';
import { createRfqCard } from '@/test/rfqs';
import { signIn } from '@/test/session';
import { Component } from './rfqs';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

const myBusiness = {
  businessID: '00000000-0000-4000-8000-0000000000b1',
  access: 'owner',
  general: { companyName: 'Acme Pumps' },
};

function open(
  handler: (call: Call) => { status: number; body: unknown },
  { path = '/rfq', visitor = false } = {},
) {
  if (visitor) clearSession();
  else signIn('member');
  const calls = stubFetch((call) =>
    call.url.includes('/business/profile/my-list') ? ok([myBusiness]) : handler(call),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Component />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const lists = () => calls.filter((call) => call.url.includes('/rfqs?'));
  return { user, calls, lists };
}

describe('the buying requests page', () => {
  it('lists my requests with their states and quote counts, and my businesses’ inboxes', async () => {
    open(() =>
      ok({
        rfqs: [
          createRfqCard({ title: 'Ball valves DN50', quoteCount: 3 }),
          createRfqCard({ title: 'Gate valves DN80', state: 'awarded', quoteCount: 1 }),
          createRfqCard({ title: 'Flanges', state: 'expired', quoteCount: 0 }),
        ],
        total: 3,
      }),
    );
    const list = within(await screen.findByRole('list', { name: 'My requests' }));
    const first = within(list.getByRole('article', { name: 'Ball valves DN50' }));
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('3 quotes')).toBeInTheDocument();
    expect(first.getByText('500 pieces')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Ball valves DN50' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/rfq\/[0-9a-f-]{36}$/),
    );
    const second = within(list.getByRole('article', { name: 'Gate valves DN80' }));
    expect(second.getByText('Awarded')).toBeInTheDocument();
    expect(second.getByText('1 quote')).toBeInTheDocument();
    expect(second.getByText('Quoting ended')).toBeInTheDocument();
    expect(
      within(list.getByRole('article', { name: 'Flanges' })).getByText('No quotes yet'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Acme Pumps' })).toHaveAttribute(
      'href',
      `/business/${myBusiness.businessID}/rfq`,
    );
  });

  it('says I posted none yet, with the way to post one', async () => {
    open(() => ok({ rfqs: [], total: 0 }));
    expect(await screen.findByText(/You have not posted a buying request yet/)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Post a buying request' });
    expect(links.every((link) => link.getAttribute('href') === '/rfq/new')).toBe(true);
  });

  it('filters my requests by state in the address', async () => {
    const { user, lists } = open(() => ok({ rfqs: [], total: 0 }));
    await user.selectOptions(await screen.findByLabelText('State'), 'Expired');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/rfq?state=expired');
    expect(await screen.findByText('None of your requests is Expired.')).toBeInTheDocument();
    await waitFor(() => expect(lists().some((call) => call.url.includes('state=expired'))).toBe(true));
    expect(lists().every((call) => call.url.includes('mine=1'))).toBe(true);
  });

  it('shows loading, then an error with Try again', async () => {
    let fail = true;
    const { user } = open(() => (fail ? failure(500, 'InternalServerError') : ok({ rfqs: [], total: 0 })));
    expect(screen.getByRole('status', { name: 'Loading buying requests' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The buying requests could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have not posted a buying request yet/)).toBeInTheDocument();
  });

  it('browses the open public requests page by page, the page in the address', async () => {
    const { user, lists } = open(
      ({ url }) => {
        const skip = Number(new URL(url, 'http://x').searchParams.get('skip'));
        return ok({
          rfqs: [createRfqCard({ title: skip ? 'Second page' : 'Pipe fittings' })],
          total: RFQ_LIMITS.pageSize + 1,
        });
      },
      { path: '/rfq?view=open' },
    );
    expect(await screen.findByRole('article', { name: 'Pipe fittings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open requests' })).toHaveAttribute('aria-current', 'page');
    expect(lists()[0]!.url).not.toContain('mine=');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/rfq?view=open&page=2');
    expect(lists().some((call) => call.url.includes(`skip=${RFQ_LIMITS.pageSize}`))).toBe(true);
  });

  it('shows a visitor the open public requests only', async () => {
    const { lists } = open(() => ok({ rfqs: [createRfqCard({ title: 'Pipe fittings' })], total: 1 }), {
      visitor: true,
    });
    expect(await screen.findByRole('article', { name: 'Pipe fittings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My requests' })).not.toBeInTheDocument();
    expect(lists().every((call) => !call.url.includes('mine='))).toBe(true);
  });
});
