import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingBlocks } from './landing-blocks';

describe('LandingBlocks', () => {
  it('states each fact as a figure and words that read on from it', () => {
    render(<LandingBlocks />);
    const facts = screen.getAllByRole('definition').map((figure) => {
      const words = figure.parentElement?.querySelector('dt')?.textContent;
      return `${figure.textContent} ${words}`;
    });
    expect(facts).toEqual([
      '15 industries',
      '900+ product categories',
      '25 country portals',
      '2000 the year we started connecting trade',
    ]);
  });

  it('reads in the page’s language', () => {
    i18n.activate('es');
    render(<LandingBlocks />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Encuentre proveedores cualificados' }),
    ).toBeInTheDocument();
    expect(screen.getByText('categorías de productos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Cómo funciona / })).toBeInTheDocument();
  });
});
