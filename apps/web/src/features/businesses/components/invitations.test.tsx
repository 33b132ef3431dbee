import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { InvitationAcceptance } from './invitation-acceptance';
import { InviteMemberForm } from './invite-member-form';
import { ReceivedInvitations } from './received-invitations';

const invitationID = '00000000-0000-4000-8000-0000000000c1';
const received = {
  invitationID,
  businessID: '00000000-0000-4000-8000-0000000000b1',
  companyName: 'Gulf Hydraulics',
  profilePhoto: null,
  access: 'admin',
  invitedBy: 'Olivia Stone',
  createdAt: '2026-01-02T10:00:00.000Z',
};
const LINK_INVALID =
  'This invitation link is invalid, has expired or was already used. Ask the business to invite you again.';

afterEach(() => clearSession());

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

describe('invitations', () => {
  it("accepts from the link's page with its token, then opens My Business", async () => {
    signIn('invitee');
    const calls = stubFetch(({ url }) =>
      url.endsWith('/invitations/mine') ? ok([received]) : ok({ businessID: received.businessID }),
    );
    const { user } = renderWithApp(
      <>
        <InvitationAcceptance invitationID={invitationID} token="the-secret" />
        <Location />
      </>,
    );
    expect(await screen.findByText(/Olivia Stone invited you to join/)).toHaveTextContent(
      'Olivia Stone invited you to join Gulf Hydraulics as administrator.',
    );
    await user.click(screen.getByRole('button', { name: 'Join Gulf Hydraulics' }));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/my-business'));
    const accept = calls.find((call) => call.method === 'POST');
    expect(accept?.url).toMatch(new RegExp(`/business/invitations/${invitationID}/accept$`));
    expect(accept?.body).toEqual({ token: 'the-secret' });
  });

  it('shows why the API refused the link, and stays on the invitation', async () => {
    signIn('invitee');
    stubFetch(({ url }) =>
      url.endsWith('/invitations/mine') ? ok([received]) : failure(404, 'NotFound', LINK_INVALID),
    );
    const { user } = renderWithApp(<InvitationAcceptance invitationID={invitationID} token="stale" />);
    await user.click(await screen.findByRole('button', { name: 'Join Gulf Hydraulics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('button', { name: 'Join Gulf Hydraulics' })).toBeEnabled();
  });

  it('asks a visitor to log in or register first, and asks the API nothing', async () => {
    const calls = stubFetch(() => ok([]));
    renderWithApp(<InvitationAcceptance invitationID={invitationID} token="the-secret" />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login?'),
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      expect.stringContaining('/register?'),
    );
    expect(calls).toHaveLength(0);
  });

  it('says so when the invitation is not addressed to the account', async () => {
    signIn('someone-else');
    stubFetch(() => ok([]));
    renderWithApp(<InvitationAcceptance invitationID={invitationID} token="the-secret" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is not addressed to the e-mail of your account',
    );
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('refuses a link without its token before asking the API', () => {
    signIn('invitee');
    const calls = stubFetch(() => ok([received]));
    renderWithApp(<InvitationAcceptance invitationID={invitationID} token="" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
    expect(calls).toHaveLength(0);
  });

  it('lists invitations on My Business to decline only: accepting takes the link', async () => {
    signIn('invitee');
    const calls = stubFetch(({ url }) =>
      url.endsWith('/invitations/mine') ? ok([received]) : ok({ businessID: received.businessID }),
    );
    const { user } = renderWithApp(<ReceivedInvitations />);
    expect(await screen.findByText('Gulf Hydraulics')).toBeVisible();
    expect(screen.getByText(/open the link in its e-mail/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline the invitation of Gulf Hydraulics' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/invitations/${invitationID}/decline`))).toBe(true),
    );
  });

  it('gives the inviter the link to pass on when the site sends no mail', async () => {
    const link = `http://localhost:3000/business-invitation/${invitationID}?token=the-secret`;
    stubFetch(() => ok({ message: 'Invitation ready.', link, invitations: [] }));
    const { user } = renderWithApp(
      <InviteMemberForm businessID={received.businessID} grantable={['admin', 'member']} />,
    );
    expect(screen.queryByLabelText(/Invitation link/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'tom@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByLabelText('Invitation link for tom@example.com')).toHaveValue(link);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });
});
