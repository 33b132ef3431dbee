import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerificationState } from '@tradeforge/contracts';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { VerificationPanel } from './verification-panel';

const businessID = '00000000-0000-4000-8000-000000000007';
const state = (overrides: Partial<VerificationState>): VerificationState => ({
  verified: false,
  subscription: 'gold',
  eligible: true,
  request: null,
  ...overrides,
});

describe('VerificationPanel', () => {
  it('sends a Standard business’s owner to the memberships, with no document form', async () => {
    stubFetch(() => ok(state({ subscription: 'standard', eligible: false })));
    renderWithApp(<VerificationPanel businessID={businessID} isOwner />);
    expect(
      await screen.findByText(/Verification comes with a paid membership \(Gold, Premium or Platinum\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the memberships of this business' })).toHaveAttribute(
      'href',
      `/business/${businessID}/membership`,
    );
    expect(screen.getByText(/It is never sold/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
  });

  it('lets the owner of a paid business send documents', async () => {
    stubFetch(() => ok(state({})));
    renderWithApp(<VerificationPanel businessID={businessID} isOwner />);
    expect(await screen.findByRole('button', { name: 'Request verification' })).toBeInTheDocument();
    expect(screen.queryByText(/Verification comes with a paid membership/)).not.toBeInTheDocument();
  });

  it('says a pending request waits for an operator, paid members first', async () => {
    stubFetch(() =>
      ok(
        state({
          request: {
            requestID: '00000000-0000-4000-8000-000000000008',
            status: 'pending',
            reason: null,
            createdAt: '2026-11-20T10:00:00.000Z',
            decidedAt: null,
          },
        }),
      ),
    );
    renderWithApp(<VerificationPanel businessID={businessID} isOwner />);
    expect(
      await screen.findByText(/Your request is waiting for an operator. Paid members are checked first/),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
  });
});
