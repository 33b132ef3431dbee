import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { AccountSecuritySettings } from './account-security';

const security = (overrides = {}) => ({
  email: 'ada@example.com',
  emailVerified: true,
  emailVerificationRequired: true,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  ...overrides,
});
const sessions = [
  {
    id: '00000000-0000-4000-8000-00000000000a',
    device: 'Chrome on Windows',
    createdAt: '2026-01-02T10:00:00.000Z',
    lastSeenAt: '2026-01-03T10:00:00.000Z',
    current: true,
  },
  {
    id: '00000000-0000-4000-8000-00000000000b',
    device: 'Safari on iOS (mobile)',
    createdAt: '2026-01-01T10:00:00.000Z',
    lastSeenAt: '2026-01-02T09:00:00.000Z',
    current: false,
  },
];

/**
 * The account service through two-factor set-up: 'my password' is the current password, 123456 the app's code;
 * once turned on, ten recovery codes are left. The calls made, as `stubFetch` records them.
 */
function stubTwoFactorSetup() {
  let enabled = false;
  return stubFetch(({ url, body }) => {
    if (url.endsWith('/account/security'))
      return ok(security({ twoFactorEnabled: enabled, recoveryCodesLeft: 10 }));
    if (url.endsWith('/sessions')) return ok(sessions);
    if (url.endsWith('/two-factor/setup'))
      return (body as { currentPassword: string }).currentPassword === 'my password'
        ? ok({
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          })
        : failure(400, 'InvalidPassword', 'The current password is incorrect.');
    if (url.endsWith('/two-factor/enable')) {
      if ((body as { code: string }).code !== '123456')
        return failure(400, 'InvalidCode', 'The code is not valid.');
      enabled = true;
      return ok({ recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] });
    }
    return ok(null);
  });
}

describe('AccountSecuritySettings', () => {
  it('sets up two-factor sign-in: password, QR code, first code, recovery codes shown once', async () => {
    signIn('a');
    const calls = stubTwoFactorSetup();
    const { user } = renderWithApp(<AccountSecuritySettings />);
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.type(within(section).getByLabelText('Current password'), 'my password');
    await user.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await within(section).findByAltText('QR code for your authenticator app')).toBeInTheDocument();
    expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Code from the app'), '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(section).findByText('The code is not valid.')).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('Code from the app'));
    await user.type(within(section).getByLabelText('Code from the app'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(section).findByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(await within(section).findByText(/Two-factor sign-in is/)).toHaveTextContent(
      '10 recovery codes left',
    );
    expect(calls.find((call) => call.url.endsWith('/two-factor/setup'))?.headers['wbn-auth']).toBe(
      'access-a',
    );
    // The password form now asks for a code too.
    const password = screen.getByRole('region', { name: 'Password' });
    expect(within(password).getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('focuses what a refusal is about, leaves no stale message on the QR step, and focuses the codes', async () => {
    signIn('a');
    stubTwoFactorSetup();
    const { user } = renderWithApp(<AccountSecuritySettings />);
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    const password = within(section).getByLabelText('Current password');
    await user.type(password, 'wrong one');
    await user.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('The current password is incorrect.');
    await user.clear(password);
    await user.type(password, 'my password');
    await user.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await within(section).findByText(/Scan this QR code/)).toHaveFocus();
    expect(within(section).queryByText('The current password is incorrect.')).not.toBeInTheDocument();
    const code = within(section).getByLabelText('Code from the app');
    await user.type(code, '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('The code is not valid.');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const codes = await within(section).findByRole('status');
    await waitFor(() => expect(codes).toHaveFocus());
    expect(codes).toHaveTextContent('aaaaa-bbbbb');
  });

  it('says a refusal of the e-mail change that no field is about, and focuses the field one is about', async () => {
    signIn('a');
    let answer = failure(400, 'InvalidEmail', 'Another account already uses this e-mail.');
    stubFetch(({ url }) => {
      if (url.endsWith('/account/security')) return ok(security());
      if (url.endsWith('/sessions')) return ok(sessions);
      return answer;
    });
    const { user } = renderWithApp(<AccountSecuritySettings />);
    const form = await screen.findByRole('form', { name: 'Change e-mail' });
    await user.type(within(form).getByLabelText('New e-mail'), 'taken@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'my password');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(within(form).getByLabelText('New e-mail')).toHaveFocus());
    answer = failure(429, 'TooManyRequests', 'Too many attempts. Try again in 15 minutes.');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  it('lists the sessions and signs another one out', async () => {
    signIn('a');
    const calls = stubFetch(({ url }) => {
      if (url.endsWith('/account/security')) return ok(security());
      if (url.endsWith('/sessions')) return ok(sessions);
      return ok({ done: true });
    });
    const { user } = renderWithApp(<AccountSecuritySettings />);
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: /Sign out Safari on iOS/ }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/sessions/end'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/sessions/end'))?.body).toEqual({
      sessionId: sessions[1]!.id,
    });
  });

  it('offers a new verification link while the e-mail is not confirmed', async () => {
    signIn('a');
    const calls = stubFetch(({ url }) => {
      if (url.endsWith('/account/security')) return ok(security({ emailVerified: false }));
      if (url.endsWith('/sessions')) return ok(sessions);
      return ok({ done: true });
    });
    const { user } = renderWithApp(<AccountSecuritySettings />);
    expect(await screen.findByText('(not confirmed yet)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/account/resend-verification'))).toBe(true),
    );
  });
});
