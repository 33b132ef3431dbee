import { describe, expect, it } from 'vitest';
import { WEB, newUser, nextIp, postJson, readHandoff, submitForm, useTestAccounts } from './helper';

const accounts = useTestAccounts();
const STATE = 'b3f1c0ffee-tab-state-0123456789abcdef';
const exchange = (token: string, state?: string) =>
  postJson(accounts.app, '/accounts/get-session', {
    body: state === undefined ? { token } : { token, state },
  });

describe('the login state', () => {
  it('travels with the pages like continue', async () => {
    const page = await accounts.app.inject({
      url: `/accounts/login?${new URLSearchParams({ continue: `${WEB}/profile`, state: STATE })}`,
    });
    expect(page.body).toContain(`name="state" value="${STATE}"`);
    const links = [...page.body.matchAll(/href="([^"]*(?:register|forgot-password)[^"]*)"/g)].map(
      (m) => m[1]!,
    );
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(new URLSearchParams(link.replaceAll('&amp;', '&').split('?')[1]).get('state')).toBe(STATE);
  });

  it('binds the hand-off code: exchanged only together with the state of the browser that logged in', async () => {
    const user = newUser();
    await submitForm(accounts.app, 'register', user);
    const login = await submitForm(accounts.app, 'login', {
      email: user.email,
      password: user.password,
      state: STATE,
    });
    expect(login.statusCode).toBe(303);
    const { token, url } = readHandoff(login.headers.location as string);
    // The state never travels in the redirect: a planted link cannot bring it along.
    expect(url.searchParams.has('state')).toBe(false);
    // Without a state the request is malformed (the state is required), with another one the code is refused.
    expect((await exchange(token)).json().error.name).toBe('BadRequest');
    expect((await exchange(token, 'another-tab-state-0000000000000')).json().error.name).toBe('TokenError');
    const right = await exchange(token, STATE);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.userID).toBeTruthy();
  });

  it('binds a registration the same way', async () => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), state: STATE }, nextIp());
    const { token } = readHandoff(response.headers.location as string);
    expect((await exchange(token)).statusCode).toBe(400);
    expect((await exchange(token, STATE)).statusCode).toBe(200);
  });

  it('refuses a code issued without a state to a browser that sends one (a planted login)', async () => {
    const attacker = newUser();
    const response = await submitForm(accounts.app, 'register', attacker);
    const { token } = readHandoff(response.headers.location as string);
    expect((await exchange(token, STATE)).statusCode).toBe(400);
  });
});
