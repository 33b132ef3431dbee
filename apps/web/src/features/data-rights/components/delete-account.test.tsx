import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { getSession } from '@/lib/session';
import { signIn } from '@/test/session';
import { DeleteAccount } from './delete-account';

describe('DeleteAccount', () => {
  it('takes the focus into the form when it opens, onto the field to fix, and back to its button', async () => {
    signIn('a');
    stubFetch(({ url }) => {
      if (url.endsWith('/user/account/deletion'))
        return ok({ soleOwnedBusinesses: [], sharedBusinesses: [] });
      return failure(400, 'InvalidPassword', 'The current password is incorrect.');
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = renderWithApp(<DeleteAccount twoFactor={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(
      'Enter your password to confirm. Please enter your password.',
    );
    await user.type(password, 'not my password');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Enter your password to confirm. The current password is incorrect.',
      ),
    );
    expect(password).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });

  it('deletes with the password, forgets the session and goes to the goodbye page', async () => {
    signIn('a');
    const calls = stubFetch(({ url }) => {
      if (url.endsWith('/user/account/deletion'))
        return ok({ soleOwnedBusinesses: [], sharedBusinesses: [] });
      if (url.endsWith('/account/deletion-grant')) return ok({ grant: 'grant-1' });
      if (url.endsWith('/user/account/delete')) return ok({ deleted: true, businessesDeleted: 0 });
      return ok({});
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = renderWithApp(<DeleteAccount twoFactor={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(screen.getByLabelText('Password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/account-deleted'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(calls.map((call) => call.url)).toContain('/accounts/logout');
  });
});
