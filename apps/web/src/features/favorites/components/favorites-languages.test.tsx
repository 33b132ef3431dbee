import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { FavoriteLists } from './favorite-lists';

afterEach(() => clearSession());

describe('favorites in the page’s language', () => {
  it('titles and empties the lists in Italian, the star named in Italian', async () => {
    signIn('fan');
    stubFetch(() =>
      ok({
        businesses: [],
        products: [
          {
            productID: '00000000-0000-4000-8000-000000000007',
            name: 'Gear Pump',
            companyName: 'Summit Machinery',
            image: null,
          },
        ],
      }),
    );
    i18n.activate('it');
    renderWithApp(<FavoriteLists />);
    expect(await screen.findByRole('heading', { name: 'Prodotti (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aziende (0)' })).toBeInTheDocument();
    expect(
      screen.getByText("Ancora nessuna azienda preferita: usa la stella nella pagina di un'azienda."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preferito' })).toBeInTheDocument();
  });
});
