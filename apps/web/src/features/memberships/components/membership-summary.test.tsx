import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MembershipStatus } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { MembershipSummary } from './membership-summary';

const status = (
  account: MembershipStatus['account'],
  overrides: Partial<MembershipStatus> = {},
): MembershipStatus => ({
  businessID: '00000000-0000-4000-8000-000000000009',
  companyName: 'Acme Pumps',
  subscription: 'gold',
  verified: true,
  productSlots: 20,
  account,
  offers: [],
  canBuy: false,
  ...overrides,
});
const own = { expiresAt: '2027-03-01T12:00:00.000Z', products: 4, hiddenProducts: 0 };

describe('MembershipSummary', () => {
  it('shows the business’s own people when the plan ends, the slots in use and the products over the limit', () => {
    renderWithApp(
      <MembershipSummary
        status={status({ expiresAt: '2027-03-01T12:00:00.000Z', products: 23, hiddenProducts: 3 })}
        badges={null}
      />,
    );
    expect(screen.getByText('20 product slots (20 in use)')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2027')).toBeInTheDocument();
    expect(screen.getByText(/3 of your products are hidden from buyers/)).toBeInTheDocument();
  });

  it('shows anyone else the plan and its slots only', () => {
    renderWithApp(<MembershipSummary status={status(null)} badges={null} />);
    expect(screen.getByText('Current plan: Gold')).toBeInTheDocument();
    expect(screen.getByText('20 product slots')).toBeInTheDocument();
    expect(screen.queryByText('Valid until')).not.toBeInTheDocument();
    expect(screen.queryByText(/hidden from buyers/)).not.toBeInTheDocument();
  });

  it('says the badge comes from an operator’s check, not with the plan', () => {
    const { unmount } = renderWithApp(<MembershipSummary status={status(own)} badges={null} />);
    expect(screen.getByText('Verified business: an operator checked its documents')).toBeInTheDocument();
    unmount();

    renderWithApp(<MembershipSummary status={status(own, { verified: false })} badges={null} />);
    expect(screen.getByText(/Not verified yet: this plan can ask for verification/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'send your documents' })).toHaveAttribute(
      'href',
      '/business/00000000-0000-4000-8000-000000000009/edit/verification',
    );
    expect(screen.queryByText(/include the badge/)).not.toBeInTheDocument();
  });

  it('tells a Standard business that verification comes with a paid membership', () => {
    renderWithApp(
      <MembershipSummary
        status={status(own, { subscription: 'standard', verified: false, productSlots: 7 })}
        badges={null}
      />,
    );
    expect(screen.getByText('Not verified: paid memberships can ask for verification')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'send your documents' })).not.toBeInTheDocument();
  });
});
