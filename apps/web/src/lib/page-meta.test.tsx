import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageMetaSink, usePageMeta, type PageMeta } from './page-meta';

function Page({ title }: { title: string }) {
  usePageMeta(title, 'A product.');
  return null;
}

describe('usePageMeta', () => {
  it('gives the server the title the browser shows: a cut that ends in a space or a line break is trimmed', () => {
    const declared = vi.fn<(meta: PageMeta) => void>();
    render(
      <PageMetaSink.Provider value={declared}>
        <Page title={'Plasma Cutters from Frontier Industrial, part \n '} />
      </PageMetaSink.Provider>,
    );
    expect(declared).toHaveBeenLastCalledWith({
      title: 'Plasma Cutters from Frontier Industrial, part',
      description: 'A product.',
    });
    expect(document.title).toBe('Plasma Cutters from Frontier Industrial, part | Tradeforge USA');
  });
});
