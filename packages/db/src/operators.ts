import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { operatorAuditLog, operators, users } from './schema';

/** Who did an operator action: an operator's account, or the command line. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  objectType: string;
  objectId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Appends one line to the audit log; run it in the transaction of the change it describes. */
export async function appendAudit(db: Executor, actor: AuditActor, entry: AuditEntry) {
  await db.insert(operatorAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/**
 * Gives a user the operator role and writes it to the audit log, in one transaction. Answers false when they
 * already held it (nothing is written then).
 */
export async function grantOperatorRole(db: Executor, userId: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(operators)
      .values({ userId, grantedBy: actor.id })
      .onConflictDoNothing()
      .returning({ userId: operators.userId });
    if (inserted.length === 0) return false;
    await appendAudit(tx, actor, {
      action: 'operator.grant',
      objectType: 'user',
      objectId: userId,
      before: { operator: false },
      after: { operator: true },
    });
    return true;
  });
}

/** Takes the role away, with its audit line; false when the user did not hold it. */
export async function revokeOperatorRole(db: Executor, userId: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(operators)
      .where(eq(operators.userId, userId))
      .returning({ userId: operators.userId });
    if (deleted.length === 0) return false;
    await appendAudit(tx, actor, {
      action: 'operator.revoke',
      objectType: 'user',
      objectId: userId,
      before: { operator: true },
      after: { operator: false },
    });
    return true;
  });
}

/**
 * The user as an audit actor when they hold the operator role: a row in `operators`, or the account of
 * `OPERATOR_EMAIL` when its e-mail counts as verified (so nobody becomes operator by registering that address on a
 * site that sends mail). Undefined for everyone else.
 */
export async function findOperator(
  db: Executor,
  userId: string,
  configured: { email: string; emailVerified: boolean },
): Promise<AuditActor | undefined> {
  const result = await db.execute<{ id: string; email: string }>(sql`
    select u.id, u.email from ${users} u
     where u.id = ${userId}
       and (exists (select 1 from ${operators} o where o.user_id = u.id)
            or (${configured.emailVerified} and lower(u.email) = ${configured.email.toLowerCase()}))`);
  return result.rows[0];
}
