import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageMetaSink, type PageMeta } from '@/lib/page-meta';
import { ExportGuidePage } from './export-guide-page';
import { TipArticlePage } from './tip-article-page';
import { TipsSummary } from './tips-summary';

const renderPage = (page: React.ReactNode) => {
  const declared = vi.fn<(meta: PageMeta) => void>();
  render(
    <PageMetaSink.Provider value={declared}>
      <MemoryRouter>{page}</MemoryRouter>
    </PageMetaSink.Provider>,
  );
  return declared;
};

describe('the export tips in the page’s language', () => {
  it('keep the English article, its title and keywords', () => {
    const declared = renderPage(<TipArticlePage slug="international-buyers-tip-4" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Who is the industrial buyer, and how to win them' }),
    ).toBeInTheDocument();
    expect(declared).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Who is the industrial buyer, and how to win them (USA)',
        keywords: 'international buyers, industrial buyer, purchasing manager, importers, B2B sales abroad',
      }),
    );
  });

  it('list the seven tips in Spanish on the export guide, with the guide’s own text', () => {
    i18n.activate('es');
    const declared = renderPage(<ExportGuidePage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Exportar al mundo: una guía práctica para fabricantes de los Estados Unidos',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Consejo 3')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Ver más ?: Quién es el comprador industrial y cómo ganárselo$/ }),
    ).toHaveAttribute('href', '/b2b-tips/international-buyers-tip-4');
    expect(screen.getByRole('heading', { name: 'Por qué exportar ahora' })).toBeInTheDocument();
    expect(declared).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Exportar al mundo desde los Estados Unidos: consejos de exportación',
        keywords: expect.stringContaining('cómo exportar'),
      }),
    );
  });

  it('read an article in Chinese, its list of categories and the other tips included', () => {
    i18n.activate('zh');
    const declared = renderPage(<TipArticlePage slug="best-products-for-export-tip-6" />);
    expect(screen.getByText('美国企业出口建议 · 建议 6')).toBeInTheDocument();
    const top = screen.getByRole('heading', { name: '出口量最大的 50 个产品类别' }).closest('section')!;
    expect(within(top).getAllByRole('listitem')).toHaveLength(50);
    expect(within(top).getByText('集成电路')).toBeInTheDocument();
    const more = screen.getByRole('complementary', { name: '更多出口建议' });
    expect(within(more).getAllByRole('link')).toHaveLength(7);
    expect(
      within(more).getByRole('link', { name: '建议 1：如何开展出口业务：建立您的出口体系' }),
    ).toBeInTheDocument();
    expect(declared).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '可出口的产品：工业产品、细分市场产品和贴牌产品（美国）' }),
    );
  });

  it('sum the tips up in Italian for the about-us page', () => {
    i18n.activate('it');
    renderPage(<TipsSummary />);
    expect(
      screen.getByRole('heading', { name: 'Consigli per l’export del nostro amministratore delegato' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Consiglio 5: Chi è un esportatore industriale qualificato?' }),
    ).toBeInTheDocument();
  });
});
