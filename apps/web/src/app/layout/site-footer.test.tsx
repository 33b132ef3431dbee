import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { signIn } from '@/test/session';
import { SiteFooter } from './site-footer';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteFooter />
    </MemoryRouter>,
  );

describe('the footer in the page’s language', () => {
  it('reads in Spanish on a Spanish page', () => {
    i18n.activate('es');
    renderAt('/about-us');
    expect(screen.getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('heading', { name: 'Atención al cliente' })).toBeInTheDocument();
  });

  it('offers the page being read in each language, named in that language', () => {
    i18n.activate('it');
    renderAt('/product/42?tab=specs');
    const languages = within(screen.getByRole('navigation', { name: 'Lingue' }));
    expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/product/42?tab=specs');
    expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/product/42?tab=specs',
    );
    expect(languages.getByRole('link', { name: '中文' })).toHaveAttribute('href', '/zh/product/42?tab=specs');
    expect(languages.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the choice in a cookie, and as a signed-in member’s preferred language before leaving', async () => {
    signIn('ana');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const calls = stubFetch(() => ok({}));
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Español' }));
    expect(document.cookie).toContain('tf_lang=es');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/es$/)));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: expect.stringContaining('/user/profile'),
        body: { preferredLanguage: { code: 'es' } },
      }),
    );
  });
});
