import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { ChangePasswordForm } from './change-password-form';
import { EmailSettings } from './email-settings';
import { TwoFactorSettings } from './two-factor-settings';

const security = (overrides = {}) => ({
  email: 'ada@example.com',
  emailVerified: false,
  emailVerificationRequired: true,
  twoFactorEnabled: true,
  recoveryCodesLeft: 1,
  ...overrides,
});

describe('the security settings in the page’s language', () => {
  it('asks for the passwords in Italian', async () => {
    i18n.activate('it');
    const { user } = renderWithApp(<ChangePasswordForm twoFactor />);
    await user.click(await screen.findByRole('button', { name: 'Cambia password' }));
    expect(await screen.findByText('Inserisci la tua password attuale.')).toBeInTheDocument();
    expect(screen.getByText('Inserisci una nuova password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Codice di autenticazione')).toHaveAccessibleDescription(
      'Il codice a 6 cifre della tua app di autenticazione o uno dei tuoi codici di recupero.',
    );
  });

  it('counts the recovery codes left in Spanish, one and several', () => {
    i18n.activate('es');
    const { unmount } = renderWithApp(<TwoFactorSettings security={security()} />);
    expect(screen.getByText(/Le queda 1 código de recuperación\./)).toHaveTextContent(
      'El inicio de sesión en dos pasos está activado. Le queda 1 código de recuperación.',
    );
    unmount();
    renderWithApp(<TwoFactorSettings security={security({ recoveryCodesLeft: 7 })} />);
    expect(screen.getByText(/Le quedan 7 códigos de recuperación\./)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Desactivar el inicio de sesión en dos pasos' }),
    ).toBeInTheDocument();
  });

  it('says in Chinese that the account service could not be reached, and shows its refusals as they come', async () => {
    signIn('a');
    i18n.activate('zh');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderWithApp(<EmailSettings security={security()} />);
    expect(screen.getByText('（尚未确认）')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '更改电子邮箱' });
    await user.type(within(form).getByLabelText('新电子邮箱'), 'ada@example.org');
    await user.click(within(form).getByRole('button', { name: '更改电子邮箱' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('无法连接账户服务，请重试。');
    // A refusal of the service keeps its own wording, on the field it is about.
    stubFetch(() => failure(400, 'InvalidPassword', 'The current password is incorrect.'));
    await user.click(within(form).getByRole('button', { name: '更改电子邮箱' }));
    expect(await within(form).findByLabelText('当前密码')).toHaveAccessibleDescription(
      'The current password is incorrect.',
    );
  });
});
