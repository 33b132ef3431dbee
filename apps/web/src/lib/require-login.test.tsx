import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/session';
import { useRequireLogin } from './require-login';
import { leaveSession } from './session';

afterEach(() => vi.restoreAllMocks());

// One case per file: leaving the session is for the rest of the page's life, as it is in the browser.
describe('the members’ gate', () => {
  it('lets a logout or a deletion go where it leads, not to log in', () => {
    signIn('a');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { result } = renderHook(() => useRequireLogin());
    expect(result.current).toBe(true);
    act(() => leaveSession('/account-deleted'));
    expect(result.current).toBe(false);
    expect(assign.mock.calls).toEqual([['/account-deleted']]);
  });
});
