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

  it('sends a login or registration page opened without a state to the web app first, to name one', async () => {
    const open = (url: string) => accounts.app.inject({ url });
    const bounced = (location: string) => {
      const url = new URL(location);
      return { at: `${url.origin}${url.pathname}`, params: Object.fromEntries(url.searchParams) };
    };
    const login = await open(
      `/accounts/login?${new URLSearchParams({ continue: `${WEB}/newsfeed`, notice: 'session-ended' })}`,
    );
    expect(login.statusCode).toBe(303);
    expect(bounced(login.headers.location as string)).toEqual({
      at: `${WEB}/SetID/`,
      params: { begin: 'login', continue: `${WEB}/newsfeed`, notice: 'session-ended' },
    });
    const register = await open('/accounts/register');
    expect(bounced(register.headers.location as string)).toEqual({
      at: `${WEB}/SetID/`,
      params: { begin: 'register', continue: `${WEB}/` },
    });
    // Neither a foreign continue nor a made-up notice travels.
    const foreign = await open('/accounts/login?continue=https%3A%2F%2Fevil.example%2F&notice=%3Cb%3E');
    expect(bounced(foreign.headers.location as string)).toEqual({
      at: `${WEB}/SetID/`,
      params: { begin: 'login', continue: `${WEB}/` },
    });
    // A state of the wrong shape is no state.
    expect((await open('/accounts/login?state=short')).statusCode).toBe(303);
    expect((await open(`/accounts/login?state=${STATE}`)).statusCode).toBe(200);
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
