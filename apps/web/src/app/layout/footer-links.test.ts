import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { FOOTER_COLUMNS } from './footer-links';

const links = FOOTER_COLUMNS.flatMap((column) =>
  column.links.map((link) => ({ to: link.to, label: link.label.message, column: column.title.message })),
);

describe('the footer links', () => {
  it.each(links)('$column: “$label” opens a page of its own, not the home page', ({ to }) => {
    const leaf = matchRoutes(routes, to)?.at(-1)?.route;
    expect(leaf?.path).toBeDefined();
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.path).not.toBe('/');
  });

  it('sends manufacturers to create their business and buyers to the products and industries', () => {
    const to = (label: string) => links.find((link) => link.label === label)?.to;
    expect(to('Showcase your products')).toBe('/business/create');
    expect(to('Find suppliers')).toBe('/industries');
    expect(to('Search all products')).toBe('/search-result?business=PR&countries=global&search=');
  });
});
