import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm', () => {
  it('asks for both passwords before calling the account service', async () => {
    const calls = stubFetch(() => ok({ changed: true }));
    const { user } = renderWithApp(<ChangePasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a new password.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the passwords as typed, spaces at the ends included', async () => {
    signIn('a');
    const calls = stubFetch(() => ok({ changed: true }));
    const { user } = renderWithApp(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), ' old secret ');
    await user.type(screen.getByLabelText('New password'), 'gear pumps and motors 7 ');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/accounts/change-password',
      headers: { 'wbn-auth': 'access-a' },
      body: { currentPassword: ' old secret ', newPassword: 'gear pumps and motors 7 ' },
    });
  });
});
