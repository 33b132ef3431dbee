import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ProductForm } from './product-form';

const industries = [{ id: '0001', name: 'Machinery', categories: [] }] as unknown as Parameters<
  typeof ProductForm
>[0]['industries'];

describe('the product form in the page’s language', () => {
  it('labels its fields and units in Italian and says what is missing in Italian', async () => {
    i18n.activate('it');
    const onSave = vi.fn(async () => undefined);
    const { user } = renderWithApp(
      <ProductForm industries={industries} onSave={onSave} onCancel={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Aggiungi un prodotto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ordine minimo (MOQ)')).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'chilogrammo' })).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'EUR – euro' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'FOB (Franco a bordo)' })).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Parole chiave'),
      Array.from({ length: 21 }, (_, at) => `k${at}`).join(','),
    );
    await user.click(screen.getByRole('button', { name: 'Aggiungi prodotto' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toContain('Fino a 20 parole chiave, di massimo 40 caratteri ciascuna.');
    expect(messages).toContain('Seleziona un settore.');
    expect(onSave).not.toHaveBeenCalled();
  });
});
