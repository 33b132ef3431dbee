import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { LatestBusinesses } from './latest-businesses';

describe('LatestBusinesses', () => {
  it('says what a business needs to be shown when a group has none', async () => {
    stubFetch(() => ok([{ businessType: { code: 'CO', name: 'Consultants' }, businesses: [] }]));
    renderWithApp(<LatestBusinesses />);
    expect(
      await screen.findByText(
        'No consultants to show yet. A business appears here once its profile has a logo, a description and a product.',
      ),
    ).toBeInTheDocument();
  });
});
