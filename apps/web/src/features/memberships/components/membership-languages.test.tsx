import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MembershipStatus, Receipt } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { MembershipSummary } from './membership-summary';
import { PlanPicker } from './plan-picker';
import { ReceiptsList } from './receipts-list';

const status: MembershipStatus = {
  businessID: '00000000-0000-4000-8000-000000000009',
  companyName: 'Acme Pumps',
  subscription: 'gold',
  verified: true,
  productSlots: 20,
  account: { expiresAt: '2027-03-01T12:00:00.000Z', products: 21, hiddenProducts: 1 },
  offers: [],
  canBuy: true,
};

describe('memberships in the page’s language', () => {
  it('reads the current plan in Spanish, with the date and one hidden product in the singular', () => {
    i18n.activate('es');
    renderWithApp(<MembershipSummary status={status} badges={null} />);
    expect(screen.getByRole('heading', { name: 'Plan actual: Gold' })).toBeInTheDocument();
    expect(screen.getByText('20 espacios para productos (20 en uso)')).toBeInTheDocument();
    expect(screen.getByText('1 de marzo de 2027')).toBeInTheDocument();
    expect(screen.getByText(/^1 de sus productos está oculto para los compradores/)).toBeInTheDocument();
  });

  it('writes prices in US dollars as each language does, and keeps the spec’s US$ in English', () => {
    const offers = [{ planId: 'gold', price: 185_000, productSlots: 20 }] as Parameters<
      typeof PlanPicker
    >[0]['offers'];
    const { unmount } = renderWithApp(
      <PlanPicker offers={offers} current="standard" chosen="gold" onChoose={() => {}} />,
    );
    expect(screen.getByText(/US\$ 1,850\.00/)).toBeInTheDocument();
    unmount();

    i18n.activate('it');
    const italian = renderWithApp(
      <PlanPicker offers={offers} current="standard" chosen="gold" onChoose={() => {}} />,
    );
    expect(screen.getByText(/1850,00\sUSD/)).toBeInTheDocument();
    expect(screen.getByText('all’anno')).toBeInTheDocument();
    expect(screen.getByText('20 prodotti')).toBeInTheDocument();
    italian.unmount();

    i18n.activate('zh');
    renderWithApp(<PlanPicker offers={offers} current="gold" chosen="gold" onChoose={() => {}} />);
    expect(screen.getByText(/US\$1,850\.00/)).toBeInTheDocument();
    expect(screen.getByText(/（续费）/)).toBeInTheDocument();
  });

  it('lists receipts in Chinese with their dates and prices', () => {
    i18n.activate('zh');
    const receipt = {
      receiptID: 'r1',
      number: 'TF-2026-0001',
      plan: 'premium',
      amount: 265_000,
      paidAt: '2026-11-02T10:00:00.000Z',
    } as Receipt;
    renderWithApp(<ReceiptsList receipts={[receipt]} linkTo={() => '/receipt'} />);
    expect(screen.getByText(/Premium 会员/)).toBeInTheDocument();
    expect(screen.getByText('2026年11月2日 · US$2,650.00')).toBeInTheDocument();
  });
});
