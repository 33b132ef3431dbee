import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { YourData } from './your-data';

describe('YourData', () => {
  it('puts the focus on the export status once the request has disabled its button', async () => {
    signIn('a');
    const pending = {
      id: '00000000-0000-4000-8000-000000000001',
      status: 'pending',
      createdAt: '2026-11-26T06:41:00.000Z',
      readyAt: null,
      expiresAt: null,
      size: null,
      error: null,
    };
    let requested = false;
    stubFetch(({ method }) => {
      if (method === 'POST') {
        requested = true;
        return ok(pending);
      }
      return ok({ latest: requested ? pending : null });
    });
    const { user } = renderWithApp(<YourData />);
    await screen.findByText('You have not requested an export yet.');
    await user.click(screen.getByRole('button', { name: 'Request export' }));
    const status = await screen.findByText(/Being prepared/);
    await waitFor(() => expect(status.closest('[tabindex]')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Request export' })).toBeDisabled();
  });
});
