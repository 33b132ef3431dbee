import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { FavoriteStar } from './favorite-star';

const id = '00000000-0000-4000-8000-000000000009';
afterEach(() => clearSession());

describe('FavoriteStar', () => {
  it('shows the stored state and saves and removes the product', async () => {
    signIn('star');
    let saved = false;
    const calls = stubFetch(({ method }) => {
      if (method === 'PUT') saved = true;
      if (method === 'DELETE') saved = false;
      if (method !== 'GET') return ok({ favorite: saved });
      return ok({ businesses: [], products: saved ? [{ productID: id }] : [] });
    });
    const { user } = renderWithApp(<FavoriteStar type="product" id={id} compact />);
    const star = screen.getByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/favorites'))).toBe(true));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((call) => call.method === 'PUT')?.url).toMatch(`/favorites/product/${id}`);
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(`/favorites/product/${id}`);
  });

  it('puts back the stored state when saving fails', async () => {
    signIn('star');
    stubFetch(({ method }) =>
      method === 'PUT'
        ? failure(404, 'NotFound', 'There is no product with that id.')
        : ok({ businesses: [], products: [] }),
    );
    const { user } = renderWithApp(<FavoriteStar type="product" id={id} />);
    const star = screen.getByRole('button', { name: 'Favorite' });
    await user.click(star);
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
