import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, MemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { withI18n } from '@/test/i18n';
import { SiteHeader } from './site-header';

const suggestions = {
  businesses: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Prairie Valve Co' }],
  products: [],
  categories: [],
  subCategories: [],
};

const countries = [{ code: 'US', countryName: 'United States', emoji: '🇺🇸' }];

/** A window `width` px wide, as far as the header's media query sees it. */
function setWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

function renderHeader(path: string) {
  const calls = stubFetch((call) =>
    ok(
      call.url.includes('/search/suggest')
        ? suggestions
        : call.url.endsWith('/ref-data/country')
          ? countries
          : [],
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
        <Link to="/industries">Industries</Link>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const banner = screen.getByRole('banner');
  // The bar is in the page folded or not: `hidden` below 992 px is the class that folds it.
  const panel = () => banner.querySelector('#header-search')!;
  const countryReads = () => calls.filter((call) => call.url.endsWith('/ref-data/country')).length;
  return { user, banner, panel, countryReads, queryClient };
}

describe('the header search on a phone', () => {
  it('folds behind a Search button that opens it with the focus in its text', async () => {
    const { user, banner, panel } = renderHeader('/about-us');
    const toggle = within(banner).getByRole('button', { name: 'Search', expanded: false });
    expect(toggle).toHaveAttribute('aria-controls', 'header-search');
    expect(panel()).toHaveClass('hidden', 'lg:block');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).not.toHaveClass('hidden');
    const box = within(banner).getByRole('combobox', { name: 'Search for companies, products or people' });
    expect(box).toHaveFocus();
    // The same bar as before: text, business type, country and its own submit button.
    const form = within(banner).getByRole('search', { name: 'Search the directory' });
    expect(within(form).getByLabelText('Business type')).toHaveValue('MA');
    expect(within(form).getByLabelText('Country')).toHaveValue('global');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toHaveClass('hidden');
  });

  it('closes on Escape and gives the focus back to its button, after closing the suggestions first', async () => {
    const { user, banner, panel } = renderHeader('/about-us');
    const toggle = within(banner).getByRole('button', { name: 'Search', expanded: false });
    await user.click(toggle);
    const box = within(banner).getByRole('combobox', { name: 'Search for companies, products or people' });
    await user.type(box, 'prairie');
    expect(await within(banner).findByRole('option', { name: 'Prairie Valve Co' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toHaveClass('hidden');
    expect(box).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(panel()).toHaveClass('hidden');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('folds again on the next page', async () => {
    const { user, banner, panel } = renderHeader('/about-us');
    await user.click(within(banner).getByRole('button', { name: 'Search', expanded: false }));
    expect(panel()).not.toHaveClass('hidden');
    await user.click(screen.getByRole('link', { name: 'Industries' }));
    expect(panel()).toHaveClass('hidden');
    expect(within(banner).getByRole('button', { name: 'Search', expanded: false })).toBeInTheDocument();
  });

  it('is a link to the results page, where the bar shows, in the server-rendered page', () => {
    stubFetch(() => ok([]));
    // Inside Lingui's provider, as the server renders every page (`entry-server.tsx`).
    const Translated = withI18n();
    const html = renderToString(
      <Translated>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/about-us']}>
            <SiteHeader />
          </MemoryRouter>
        </QueryClientProvider>
      </Translated>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const link = page.querySelector('a[aria-label="Search"]');
    expect(link).toHaveAttribute('href', '/search-result');
    expect(page.querySelector('#header-search')).toHaveClass('hidden');
  });

  it('stays open, with no button, on the results page', () => {
    const { banner, panel } = renderHeader('/search-result?business=DI&countries=global&search=pumps');
    expect(panel()).not.toHaveClass('hidden');
    expect(within(banner).queryByRole('button', { name: 'Search', expanded: false })).toBeNull();
    expect(within(banner).getAllByRole('button', { name: 'Search' })).toHaveLength(1);
    expect(
      within(banner).getByRole('combobox', { name: 'Search for companies, products or people' }),
    ).toHaveValue('pumps');
  });

  it('is not in the home page’s header, which has the search in its hero', () => {
    const { banner } = renderHeader('/');
    expect(within(banner).queryByRole('search')).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Search' })).toBeNull();
  });

  it('reads its 250 countries only once it is opened, not on every page a phone opens', async () => {
    setWidth(375);
    const { user, banner, countryReads, queryClient } = renderHeader('/about-us');
    // Mounted and its effects run (render acts): a list it read would be on its way.
    expect(queryClient.getQueryState(['ref-data', 'country'])?.fetchStatus).toBe('idle');
    expect(countryReads()).toBe(0);
    await user.click(within(banner).getByRole('button', { name: 'Search', expanded: false }));
    const country = within(banner).getByLabelText('Country');
    await within(country).findByRole('option', { name: 'United States' });
    expect(countryReads()).toBe(1);
  });
});

describe('the header search from 992 px up', () => {
  it('reads its countries at once: the bar shows in the header row', async () => {
    setWidth(1280);
    const { banner } = renderHeader('/about-us');
    await within(within(banner).getByLabelText('Country')).findByRole('option', { name: 'United States' });
  });
});

describe('the header search and the address', () => {
  it('keeps what the visitor changed in the bar while its search’s page was loading', async () => {
    setWidth(1280);
    stubFetch((call) =>
      ok(
        call.url.includes('/search/suggest')
          ? suggestions
          : call.url.endsWith('/ref-data/country')
            ? countries
            : [],
      ),
    );
    let showResults!: () => void;
    const resultsLoaded = new Promise<void>((resolve) => (showResults = resolve));
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <SiteHeader />
              <Outlet />
            </>
          ),
          children: [
            { path: '/about-us', element: <p>About us</p> },
            {
              path: '/search-result',
              lazy: async () => {
                await resultsLoaded;
                return { element: <p>Results</p> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/about-us'] },
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const bar = within(screen.getByRole('banner')).getByRole('search');
    const text = within(bar).getByRole('combobox', { name: 'Search for companies, products or people' });
    await user.type(text, 'servo motors{Enter}');
    // The results page is still loading when the visitor picks another business type.
    await user.selectOptions(within(bar).getByLabelText('Business type'), 'DI');
    showResults();
    expect(await screen.findByText('Results')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?business=MA&countries=global&search=servo+motors');
    expect(within(bar).getByLabelText('Business type')).toHaveValue('DI');
    expect(text).toHaveValue('servo motors');

    // An address the bar did not make (a link, the address bar) puts the bar in step with it.
    await act(() => router.navigate('/search-result?business=EX&countries=global&search=gear+pumps'));
    const fresh = within(screen.getByRole('banner')).getByRole('search');
    await waitFor(() => expect(within(fresh).getByLabelText('Business type')).toHaveValue('EX'));
    expect(
      within(fresh).getByRole('combobox', { name: 'Search for companies, products or people' }),
    ).toHaveValue('gear pumps');
    router.dispose();
  });
});
