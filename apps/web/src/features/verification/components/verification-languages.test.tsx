import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerificationState } from '@tradeforge/contracts';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { VerificationPanel } from './verification-panel';

const businessID = '00000000-0000-4000-8000-000000000007';
const state = (overrides: Partial<VerificationState>): VerificationState => ({
  verified: false,
  subscription: 'gold',
  eligible: true,
  request: null,
  ...overrides,
});

describe('VerificationPanel in the page’s language', () => {
  it('tells a Standard business in Spanish which memberships ask for verification', async () => {
    i18n.activate('es');
    stubFetch(() => ok(state({ subscription: 'standard', eligible: false })));
    renderWithApp(<VerificationPanel businessID={businessID} isOwner />);
    expect(
      await screen.findByText(
        'La verificación se incluye con una membresía de pago (Gold, Premium o Platinum).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las membresías de esta empresa' })).toHaveAttribute(
      'href',
      `/business/${businessID}/membership`,
    );
  });

  it('offers the document kinds in Italian', async () => {
    i18n.activate('it');
    stubFetch(() => ok(state({})));
    renderWithApp(<VerificationPanel businessID={businessID} isOwner />);
    expect(await screen.findByRole('button', { name: 'Richiedi la verifica' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Certificato di registrazione' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Codice fiscale' })).toBeInTheDocument();
  });
});
