import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginUrl, registerUrl } from '@/lib/session';
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

  it('names the language in the account addresses, beside the address to come back to', () => {
    const login = new URL(loginUrl('es', 'http://x/es/product/1', 'session-ended'), origin);
    expect(login.searchParams.get('lang')).toBe('es');
    expect(login.searchParams.get('continue')).toBe('http://x/es/product/1');
    expect(login.searchParams.get('notice')).toBe('session-ended');
    expect(new URL(registerUrl('zh', 'http://x/zh'), origin).searchParams.get('lang')).toBe('zh');
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
