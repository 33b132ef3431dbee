import { describe, expect, it } from 'vitest';
import { newUser, useTestAccounts, withState } from './helper';

const SITE = 'https://trade.example';
const accounts = useTestAccounts({ PUBLIC_URL: SITE });

describe('the CSRF cookie of an https site', () => {
  it('is a __Host- cookie: Secure, Path=/, no Domain, so no subdomain can plant one', async () => {
    const page = await accounts.app.inject({ url: withState('/accounts/register') });
    const cookie = page.cookies.find((c) => c.name.endsWith('tf_csrf'));
    expect(cookie?.name).toBe('__Host-tf_csrf');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.path).toBe('/');
    expect(cookie?.domain).toBeUndefined();

    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const submit = (cookieHeader: string) =>
      accounts.app.inject({
        method: 'POST',
        url: '/accounts/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader, origin: SITE },
        payload: new URLSearchParams({ _csrf: csrf, ...newUser() }).toString(),
      });
    // A plain-named cookie (which a sibling subdomain could set) is not the CSRF cookie any more.
    expect((await submit(`tf_csrf=${cookie!.value}`)).statusCode).toBe(403);
    expect((await submit(`__Host-tf_csrf=${cookie!.value}`)).statusCode).toBe(303);
  });
});
