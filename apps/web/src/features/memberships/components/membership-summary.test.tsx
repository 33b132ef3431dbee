import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MembershipStatus } from '@tradeforge/contracts';
import { MembershipSummary } from './membership-summary';

const status = (account: MembershipStatus['account']): MembershipStatus => ({
  businessID: '00000000-0000-4000-8000-000000000009',
  companyName: 'Acme Pumps',
  subscription: 'gold',
  verified: true,
  productSlots: 20,
  account,
  offers: [],
  canBuy: false,
});

describe('MembershipSummary', () => {
  it('shows the business’s own people when the plan ends, the slots in use and the products over the limit', () => {
    render(
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
    render(<MembershipSummary status={status(null)} badges={null} />);
    expect(screen.getByText('Current plan: Gold')).toBeInTheDocument();
    expect(screen.getByText('20 product slots')).toBeInTheDocument();
    expect(screen.queryByText('Valid until')).not.toBeInTheDocument();
    expect(screen.queryByText(/hidden from buyers/)).not.toBeInTheDocument();
  });
});
