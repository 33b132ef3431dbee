import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessProfile, BusinessSummary } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { CertificateList } from './business-certificates';
import { BusinessSections } from './business-profile-view';
import { BusinessResultCard } from './business-result-card';

const businessID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';
const summary = {
  businessID,
  subscription: 'gold',
  verified: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  general: {
    companyName: 'Gulf Coast Hydraulics',
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: '0005', name: 'Machinery' },
    yearStablished: 1998,
    shortDescription: 'Hydraulic pumps and cylinders built in Tampa.',
    profilePhoto: null,
  },
  contactInfo: { country: { code: 'DE', countryName: 'Germany', emoji: '🇩🇪' }, city: null },
  reactions: { reactionCount: { like: 3 } },
  responseStats: { medianReplySeconds: 3 * 86_400, replyRate: 0.9, inquiries: 12 },
} as BusinessSummary;

const profile = {
  ...summary,
  general: {
    ...summary.general,
    categories: [],
    totalAnnualRevenue: { min: 7_500_000, max: 50_000_000 },
    productionCapacity: { min: 500, unit: 'pumps', period: 'month' },
    video: null,
  },
  contactInfo: { ...summary.contactInfo, state: null, phone: null, mobilePhone: null },
  factory: { contractManufacturing: [{ code: 'PRIVATE_LABEL' }, { code: 'OEM' }] },
  tradeCapabilities: { markets: [], spokenLanguages: [], totalEmployeesSales: null, averageLeadTime: 1 },
  businessTerms: {
    acceptedDeliveryTerms: [],
    acceptedPaymentCurrencies: [],
    packagingTypes: [],
    acceptedPaymentTypes: [],
  },
  certificates: [],
  session: { access: 'none' },
} as unknown as BusinessProfile;

const years = new Date().getFullYear() - 1998;

describe('business cards and pages in the page’s language', () => {
  it('reads a search card in Spanish: kind, country, counts and the buyer’s button', () => {
    i18n.activate('es');
    renderWithApp(<BusinessResultCard business={summary} />);
    expect(screen.getByText('Fabricante · Machinery')).toBeInTheDocument();
    expect(screen.getByText(/Alemania/)).toBeInTheDocument();
    expect(screen.getByText('Fundada en 1998')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enviar solicitud' })).toHaveAttribute(
      'href',
      `/business/${businessID}/send-request`,
    );
    const credentials = within(screen.getByRole('list', { name: 'Credenciales' }));
    expect(credentials.getByText(`${years} años en el mercado`)).toBeInTheDocument();
    expect(credentials.getByText('Responde en 3 días')).toBeInTheDocument();
    expect(credentials.getByText('Verificada')).toBeInTheDocument();
  });

  it('reads the profile sections in Italian, figures in Italian style and one day in the singular', () => {
    i18n.activate('it');
    renderWithApp(<BusinessSections business={profile} products={null} />);
    expect(screen.getByRole('heading', { name: 'Informazioni generali' })).toBeInTheDocument();
    expect(screen.getByText('7.500.000 - 50.000.000')).toBeInTheDocument();
    expect(screen.getByText('500 - — pumps al mese')).toBeInTheDocument();
    expect(screen.getByText('Private label, OEM')).toBeInTheDocument();
    expect(screen.getByText('1 giorno')).toBeInTheDocument();
    expect(screen.getAllByText(/Germania/).length).toBeGreaterThan(0);
  });

  it('writes certificate dates in Chinese', () => {
    i18n.activate('zh');
    renderWithApp(
      <CertificateList
        certificates={[
          { id: 'a', name: 'ISO 9001', issueDate: '2022-01-15', expireDate: '2099-03-14', photo: null },
        ]}
      />,
    );
    expect(screen.getByText(/签发于 2022年1月15日/)).toBeInTheDocument();
    expect(screen.getByText(/2099年3月14日 到期/)).toBeInTheDocument();
  });
});
