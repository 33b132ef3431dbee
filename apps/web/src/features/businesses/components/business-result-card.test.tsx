import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSummary } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { BusinessResultCard } from './business-result-card';
import { yearsInBusiness } from './business-trust-row';

const businessID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';
const business = (changes: Partial<BusinessSummary> = {}, yearStablished: number | null = 1998) =>
  ({
    businessID,
    subscription: 'gold',
    verified: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    general: {
      companyName: 'Gulf Coast Hydraulics',
      businessType: { code: 'MA', name: 'Manufacturers' },
      industry: { id: '0005', name: 'Machinery' },
      yearStablished,
      shortDescription: 'Hydraulic pumps and cylinders built in Tampa.',
      profilePhoto: null,
    },
    contactInfo: { country: { code: 'US', countryName: 'United States', emoji: '🇺🇸' }, city: null },
    reactions: { reactionCount: { like: 3 } },
    responseStats: { medianReplySeconds: 4 * 3600 - 60, replyRate: 0.9, inquiries: 12 },
    ...changes,
  }) as BusinessSummary;

const credentials = () =>
  within(screen.getByRole('list', { name: 'Credentials' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());

describe('BusinessResultCard', () => {
  it('offers a buyer Send Request to the inquiry form, beside the Save the page gives it', () => {
    renderWithApp(<BusinessResultCard business={business()} save={<button type="button">Save</button>} />);
    // The card is named by the company, which tells its buttons apart from the other cards'.
    expect(screen.getByRole('article', { name: 'Gulf Coast Hydraulics' })).toBeInTheDocument();
    const send = screen.getByRole('link', { name: 'Send Request' });
    expect(send).toHaveAttribute('href', `/business/${businessID}/send-request`);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Requests' })).not.toBeInTheDocument();
  });

  it('names the business’s type as one business is named, beside its industry', () => {
    renderWithApp(<BusinessResultCard business={business()} />);
    expect(screen.getByText('Manufacturer · Machinery')).toBeInTheDocument();
  });

  it('offers a member of the business its Requests instead of Send Request', () => {
    renderWithApp(<BusinessResultCard business={business()} member />);
    const requests = screen.getByRole('link', { name: 'Requests' });
    expect(requests).toHaveAttribute('href', `/business/${businessID}/requests`);
    expect(screen.queryByRole('link', { name: /Send Request/ })).not.toBeInTheDocument();
  });

  it('shows verified, years in business, reply time and membership in the trust row', () => {
    renderWithApp(<BusinessResultCard business={business()} />);
    const years = new Date().getFullYear() - 1998;
    expect(credentials()).toEqual([
      'Verified',
      `${years} years in business`,
      'Replies within 4 h',
      'Membership: gold',
    ]);
  });

  it('leaves out of the trust row what is not known or not earned, and keeps the membership', () => {
    renderWithApp(
      <BusinessResultCard
        business={business(
          {
            verified: false,
            subscription: 'standard',
            // Too few requests to say how fast it replies.
            responseStats: { medianReplySeconds: 600, replyRate: 1, inquiries: 2 },
          },
          null,
        )}
      />,
    );
    expect(credentials()).toEqual(['Membership: standard']);
    // The year established reads ---- when unknown, as the spec's card says.
    expect(screen.getByText('Est. ----')).toBeInTheDocument();
  });

  it('leaves out the reply time of a business that answered none of its requests', () => {
    renderWithApp(
      <BusinessResultCard
        business={business({ responseStats: { medianReplySeconds: null, replyRate: 0, inquiries: 5 } })}
      />,
    );
    expect(credentials()).toEqual([
      'Verified',
      expect.stringMatching(/years in business$/),
      'Membership: gold',
    ]);
  });

  it('marks the words of the search in the name and description', () => {
    const { container } = renderWithApp(<BusinessResultCard business={business()} terms={['hydraulic']} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Hydraulic',
      'Hydraulic',
    ]);
  });
});

describe('yearsInBusiness', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it('counts whole years from the year established, and nothing for this year or an unknown year', () => {
    expect(yearsInBusiness(2019, now)).toBe(7);
    expect(yearsInBusiness(2025, now)).toBe(1);
    expect(yearsInBusiness(2026, now)).toBeNull();
    expect(yearsInBusiness(null, now)).toBeNull();
  });
});
