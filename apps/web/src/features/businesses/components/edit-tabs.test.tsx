import type { BusinessProfile } from '@tradeforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { InviteMemberForm } from './invite-member-form';
import { CertificatesTab } from './certificates-tab';
import { ContactTab } from './contact-tab';
import { GeneralTab } from './general-tab';

const business = {
  businessID: '00000000-0000-4000-8000-0000000000b1',
  general: {
    companyName: 'Gulf Hydraulics',
    businessType: { code: 'MA', name: 'Manufacturer' },
    industry: { id: '0001', name: 'Machinery' },
    categories: [{ id: '0001-01', industryId: '0001', name: 'Presses' }],
    yearStablished: null,
    totalEmployees: null,
    shortDescription: 'Hydraulic presses made in Texas since 1990.',
    generalDescription: null,
    video: null,
    profilePhoto: null,
    coverPhoto: null,
  },
  certificates: [],
  contactInfo: {
    country: { code: 'US', countryName: 'United States', emoji: '🇺🇸' },
    state: null,
    phone: null,
  },
} as unknown as BusinessProfile;

const industries = [
  { id: '0001', name: 'Machinery', categories: [{ id: '0001-01', name: 'Presses', subCategories: [] }] },
] as unknown as Parameters<typeof GeneralTab>[0]['industries'];

const saves = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PUT');

describe('business edit tabs', () => {
  it('the contact tab refuses a malformed e-mail before sending', async () => {
    const calls = stubFetch(() => ok([]));
    const { user } = renderWithApp(<ContactTab business={business} countries={[]} />);
    await user.type(screen.getByLabelText('Business e-mail'), 'sales@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(saves(calls)).toHaveLength(0);
  });

  it('the contact tab sends its section with empty fields left out', async () => {
    const calls = stubFetch(({ method }) => ok(method === 'PUT' ? business : []));
    const { user } = renderWithApp(<ContactTab business={business} countries={[]} />);
    await user.type(screen.getByLabelText('City'), ' Houston ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({
      url: `/api/business/profile/${business.businessID}/contact`,
      body: { country: 'US', city: 'Houston' },
    });
  });

  it('the general tab checks the year and the categories as the contract does', async () => {
    const calls = stubFetch(() => ok(business));
    const { user } = renderWithApp(<GeneralTab business={business} industries={industries} />);
    await user.type(screen.getByLabelText('Year established'), '1700');
    await user.click(screen.getByRole('checkbox', { name: 'Presses' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual(['Please choose at least one.', 'Please enter 1800 or more.']);
    expect(saves(calls)).toHaveLength(0);
  });

  it('a certificate needs a name of at least 2 characters', async () => {
    const calls = stubFetch(() => ok(null));
    const { user } = renderWithApp(<CertificatesTab business={business} />);
    await user.type(screen.getByLabelText('Certificate name'), 'I');
    await user.click(screen.getByRole('button', { name: 'Add certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter at least 2 characters.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('an invitation goes to a well-formed e-mail with the chosen access', async () => {
    const calls = stubFetch(() => ok({ message: 'Invitation sent.', invitations: [] }));
    const { user } = renderWithApp(
      <InviteMemberForm businessID={business.businessID} grantable={['admin', 'member']} />,
    );
    await user.type(screen.getByLabelText('E-mail address'), 'tom@');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a valid e-mail address, e.g. name@company.com.',
    );
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('E-mail address'), 'example.com');
    await user.selectOptions(screen.getByLabelText('Access'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ email: 'tom@example.com', access: 'admin' });
  });
});
