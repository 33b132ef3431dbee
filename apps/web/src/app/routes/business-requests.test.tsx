import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BusinessSummary } from '@tradeforge/contracts';
import { failure, ok, stubFetch, type Call } from '@/test/fetch-stub';
import { signIn } from '@/test/session';
import { Component } from './business-requests';

const gulfID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';
const ridgeID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c33';
const unknownID = '00000000-0000-4000-8000-0000000000aa';

const createBusiness = (businessID: string, companyName: string): BusinessSummary & { access: 'owner' } => ({
  businessID,
  subscription: 'standard',
  verified: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  general: {
    companyName,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: '0005', name: 'Machineries' },
    yearStablished: 2001,
    shortDescription: 'Hydraulic pumps and power units.',
    profilePhoto: null,
  },
  contactInfo: { country: { code: 'US', countryName: 'United States', emoji: '🇺🇸' }, city: 'Houston' },
  reactions: { reactionCount: { like: 0 } },
  access: 'owner',
});

function LocationProbe() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

/** Opens `path` as a logged-in member whose businesses are `mine`; returns the API calls made. */
function openAs(path: string, mine: BusinessSummary[]) {
  signIn('member');
  const calls = stubFetch((call: Call) => {
    if (call.url.endsWith('/business/profile/my-list')) return ok(mine);
    if (call.url.endsWith('/business/request/unread-count'))
      return ok({ total: 3, sent: 0, businesses: [{ businessID: ridgeID, unread: 3 }] });
    if (call.url.includes('/business/profile/'))
      return failure(404, 'NotFound', 'There is no such business.');
    // The inbox a redirect opens waits for its threads: what it shows is another test's subject.
    return new Promise<never>(() => {});
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/business/:id/requests/:rid?" element={<Component />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the requests page of the header’s Messages link', () => {
  it('lists the inboxes of my businesses at /business/me/requests, with their unread counts', async () => {
    openAs('/business/me/requests', [
      createBusiness(gulfID, 'Gulf Coast Hydraulics'),
      createBusiness(ridgeID, 'Ridge Valve Works'),
    ]);
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Gulf Coast Hydraulics' })).toHaveAttribute(
      'href',
      `/business/${gulfID}/requests`,
    );
    expect(within(list).getByRole('link', { name: /^Ridge Valve Works\s*, 3 unread$/ })).toHaveAttribute(
      'href',
      `/business/${ridgeID}/requests`,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Requests');
    expect(screen.getByRole('link', { name: 'My messages' })).toHaveAttribute('href', '/my-messages');
  });

  it('opens the inbox of my one business at /business/{my userID}/requests, on the same thread', async () => {
    const session = signIn('member');
    openAs(`/business/${session.userID}/requests/${unknownID}`, [
      createBusiness(gulfID, 'Gulf Coast Hydraulics'),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
        `/business/${gulfID}/requests/${unknownID}`,
      ),
    );
  });

  it('offers to create a business when I have none', async () => {
    openAs('/business/me/requests', []);
    expect(await screen.findByRole('link', { name: 'Create your Business profile' })).toHaveAttribute(
      'href',
      '/business/create',
    );
    expect(screen.getByText(/you don’t have any business registered yet/)).toBeInTheDocument();
  });

  it('answers an address that names no business with the not-found page', async () => {
    openAs(`/business/${unknownID}/requests`, []);
    expect(await screen.findByRole('heading', { name: 'Business not found' })).toBeInTheDocument();
  });

  it('answers an id too short to be one with the not-found page, without asking the API', async () => {
    const calls = openAs('/business/gulf-coast/requests', []);
    expect(await screen.findByRole('heading', { name: 'Business not found' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/business/profile/gulf'))).toBe(false);
  });
});
