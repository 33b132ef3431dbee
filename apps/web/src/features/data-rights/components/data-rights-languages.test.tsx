import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { DeleteAccount } from './delete-account';
import { YourData } from './your-data';

const ready = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'ready',
  createdAt: '2026-11-26T06:41:00.000Z',
  readyAt: '2026-11-26T06:42:00.000Z',
  expiresAt: '2026-12-03T06:42:00.000Z',
  size: 1572864,
  error: null,
};

describe('your data in the page’s language', () => {
  it('tells in Italian that the export is ready, with its size and date written the Italian way', async () => {
    signIn('a');
    i18n.activate('it');
    stubFetch(() => ok({ latest: ready }));
    renderWithApp(<YourData />);
    const until = `${new Intl.DateTimeFormat('it', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(ready.expiresAt))} UTC`;
    const status = await screen.findByText('Pronta');
    expect(status.parentElement).toHaveTextContent(`Pronta (1,5 MB), disponibile fino al ${until}.`);
    expect(screen.getByRole('button', { name: 'Scarica' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Richiedi esportazione' })).toBeEnabled();
  });

  it('asks for the password in Spanish before deleting the account', async () => {
    signIn('a');
    i18n.activate('es');
    stubFetch(() => ok({ soleOwnedBusinesses: [], sharedBusinesses: [{ id: 'b', name: 'Acme Pumps' }] }));
    const { user } = renderWithApp(<DeleteAccount twoFactor={false} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta…' }));
    expect(
      await screen.findByText('Dejará Acme Pumps; seguirán con sus demás propietarios.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }));
    expect(await screen.findByText('Introduzca su contraseña.')).toBeInTheDocument();
  });

  it('goes to the goodbye page in Chinese after deleting from a Chinese page', async () => {
    signIn('a');
    i18n.activate('zh');
    stubFetch(({ url }) => {
      if (url.endsWith('/user/account/deletion'))
        return ok({ soleOwnedBusinesses: [], sharedBusinesses: [] });
      if (url.endsWith('/account/deletion-grant')) return ok({ grant: 'grant-1' });
      if (url.endsWith('/user/account/delete')) return ok({ deleted: true, businessesDeleted: 0 });
      return ok({});
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = renderWithApp(<DeleteAccount twoFactor={false} />);
    await user.click(screen.getByRole('button', { name: '删除我的账户…' }));
    await user.type(screen.getByLabelText('密码'), 'my password');
    await user.click(screen.getByRole('button', { name: '永久删除我的账户' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh/account-deleted'));
  });
});
