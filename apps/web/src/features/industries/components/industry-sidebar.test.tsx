import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IndustryWithCategories } from '@tradeforge/contracts';
import { MemoryRouter } from 'react-router';
import { ok, stubFetch, type Call } from '@/test/fetch-stub';
import { industryOutlineQueryOptions, toIndustryOutline } from '../api/get-industry-tree';
import { IndustryGrid } from './industry-grid';
import { IndustrySidebar } from './industry-sidebar';

const industry = (id: string, name: string, categories: number): IndustryWithCategories => ({
  id,
  key: id,
  name,
  description: `${name} equipment and services`,
  icon: 'factory',
  order: Number(id),
  categories: Array.from({ length: categories }, (_, c) => ({
    id: `${id}-${c}`,
    name: `${name} category ${c + 1}`,
    order: c,
    subCategories: [{ id: `${id}-${c}-0`, name: `${name} part ${c + 1}`, order: 0 }],
  })),
});
const tree = [industry('0001', 'Automation', 9), industry('0002', 'Energy', 2)];
const treeCalls = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/catsys/industry/full-tree'));

/** Renders as a server-rendered page hydrates: the query cache holds the outline the page was rendered from. */
function renderHydrated(ui: React.ReactNode, seedOutline: boolean, industries = tree) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (seedOutline)
    queryClient.setQueryData(industryOutlineQueryOptions().queryKey, toIndustryOutline(industries));
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

describe('the industries outline', () => {
  it('keeps each industry’s first six categories, without sub-categories, and how many it has', () => {
    const [automation, energy] = toIndustryOutline(tree);
    expect(automation).toEqual({
      id: '0001',
      name: 'Automation',
      description: 'Automation equipment and services',
      icon: 'factory',
      categoryCount: 9,
      categories: Array.from({ length: 6 }, (_, c) => ({
        id: `0001-${c}`,
        name: `Automation category ${c + 1}`,
      })),
    });
    expect(energy?.categories).toHaveLength(2);
    expect(JSON.stringify(toIndustryOutline(tree))).not.toContain('part');
  });

  it('shows the industry cards with their first categories and a link to the rest', async () => {
    const calls = stubFetch(() => ok(tree));
    const { queryClient } = renderHydrated(<IndustryGrid />, true);
    expect(screen.getByRole('link', { name: 'Automation category 6' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Automation category 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+3 more Automation categories' })).toHaveAttribute(
      'href',
      '/industries',
    );
    expect(screen.getByRole('link', { name: 'Energy category 2' })).toBeInTheDocument();
    // The page's data was enough: the whole tree is not read for the cards. A read would have begun when the
    // render's effects ran (before `render` returned), so nothing fetching now means none is coming.
    expect(queryClient.isFetching()).toBe(0);
    expect(treeCalls(calls)).toHaveLength(0);
  });

  it('shows every industry, with no link to more, when the page sets no number', () => {
    stubFetch(() => ok(tree));
    renderHydrated(<IndustryGrid />, true);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Automation',
      'Energy',
    ]);
    expect(screen.queryByRole('link', { name: /^See all/ })).not.toBeInTheDocument();
  });

  it('shows the first industries the home page asks for, fewer on a phone, and links to all of them', () => {
    const names = [
      'Automation',
      'Electronics',
      'Energy',
      'Machineries',
      'Apparel',
      'Furniture',
      'Health Care',
    ];
    const many = names.map((name, at) => industry(String(at + 1).padStart(4, '0'), name, 1));
    stubFetch(() => ok(many));
    renderHydrated(<IndustryGrid shown={6} shownOnPhone={3} />, true, many);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(names.slice(0, 6));
    // Below 640 px the cards past the third are hidden.
    const phoneHidden = headings.filter((heading) =>
      heading.closest('li')!.classList.contains('max-sm:hidden'),
    );
    expect(phoneHidden.map((heading) => heading.textContent)).toEqual([
      'Machineries',
      'Apparel',
      'Furniture',
    ]);
    expect(screen.getByRole('link', { name: 'See all 7 industries' })).toHaveAttribute('href', '/industries');
  });

  it('reads in Italian on an Italian page', () => {
    i18n.activate('it');
    const names = ['Automation', 'Electronics', 'Energy', 'Machineries'];
    const many = names.map((name, at) => industry(String(at + 1).padStart(4, '0'), name, 1));
    stubFetch(() => ok(many));
    renderHydrated(<IndustryGrid shown={2} />, true, many);
    expect(screen.getByRole('link', { name: 'Vedi tutti i 4 settori' })).toHaveAttribute(
      'href',
      '/industries',
    );
  });

  it('names the rest of an industry’s categories in Italian', () => {
    i18n.activate('it');
    stubFetch(() => ok(tree));
    renderHydrated(<IndustryGrid />, true);
    expect(screen.getByRole('link', { name: '+3 altre categorie di Automazione' })).toHaveAttribute(
      'href',
      '/industries',
    );
  });

  it('reads the whole tree itself when the page was not rendered on the server', async () => {
    const calls = stubFetch(() => ok(tree));
    renderHydrated(<IndustryGrid />, false);
    expect(await screen.findByRole('link', { name: 'Energy category 1' })).toBeInTheDocument();
    expect(treeCalls(calls)).toHaveLength(1);
  });
});

describe('IndustrySidebar', () => {
  it('lists the industries from the outline and reads the sub-categories when a flyout opens', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const calls = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderHydrated(<IndustrySidebar />, true);
    const energy = screen.getByRole('link', { name: 'Energy' });
    expect(energy).toHaveAttribute('href', '/search-result?business=MA&countries=global&search=Energy');

    await user.hover(energy);
    const flyout = screen.getByRole('group', { name: 'Energy categories' });
    expect(flyout).toHaveAttribute('aria-busy', 'true');
    expect(flyout).toHaveTextContent('Loading categories…');
    await waitFor(() => expect(treeCalls(calls)).toHaveLength(1));

    answer(ok(tree));
    expect(await screen.findByRole('link', { name: 'Energy part 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Energy categories' })).not.toHaveAttribute('aria-busy');
    await user.hover(screen.getByRole('link', { name: 'Automation' }));
    expect(screen.getByRole('link', { name: 'Automation category 6' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View More Categories' })).toHaveAttribute(
      'href',
      '/industries#industry-0001',
    );
    expect(treeCalls(calls)).toHaveLength(1);
  });

  it('names the industries and categories in Spanish, and searches for their English names', async () => {
    i18n.activate('es');
    const automation: IndustryWithCategories = {
      ...industry('0001', 'Automation', 0),
      categories: [
        {
          id: '0001-01',
          name: 'PLCs & Controllers',
          order: 0,
          subCategories: [{ id: '0001-01-01', name: 'Compact PLCs', order: 0 }],
        },
      ],
    };
    stubFetch(() => ok([automation]));
    const { user } = renderHydrated(<IndustrySidebar />, true, [automation]);
    const link = screen.getByRole('link', { name: 'Automatización' });
    expect(link).toHaveAttribute('href', '/search-result?business=MA&countries=global&search=Automation');
    await user.hover(link);
    const category = await screen.findByRole('link', { name: 'PLC y controladores' });
    expect(category).toHaveAttribute(
      'href',
      `/search-result?business=MA&countries=global&search=${encodeURIComponent('PLCs & Controllers').replace(/%20/g, '+')}`,
    );
    expect(screen.getByRole('link', { name: 'PLC compactos' })).toBeInTheDocument();
  });

  it('says so in the flyout when the categories cannot be read', async () => {
    stubFetch(() => ({
      status: 500,
      body: { success: false, error: { name: 'Internal', message: 'down' } },
    }));
    const { user } = renderHydrated(<IndustrySidebar />, true);
    await user.hover(screen.getByRole('link', { name: 'Automation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the categories.');
  });
});
