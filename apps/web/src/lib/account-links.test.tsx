import { i18n } from '@lingui/core';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRequireLogin } from './require-login';
import { useAccountLink } from './session';

afterEach(() => vi.restoreAllMocks());

const query = (address: string) => new URL(address, window.location.origin).searchParams;

describe('the account service’s pages in the page’s language', () => {
  it('links Login and Register in the language of the page, with the address to come back to', () => {
    i18n.activate('zh');
    const { result } = renderHook(() => [useAccountLink('login'), useAccountLink('register')]);
    const [login, register] = result.current.map(query);
    expect(login!.get('lang')).toBe('zh');
    expect(login!.get('continue')).toBe(window.location.href);
    expect(register!.get('lang')).toBe('zh');
  });

  it('sends a visitor of a members’ page to log in in Italian from an Italian page', () => {
    i18n.activate('it');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderHook(() => useRequireLogin());
    expect(assign).toHaveBeenCalledTimes(1);
    expect(query(assign.mock.calls[0]![0] as string).get('lang')).toBe('it');
  });
});
