import type { BusinessProfile } from '@tradeforge/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { BusinessHeader } from './business-header';

const business = (overrides: Partial<BusinessProfile>) =>
  ({
    businessID: '00000000-0000-4000-8000-0000000000b2',
    subscription: 'gold',
    verified: false,
    general: {
      companyName: 'Gulf Hydraulics',
      businessType: { code: 'MA', name: 'Manufacturer' },
      industry: { id: '0005', name: 'Machineries' },
      profilePhoto: null,
      coverPhoto: null,
    },
    contactInfo: { country: { code: 'US', countryName: 'United States' } },
    session: { access: 'none' },
    ...overrides,
  }) as unknown as BusinessProfile;

describe('BusinessHeader', () => {
  it('tells buyers what the verified badge means', () => {
    renderWithApp(<BusinessHeader business={business({ verified: true })} actions={null} />);
    expect(screen.getByText('Verified')).toHaveAttribute(
      'title',
      'Our operators checked this company’s registration documents',
    );
    expect(screen.getByText('Our operators checked this company’s registration documents')).toBeVisible();
  });

  it('shows the owners of a business that is not verified the way to verification, and buyers nothing', () => {
    const { unmount } = renderWithApp(
      <BusinessHeader business={business({ session: { access: 'owner' } })} actions={null} />,
    );
    expect(screen.getByRole('link', { name: 'How to get the verified badge' })).toHaveAttribute(
      'href',
      '/business/00000000-0000-4000-8000-0000000000b2/edit/verification',
    );
    unmount();
    renderWithApp(<BusinessHeader business={business({})} actions={null} />);
    expect(screen.getByText('Not Verified')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'How to get the verified badge' })).not.toBeInTheDocument();
  });
});
