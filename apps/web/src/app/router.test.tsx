import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { failure, stubFetch } from '@/test/fetch-stub';
import { MembersOnly } from './layout/members-only';
import { routes, serverRenderedRoutes } from './router';

// The layout's own reads (the header, the footer) are not what these tests are about.
beforeEach(() => stubFetch(() => failure(503, 'ServiceUnavailable')));
afterEach(() => vi.restoreAllMocks());

const businessID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';
const otherID = '00000000-0000-4000-8000-0000000000aa';

/** One address of every page only members have, as menus, buttons and mails link them. */
const MEMBER_PAGES = [
  '/profile',
  '/profile/edit',
  '/my-business',
  '/my-business?membership=choose-business',
  '/business/create',
  `/business/${businessID}/edit/general`,
  `/business/${businessID}/members`,
  `/business/${businessID}/member`,
  `/business/${businessID}/send-request?product=${otherID}`,
  `/business/${businessID}/requests`,
  `/business/${businessID}/requests/${otherID}`,
  '/business/me/requests',
  '/my-messages',
  `/my-messages/${otherID}`,
  '/notifications',
  '/favorites',
  '/saved-searches',
  `/business/${businessID}/insights`,
  `/business/${businessID}/membership`,
  `/business/${businessID}/membership/receipts/${otherID}`,
  '/newsfeed',
  '/operator/reports',
  '/groups',
  '/groups?q=steel',
  '/groups/new',
  `/group/${businessID}/manage`,
  '/rfq/new',
  `/business/${businessID}/rfq`,
  `/business/${businessID}/rfq?kind=quoted`,
];

/** Route paths a visitor may open: everything else sits under the members' gate. */
const PUBLIC_PATHS = [
  '/',
  '/industries/*',
  '/about-us/*',
  '/mission-vision/*',
  '/why-WBN/*',
  '/our-network/*',
  '/advertise-with-us/*',
  '/free-marketing/*',
  '/message-center/*',
  '/work-with-wbn/*',
  '/privacy-policy/*',
  '/terms-and-conditions/*',
  '/contact-us',
  '/contact-us/form',
  '/membership-standard',
  '/membership-gold',
  '/membership-premium',
  '/membership-platinum',
  '/b2b-tips/export-to-the-world-tip-0',
  '/b2b-tips/how-to-create-export-system-tip-1',
  '/b2b-tips/industrial-marketing-tip-2',
  '/b2b-tips/distribution-network-tip-3',
  '/b2b-tips/international-buyers-tip-4',
  '/b2b-tips/qualified-exporting-companies-tip-5',
  '/b2b-tips/best-products-for-export-tip-6',
  '/search-result',
  '/SetID',
  '/account-deleted',
  '/profile/:id',
  '/business-invitation/:invitationID',
  '/business/:id',
  '/business/:id/products',
  '/business/:id/product',
  '/business-product/:slug',
  '/timeline/:timelineID',
  '/post/:postID',
  '/group/:groupID',
  '/rfq',
  '/rfq/:rfqID',
  '*',
];

const isGate = (route: RouteObject) =>
  !!route.element && typeof route.element === 'object' && 'type' in route.element
    ? route.element.type === MembersOnly
    : false;

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the route table', () => {
  it('shows a loading state, and no React Router warning, while a browser-only page first loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/my-business'] });
    renderRouter(router);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
    router.dispose();
  });

  it('keeps outside the members’ gate only the pages a visitor may open', () => {
    const children = routes[0]!.children!;
    const outside = children.filter((route) => !isGate(route)).map((route) => route.path);
    expect(outside.sort()).toEqual([...PUBLIC_PATHS].sort());
    expect(children.filter(isGate)).toHaveLength(1);
  });

  it('matches a server-rendered page among its kind as among all routes: the route the host rendered', () => {
    const rendered = routes[0]!.children!.filter(
      (route) => (route.handle as { ssr?: boolean } | undefined)?.ssr,
    );
    expect(rendered.length).toBeGreaterThan(15);
    expect(serverRenderedRoutes[0]!.children).toEqual(rendered);
    for (const route of rendered) {
      const page = route.path!.replace(/:\w+\??/g, businessID).replace('/*', '/anything');
      const all = matchRoutes(routes, page)!.at(-1)!.route;
      expect(all, page).toBe(route);
      expect(matchRoutes(serverRenderedRoutes, page)!.at(-1)!.route, page).toBe(all);
    }
  });

  it.each(MEMBER_PAGES)('sends a visitor who opens %s to log in, and back to it', async (page) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', page);
    const router = createBrowserRouter(routes);
    renderRouter(router);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const login = new URL(String(assign.mock.calls[0]![0]), window.location.origin);
    expect(login.pathname).toBe('/accounts/login');
    expect(login.searchParams.get('continue')).toBe(`${window.location.origin}${page}`);
    expect(await screen.findByText('Taking you to the login page…')).toBeInTheDocument();
    router.dispose();
  });
});
