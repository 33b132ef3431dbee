import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { ReportButton } from './report-button';

describe('reports in the page’s language', () => {
  it('asks for the reason in Spanish and names every reason in Spanish', async () => {
    signIn('reader');
    i18n.activate('es');
    const { user } = renderWithApp(
      <ReportButton objectType="product" objectID="00000000-0000-4000-8000-0000000000aa" label="Gear Pump" />,
    );
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar Gear Pump' }, { timeout: 5_000 });
    expect(within(dialog).getByRole('option', { name: 'Fraude o estafa' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elija un motivo.');
    expect(within(dialog).getByLabelText('Motivo')).toHaveAttribute('aria-invalid', 'true');
  });
});
