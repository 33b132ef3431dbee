import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
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

  it('puts a refusal of the service on the field it is about and focuses it, keeping what was typed', async () => {
    signIn('a');
    let answer = failure(400, 'InvalidPassword', 'The current password is incorrect.');
    stubFetch(() => answer);
    const { user } = renderWithApp(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.type(screen.getByLabelText('New password'), 'gear pumps and motors 7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription('The current password is incorrect.');
    expect(current).toHaveValue('not my password');
    expect(screen.getByLabelText('New password')).toHaveValue('gear pumps and motors 7');

    answer = failure(400, 'WeakPassword', 'Use at least 10 characters for your password.');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 10 characters; avoid common passwords. Use at least 10 characters for your password.',
    );
  });
});
