import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchKindCounts } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { SearchKinds } from './search-kinds';

const none = { count: 0, capped: false };
const counts = (over: Partial<Record<string, { count: number; capped: boolean }>>): SearchKindCounts => ({
  products: over.PR ?? none,
  users: over.UR ?? none,
  groups: over.GR ?? none,
  businessTypes: ['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'].map((code) => ({
    code,
    label: code === 'MA' ? 'Manufacturers' : code === 'EX' ? 'Exporters' : code,
    ...(over[code] ?? none),
  })),
});

describe('SearchKinds', () => {
  it('offers the kinds with results, each with its count and a link, the current one marked', () => {
    renderWithApp(
      <SearchKinds
        counts={counts({
          PR: { count: 11, capped: false },
          EX: { count: 2, capped: false },
          UR: { count: 1, capped: false },
        })}
        current="MA"
        hrefOf={(code) => `/search-result?business=${code}`}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Products11',
      'Manufacturers0',
      'Exporters2',
      'Users1',
    ]);
    expect(screen.getByRole('link', { name: /Users/ })).toHaveAttribute('href', '/search-result?business=UR');
    expect(screen.getByRole('link', { name: /Manufacturers/ })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a capped count as 1,000+, and nothing when no other kind has results', () => {
    renderWithApp(
      <SearchKinds counts={counts({ PR: { count: 1000, capped: true } })} current="MA" hrefOf={() => '/'} />,
    );
    expect(screen.getByRole('link', { name: /Products/ })).toHaveTextContent('1,000+');
    const alone = renderWithApp(
      <SearchKinds counts={counts({ MA: { count: 3, capped: false } })} current="MA" hrefOf={() => '/'} />,
    );
    expect(alone.container.querySelector('nav')).toBeNull();
  });
});
