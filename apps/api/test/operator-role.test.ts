import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { signAccessToken, signIn } from './factories';
import { useTestApi } from './helper';
import { callApi, signInOperator } from './operator-support';

const api = useTestApi({ OPERATOR_EMAIL: 'boss@tradeforge.test', MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = callApi(api);

describe('the operator role', () => {
  it('answers 401 to visitors and 403 to users without the role, before reading the body', async () => {
    expect((await call('GET', '/operator/me')).statusCode).toBe(401);
    const user = await signIn(api);
    const refused = await call('POST', '/operator/operators', user.headers, { nonsense: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.name).toBe('Forbidden');
  });

  it('is held by the account of OPERATOR_EMAIL once its e-mail counts as verified', async () => {
    const boss = await signIn(api, { email: 'Boss@Tradeforge.test' });
    const me = await call('GET', '/operator/me', boss.headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual({ userID: boss.user.id, email: 'Boss@Tradeforge.test' });
    // Registered but not verified on a site that sends mail: not yet.
    const unverified = await signAccessToken(api, {
      userId: boss.user.id,
      sessionId: boss.sessionId,
      emailVerified: false,
    });
    expect((await call('GET', '/operator/me', { 'wbn-auth': unverified })).statusCode).toBe(403);
  });

  it('lets operators grant and revoke it, writing each change to the audit log', async () => {
    const operator = await signInOperator(api);
    const colleague = await signIn(api, { email: 'colleague@example.com' });
    expect((await call('GET', '/operator/me', colleague.headers)).statusCode).toBe(403);

    const granted = await call('POST', '/operator/operators', operator.headers, {
      email: ' Colleague@Example.com ',
    });
    expect(granted.json().data).toEqual({ userID: colleague.user.id, operator: true });
    expect((await call('GET', '/operator/me', colleague.headers)).statusCode).toBe(200);
    const list = (await call('GET', '/operator/operators', operator.headers)).json().data;
    expect(list.map((row: { email: string }) => row.email)).toContain('colleague@example.com');

    // Nobody revokes themselves; another operator does.
    const self = await call('DELETE', `/operator/operators/${colleague.user.id}`, colleague.headers);
    expect(self.statusCode).toBe(409);
    const revoked = await call('DELETE', `/operator/operators/${colleague.user.id}`, operator.headers);
    expect(revoked.json().data).toEqual({ userID: colleague.user.id, operator: false });
    expect((await call('GET', '/operator/me', colleague.headers)).statusCode).toBe(403);
    const again = await call('DELETE', `/operator/operators/${colleague.user.id}`, operator.headers);
    expect(again.statusCode).toBe(404);

    const audit = await call(
      'GET',
      `/operator/audit?objectType=user&objectID=${colleague.user.id}`,
      operator.headers,
    );
    expect(audit.json().data.items).toMatchObject([
      {
        action: 'operator.revoke',
        actorID: operator.user.id,
        before: { operator: true },
        after: { operator: false },
      },
      { action: 'operator.grant', actorEmail: operator.user.email, after: { operator: true } },
    ]);
    expect(audit.json().data.total).toBe(2);
  });

  it('names the field when the e-mail has no account', async () => {
    const operator = await signInOperator(api);
    const missing = await call('POST', '/operator/operators', operator.headers, {
      email: 'nobody@example.com',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { path: '/email', message: 'No account uses nobody@example.com.' },
    ]);
  });

  it('keeps the audit log append-only, even for the database owner', async () => {
    const refused = { cause: { code: '42501', message: 'operator_audit_log is append-only' } };
    const { db } = api.database;
    await db.insert(schema.operatorAuditLog).values({
      actorEmail: 'x@example.com',
      action: 'test',
      objectType: 'user',
      objectId: 'x',
    });
    await expect(db.execute(sql`update operator_audit_log set action = 'edited'`)).rejects.toMatchObject(
      refused,
    );
    await expect(db.execute(sql`delete from operator_audit_log`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`truncate operator_audit_log`)).rejects.toMatchObject(refused);
  });
});
