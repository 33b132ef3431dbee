import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSummary, LastRegisteredGroup } from '@tradeforge/contracts';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { LatestBusinesses } from './latest-businesses';

const business = (n: number, code: string, name: string) =>
  ({
    businessID: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    subscription: 'standard',
    verified: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    general: {
      companyName: `${name} ${n}`,
      businessType: { code, name },
      industry: { id: '0005', name: 'Machineries' },
      yearStablished: null,
      shortDescription: 'Hydraulic presses for metal forming shops.',
      profilePhoto: null,
    },
    contactInfo: { country: { code: 'US', countryName: 'United States', emoji: '🇺🇸' }, city: null },
    reactions: { reactionCount: { like: 0 } },
  }) as BusinessSummary;

const group = (code: string, name: string, count: number, first: number): LastRegisteredGroup => ({
  businessType: { code, name },
  businesses: Array.from({ length: count }, (_, i) => business(first + i, code, name)),
});

const groups = [
  group('MA', 'Manufacturers', 3, 1),
  group('DI', 'Distributors', 1, 10),
  group('EX', 'Exporters', 3, 20),
  group('CO', 'Consultants', 0, 30),
];

describe('the latest registered businesses of the home page', () => {
  it('shows two of each group’s three newest, the second one not on a phone', async () => {
    stubFetch(() => ok(groups));
    renderWithApp(<LatestBusinesses />);
    await screen.findByRole('link', { name: 'Manufacturers 1' });
    const cards = screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent);
    expect(cards).toEqual([
      'Manufacturers 1',
      'Manufacturers 2',
      'Distributors 10',
      'Exporters 20',
      'Exporters 21',
    ]);
    // Phones (below 640 px) show the newest of each group only.
    const phoneHidden = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('max-sm:hidden'))
      .map((item) => within(item).getByRole('link', { name: /\d$/ }).textContent);
    expect(phoneHidden).toEqual(['Manufacturers 2', 'Exporters 21']);
  });

  it('links each group to a search of its business type, except a group with no business yet', async () => {
    stubFetch(() => ok(groups));
    renderWithApp(<LatestBusinesses />);
    expect(await screen.findByRole('link', { name: 'See all manufacturers' })).toHaveAttribute(
      'href',
      '/search-result?business=MA&countries=global&search=',
    );
    expect(screen.getByRole('link', { name: 'See all exporters' })).toHaveAttribute(
      'href',
      '/search-result?business=EX&countries=global&search=',
    );
    expect(screen.queryByRole('link', { name: 'See all consultants' })).not.toBeInTheDocument();
    // What a business needs to be shown there (the API's rule).
    expect(
      screen.getByText(
        'No consultants to show yet. A business appears here once its profile has a logo, a description and a product.',
      ),
    ).toBeInTheDocument();
  });
});
