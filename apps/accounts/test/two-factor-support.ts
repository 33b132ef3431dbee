import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { STATE, WEB, nextIp, openForm, postJson, registerAndSignIn } from './helper';

/** The code an authenticator app shows for `secret`, `offsetSteps` periods of 30 s from now. */
export const totpCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** A registered user who turned two-factor sign-in on; the set-up spent the code of the current step. */
export async function userWithTwoFactor(app: FastifyInstance) {
  const { user, session } = await registerAndSignIn(app);
  const setup = await postJson(app, '/accounts/two-factor/setup', {
    auth: session.token,
    body: { currentPassword: user.password },
  });
  const { secret } = setup.json().data as { secret: string };
  const enabled = await postJson(app, '/accounts/two-factor/enable', {
    auth: session.token,
    body: { code: totpCode(secret) },
  });
  const { recoveryCodes } = enabled.json().data as { recoveryCodes: string[] };
  return { user, session, secret, recoveryCodes };
}

/**
 * Logs in like one browser: the password form, then (with two-factor on) the code form with the same CSRF cookie.
 * `second` sends the code step; `cookieOf` lets a test swap the browser between the steps.
 */
export async function startLogin(app: FastifyInstance, email: string, password: string, ip = nextIp()) {
  const form = await openForm(app, 'login', ip);
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    cookie: form.cookie,
    origin: WEB,
    'x-forwarded-for': ip,
  };
  const first = await app.inject({
    method: 'POST',
    url: '/accounts/login',
    headers,
    payload: new URLSearchParams({ _csrf: form.csrf, email, password, state: STATE }).toString(),
  });
  const pending = /name="pending" value="([^"]+)"/.exec(first.body)?.[1] ?? '';
  const second = (code: string, browser = { csrf: form.csrf, cookie: form.cookie }) =>
    app.inject({
      method: 'POST',
      url: '/accounts/login/two-factor',
      headers: { ...headers, cookie: browser.cookie },
      payload: new URLSearchParams({ _csrf: browser.csrf, pending, code, state: STATE }).toString(),
    });
  return { first, pending, second };
}
