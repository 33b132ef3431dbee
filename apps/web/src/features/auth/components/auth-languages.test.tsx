import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withAccountLanguage } from './account-language';
import { SessionHandoff } from './session-handoff';

const origin = window.location.origin;
const visit = (search: string) => {
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    origin,
    href: `${origin}/SetID/${search}`,
    search,
    replace,
  } as unknown as Location);
  return replace;
};

describe('the way to the account service in the page’s language', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds the language to an account address, keeping its query and fragment', () => {
    expect(withAccountLanguage('/accounts/login?continue=x', 'es')).toBe(
      '/accounts/login?continue=x&lang=es',
    );
    expect(withAccountLanguage('/accounts/register#top', 'zh')).toBe('/accounts/register?lang=zh#top');
  });

  it('starts a login in the page’s language, coming back to the Spanish page', () => {
    i18n.activate('es');
    const target = `${origin}/es/product/42`;
    const replace = visit(`?begin=login&continue=${encodeURIComponent(target)}`);
    render(<SessionHandoff />);
    expect(screen.getByRole('status')).toHaveTextContent('Redirigiendo a su cuenta...');
    const url = new URL(replace.mock.calls[0]![0] as string, origin);
    expect(url.pathname).toMatch(/\/login$/);
    expect(url.searchParams.get('lang')).toBe('es');
    expect(url.searchParams.get('continue')).toBe(target);
  });

  it('comes back to the Italian home page when no address to return to is given', () => {
    i18n.activate('it');
    const replace = visit('?begin=register');
    render(<SessionHandoff />);
    const url = new URL(replace.mock.calls[0]![0] as string, origin);
    expect(url.pathname).toMatch(/\/register$/);
    expect(url.searchParams.get('lang')).toBe('it');
    expect(url.searchParams.get('continue')).toBe(`${origin}/it`);
  });
});
