import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { routes } from './router';

afterEach(() => vi.restoreAllMocks());

describe('the route table', () => {
  it('shows a loading state, and no React Router warning, while a browser-only page first loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/my-business'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
    router.dispose();
  });
});
