import { and, eq, gt, isNull } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { authSessions } = schema;

/** A session is alive until it is revoked (logout, reuse, password reset) or its refresh lifetime ends. */
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
