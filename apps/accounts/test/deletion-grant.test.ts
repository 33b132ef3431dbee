import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { postJson, registerAndSignIn, useTestAccounts } from './helper';
import { totpCode, userWithTwoFactor } from './two-factor-support';

const accounts = useTestAccounts();
const grantUrl = '/accounts/account/deletion-grant';
const grantsOf = (userId: string) =>
  accounts.database.db
    .select()
    .from(schema.accountDeletionGrants)
    .where(eq(schema.accountDeletionGrants.userId, userId));

describe('the confirmation for deleting an account', () => {
  it('is given for the right password only, stored as a hash, one live grant per user', async () => {
    const { user, session } = await registerAndSignIn(accounts.app);
    const wrong = await postJson(accounts.app, grantUrl, {
      auth: session.token,
      body: { currentPassword: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      name: 'InvalidPassword',
      message: 'The current password is incorrect.',
    });
    expect(await grantsOf(session.userID)).toEqual([]);

    const first = await postJson(accounts.app, grantUrl, {
      auth: session.token,
      body: { currentPassword: user.password },
    });
    expect(first.statusCode).toBe(200);
    const { grant, expiresAt } = first.json().data as { grant: string; expiresAt: string };
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    const stored = await grantsOf(session.userID);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(grant).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(grant);

    const second = await postJson(accounts.app, grantUrl, {
      auth: session.token,
      body: { currentPassword: user.password },
    });
    const latest = await grantsOf(session.userID);
    expect(latest).toHaveLength(1);
    expect(latest[0]!.tokenHash).toBe(createHash('sha256').update(second.json().data.grant).digest('hex'));
  });

  it('asks for the second factor when it is on', async () => {
    const { user, session, secret } = await userWithTwoFactor(accounts.app);
    const withoutCode = await postJson(accounts.app, grantUrl, {
      auth: session.token,
      body: { currentPassword: user.password },
    });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().error.name).toBe('InvalidCode');
    const withCode = await postJson(accounts.app, grantUrl, {
      auth: session.token,
      body: { currentPassword: user.password, code: totpCode(secret, 1) },
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await postJson(accounts.app, grantUrl, { body: { currentPassword: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});
