import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newUser, nextIp, submitForm, useTestAccounts } from './helper';

const accounts = useTestAccounts();
const message = (body: string) => /role="alert" id="form-error">([^<]+)</.exec(body)?.[1];
const INCORRECT = 'The e-mail or password is incorrect.';

async function registered() {
  const user = newUser();
  await submitForm(accounts.app, 'register', user);
  return user;
}

describe('login lockout per e-mail and client address', () => {
  it('lets no more than five wrong passwords through, even sent in parallel', async () => {
    const user = await registered();
    const ip = nextIp();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        submitForm(accounts.app, 'login', { email: user.email, password: `wrong password ${attempt}` }, ip),
      ),
    );
    expect(responses.every((response) => response.statusCode === 401)).toBe(true);
    const checked = responses.filter((response) => message(response.body) === INCORRECT);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
  });

  it('locks the address that failed, not the account: another address still logs in', async () => {
    const user = await registered();
    const attacker = nextIp();
    for (let attempt = 0; attempt < 6; attempt++)
      await submitForm(
        accounts.app,
        'login',
        { email: user.email, password: `wrong ${attempt} xyz` },
        attacker,
      );
    const fromAttacker = await submitForm(
      accounts.app,
      'login',
      { email: user.email, password: user.password },
      attacker,
    );
    expect(fromAttacker.statusCode).toBe(401);
    expect(message(fromAttacker.body)).toContain('Too many failed attempts');
    const fromOwner = await submitForm(accounts.app, 'login', { email: user.email, password: user.password });
    expect(fromOwner.statusCode).toBe(303);
  });

  it('makes an address wait longer after each failure past the third', async () => {
    const user = await registered();
    const ip = nextIp();
    for (let attempt = 0; attempt < 3; attempt++)
      await submitForm(accounts.app, 'login', { email: user.email, password: `wrong ${attempt} xyz` }, ip);
    const tooSoon = await submitForm(
      accounts.app,
      'login',
      { email: user.email, password: user.password },
      ip,
    );
    expect(tooSoon.statusCode).toBe(401);
    expect(message(tooSoon.body)).toContain('Wait a few seconds');
    // Time passes: the delay is over, and the right password gets in and clears the count.
    await accounts.database.db.execute(
      sql`update login_throttle set next_attempt_at = now() - interval '1 second'`,
    );
    const later = await submitForm(accounts.app, 'login', { email: user.email, password: user.password }, ip);
    expect(later.statusCode).toBe(303);
    const rows = await accounts.database.db.execute(
      sql`select 1 from login_throttle where email_key = ${user.email.toLowerCase()}`,
    );
    expect(rows.rows).toHaveLength(0);
  });
});
