import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { authSessions, refreshTokens, oneTimeCodes } = schema;

export type CodePurpose = (typeof oneTimeCodes.$inferInsert)['purpose'];

/** A new session; its refresh lifetime is capped by the session's own maximum from the start. */
export async function insertSession(
  db: Executor,
  userId: string,
  expiresAt: Date,
  userAgent: string | undefined,
) {
  const [row] = await db
    .insert(authSessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 512) ?? null })
    .returning({ id: authSessions.id });
  return row!.id;
}

export async function insertRefreshToken(
  db: Executor,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  const [row] = await db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash, expiresAt })
    .returning({ id: refreshTokens.id });
  return row!.id;
}

/**
 * Marks a refresh token used in one statement, and only if it is unused, unexpired and its session alive. Of any
 * number of concurrent calls with the same token exactly one gets a row back: that one rotates.
 */
export async function consumeRefreshToken(db: Executor, tokenHash: string) {
  const result = await db.execute<{ id: string; session_id: string; user_id: string }>(sql`
    update ${refreshTokens} rt set used_at = now()
    from ${authSessions} s
    where rt.token_hash = ${tokenHash} and rt.used_at is null and rt.expires_at > now()
      and s.id = rt.session_id and s.revoked_at is null and s.expires_at > now()
    returning rt.id, rt.session_id, s.user_id`);
  return result.rows[0];
}

export async function linkReplacement(db: Executor, id: string, replacedById: string) {
  await db.update(refreshTokens).set({ replacedById }).where(eq(refreshTokens.id, id));
}

/**
 * Moves the session's end to `expiresAt`, but never past `maxLifetime` seconds after its login, and records when
 * and from what browser it was last used. Returns the end it got.
 */
export async function extendSession(
  db: Executor,
  sessionId: string,
  expiresAt: Date,
  maxLifetime: number,
  userAgent: string | undefined,
) {
  const result = await db.execute<{ expires_at: string | Date }>(sql`
    update ${authSessions}
    set expires_at = least(${expiresAt.toISOString()}::timestamptz,
                           created_at + make_interval(secs => ${maxLifetime})),
        last_seen_at = now(),
        user_agent = coalesce(${userAgent?.slice(0, 512) ?? null}, user_agent)
    where id = ${sessionId}
    returning expires_at`);
  return new Date(result.rows[0]!.expires_at);
}

/** The live sessions of a user, most recently used first. */
export async function listSessions(db: Executor, userId: string) {
  return db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
    })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(authSessions.lastSeenAt))
    .limit(100);
}

/** Ends one session, only if it belongs to the user; true when it was alive. */
export async function revokeSessionOfUser(db: Executor, userId: string, sessionId: string, reason: string) {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)),
    )
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** A refresh token that could not be consumed, with what is needed to tell a racing tab from a replay. */
export async function findRefreshTokenState(db: Executor, tokenHash: string) {
  const result = await db.execute<{
    session_id: string;
    used_seconds_ago: number | null;
    replacement_unused: boolean | null;
  }>(sql`
    select rt.session_id,
           extract(epoch from now() - rt.used_at)::float8 as used_seconds_ago,
           (next.id is not null and next.used_at is null) as replacement_unused
    from ${refreshTokens} rt
    left join ${refreshTokens} next on next.id = rt.replaced_by_id
    where rt.token_hash = ${tokenHash}`);
  return result.rows[0];
}

export async function revokeSession(db: Executor, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: Executor, userId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Ends every session of the user but one (the one that changed the password). */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string,
  reason: string,
) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        ne(authSessions.id, keepSessionId),
      ),
    );
}

export async function findSessionOfRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.sessionId;
}

export async function insertOneTimeCode(
  db: Executor,
  values: {
    codeHash: string;
    purpose: CodePurpose;
    userId: string;
    expiresAt: Date;
    stateHash?: string | null;
  },
) {
  await db.insert(oneTimeCodes).values(values);
}

/**
 * Uses a one-time code atomically: a second use, even a concurrent one, finds nothing. A hand-off code is used
 * only with the state hash it was issued with (`stateHash` null for none).
 */
export async function consumeOneTimeCode(
  db: Executor,
  codeHash: string,
  purpose: CodePurpose,
  stateHash: string | null = null,
) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        sql`${oneTimeCodes.stateHash} is not distinct from ${stateHash}`,
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId;
}

export async function findActiveOneTimeCode(
  db: Executor,
  codeHash: string,
  purpose: CodePurpose,
  stateHash: string | null = null,
) {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        sql`${oneTimeCodes.stateHash} is not distinct from ${stateHash}`,
      ),
    );
  return row?.userId;
}

/** Spends every unused code of a purpose of the user (all reset links, once the password has changed). */
export async function spendCodesOfUser(db: Executor, userId: string, purpose: CodePurpose) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    );
}
