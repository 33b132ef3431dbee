import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageMetaSink, type PageMeta } from '@/lib/page-meta';
import { privacyPolicy } from '../content/privacy-policy';
import { termsAndConditions } from '../content/terms-and-conditions';
import { ContactUsPage } from './contact-us-page';
import { MembershipPage } from './membership-page';
import { OurNetworkPage } from './our-network-page';
import { StaticPage } from './static-page';
import { WhyPage } from './why-page';

const renderPage = (page: React.ReactNode) => {
  const declared = vi.fn<(meta: PageMeta) => void>();
  render(
    <PageMetaSink.Provider value={declared}>
      <MemoryRouter>{page}</MemoryRouter>
    </PageMetaSink.Provider>,
  );
  return declared;
};

describe('the content pages in the page’s language', () => {
  it('keep the English text of the privacy policy, its statement that English prevails included', () => {
    renderPage(<StaticPage content={privacyPolicy} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      screen.getByText(/If a translation and the English text differ, the English text prevails\./),
    ).toBeInTheDocument();
  });

  it('read the privacy policy in Spanish, still saying that the English text prevails', () => {
    i18n.activate('es');
    const declared = renderPage(<StaticPage content={privacyPolicy} numbered />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Información que recopilamos' })).toBeInTheDocument();
    expect(screen.getByText(/prevalece el texto en inglés\./)).toBeInTheDocument();
    expect(screen.getByText(/Nunca vendemos datos personales\./)).toBeInTheDocument();
    expect(declared).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Política de privacidad' }));
  });

  it('read the terms in Chinese, a section’s list included', () => {
    i18n.activate('zh');
    renderPage(<StaticPage content={termsAndConditions} />);
    expect(screen.getByRole('heading', { level: 1, name: '使用条款与条件' })).toBeInTheDocument();
    const use = screen.getByRole('heading', { name: '可接受的使用' }).closest('section')!;
    expect(within(use).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/以英文文本为准/)).toBeInTheDocument();
  });

  it('show a membership page in Italian with the price in Italian figures and counted products', () => {
    i18n.activate('it');
    const declared = renderPage(<MembershipPage type="premium" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Abbonamento Premium' })).toBeInTheDocument();
    const price = screen.getByRole('complementary', { name: 'Prezzo di Premium' });
    expect(within(price).getByText('2650,00 USD')).toBeInTheDocument();
    expect(within(price).getByText('all’anno')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'Acquista ora' })).toBeInTheDocument();
    expect(declared).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Abbonamento Premium',
        description:
          'Abbonamento Premium: per gli esportatori che vogliono essere visti per primi. 50 prodotti, 2650,00\u00a0USD all’anno.',
      }),
    );
    // The price table: professional support counted in hours, boosts per month, "Free" for Standard.
    const table = screen.getByRole('table', {
      name: 'Funzionalità e prezzi annuali dei quattro pacchetti di abbonamento',
    });
    expect(within(table).getByRole('rowheader', { name: 'Supporto professionale' })).toBeInTheDocument();
    expect(within(table).getByText('6 ore')).toBeInTheDocument();
    expect(within(table).getByText('20 al mese')).toBeInTheDocument();
    expect(within(table).getByText('Gratis')).toBeInTheDocument();
  });

  it('keep the English membership texts and prices', () => {
    const declared = renderPage(<MembershipPage type="standard" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Standard membership' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for free' })).toBeInTheDocument();
    expect(screen.getByText('12 hours')).toBeInTheDocument();
    expect(screen.getByText('US$ 3,650.00')).toBeInTheDocument();
    expect(declared).toHaveBeenLastCalledWith(
      expect.objectContaining({
        description: 'Standard membership: everything you need to be found, free forever. 7 products, Free.',
      }),
    );
  });

  it('name the network’s countries and regions in Chinese', () => {
    i18n.activate('zh');
    renderPage(<OurNetworkPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: '25 个国家门户，一个工业网络' }),
    ).toBeInTheDocument();
    const mexico = screen.getByRole('link', { name: /墨西哥/ });
    expect(mexico).toHaveAttribute('href', 'https://mx.tradeforge.net');
    expect(within(mexico).getByText('美洲')).toBeInTheDocument();
    expect(within(mexico).getByText('（在新标签页中打开）')).toBeInTheDocument();
  });

  it('offer the ways to reach us in Spanish', () => {
    i18n.activate('es');
    renderPage(<ContactUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Estamos aquí para ayudarle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Atención al cliente EE\. UU\./ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Videollamada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Necesita ayuda?' })).toHaveAttribute(
      'href',
      '/contact-us/form',
    );
  });

  it('give the five reasons in Italian', () => {
    i18n.activate('it');
    renderPage(<WhyPage />);
    expect(screen.getByRole('heading', { name: 'Contatto diretto, senza intermediari' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Confronta gli abbonamenti' })).toBeInTheDocument();
  });
});
