import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { userTwoFactor, recoveryCodes } = schema;

export async function findTwoFactor(db: Executor, userId: string) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

/** Starts (or starts again) a set-up that is not enabled yet; an enabled authenticator is never replaced here. */
export async function savePendingSecret(db: Executor, userId: string, secret: Record<string, unknown>) {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret, createdAt: new Date(), lastStep: null },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Accepts the time step of a code once: the newest accepted step is stored, and a step not newer than it (the
 * same code again, or an older one) finds no row. Concurrent uses of one code: exactly one wins.
 */
export async function acceptStep(db: Executor, userId: string, step: number, enabling: boolean) {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastStep: step, ...(enabling ? { enabledAt: new Date() } : {}) })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        enabling ? isNull(userTwoFactor.enabledAt) : sql`${userTwoFactor.enabledAt} is not null`,
        sql`(${userTwoFactor.lastStep} is null or ${userTwoFactor.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

export async function deleteTwoFactor(db: Executor, userId: string) {
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Replaces every recovery code of the user with these hashes. */
export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code atomically: a second use, even a concurrent one, finds nothing. */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Executor, userId: string) {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}
