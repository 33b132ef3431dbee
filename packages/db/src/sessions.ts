import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from './client';
import { authSessions } from './schema';

/**
 * A session is alive until it is revoked (logout, reuse, password reset) or its refresh lifetime ends. Shared by
 * the account service and the API, which both refuse access tokens of a dead session.
 */
export async function isSessionActive(db: Executor, sessionId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    );
  return !!row;
}
