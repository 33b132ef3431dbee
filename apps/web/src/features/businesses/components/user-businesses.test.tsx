import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { UserBusinesses } from './user-businesses';

const userID = '4f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c11';
const business = {
  businessID: '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22',
  general: {
    companyName: 'Gulf Coast Hydraulics',
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: '0005', name: 'Machinery' },
    yearStablished: 1987,
    shortDescription: 'Hydraulic pumps built in Tampa.',
    profilePhoto: null,
  },
  contactInfo: { country: { code: 'US', countryName: 'United States', emoji: '🇺🇸' } },
  responseStats: null,
  subscription: 'gold',
  verified: true,
  reactions: { reactionCount: { like: 3 } },
};

describe('UserBusinesses', () => {
  it("lists the user's businesses from list-business, linked to their pages", async () => {
    const calls = stubFetch(() => ok([business]));
    renderWithApp(<UserBusinesses userID={userID} title="Businesses" empty="None yet." />);
    const link = await screen.findByRole('link', { name: 'Gulf Coast Hydraulics' });
    expect(link.getAttribute('href')).toContain(business.businessID);
    expect(calls[0]!.url).toContain(`/business/profile/list-business?userID=${userID}`);
  });

  it('says so when the user has no business, and when the list cannot be loaded', async () => {
    stubFetch(() => ok([]));
    const first = renderWithApp(<UserBusinesses userID={userID} title="Businesses" empty="None yet." />);
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
    first.unmount();
    stubFetch(() => failure(503, 'ServiceUnavailable'));
    renderWithApp(<UserBusinesses userID={userID} title="Businesses" empty="None yet." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The businesses could not be loaded.');
  });
});
