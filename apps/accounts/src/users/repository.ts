import { and, eq, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { users, loginThrottle, accountsRateCounters } = schema;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
      preferredLanguageCode: users.preferredLanguageCode,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      isDemo: users.isDemo,
      preferredLanguageCode: users.preferredLanguageCode,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Inserts the user, or returns undefined when the e-mail is taken (in any case), without a race. */
export async function insertUser(
  db: Executor,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    preferredLanguageCode?: string | null;
  },
) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Counts a login attempt of this e-mail from this client address before its password is checked, in one
 * statement: of any number of parallel attempts each gets its own number, so none slips past the limit. A window
 * older than `windowSeconds` starts again at one. Returns the attempts of the window (this one included) and how
 * long the address still has to wait after its last failure.
 */
export async function countLoginAttempt(
  db: Executor,
  emailKey: string,
  clientKey: string,
  windowSeconds: number,
) {
  const live = sql`${loginThrottle.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`;
  const result = await db.execute<{ failures: number; wait_seconds: number }>(sql`
    insert into ${loginThrottle} (email_key, client_key, failures, window_started_at, next_attempt_at)
    values (${emailKey}, ${clientKey}, 1, now(), now())
    on conflict (email_key, client_key) do update set
      failures = case when ${live} then ${loginThrottle.failures} + 1 else 1 end,
      window_started_at = case when ${live} then ${loginThrottle.windowStartedAt} else now() end,
      next_attempt_at = case when ${live} then ${loginThrottle.nextAttemptAt} else now() end
    returning failures, greatest(0, extract(epoch from next_attempt_at - now()))::float8 as wait_seconds`);
  const row = result.rows[0]!;
  return { attempts: Number(row.failures), waitSeconds: Number(row.wait_seconds) };
}

/** After a failure: this address may try this e-mail again only after `seconds`. */
export async function delayNextAttempt(db: Executor, emailKey: string, clientKey: string, seconds: number) {
  await db
    .update(loginThrottle)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(loginThrottle.emailKey, emailKey), eq(loginThrottle.clientKey, clientKey)));
}

/** A successful login clears its own address's count. */
export async function clearAttempts(db: Executor, emailKey: string, clientKey: string) {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.emailKey, emailKey), eq(loginThrottle.clientKey, clientKey)));
}

/** A password reset clears the counts of every address: the owner proved control of the mailbox. */
export async function clearFailures(db: Executor, emailKey: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.emailKey, emailKey));
}

/** Counts one hit of `key` in a fixed window, atomically; returns the hits of the window, this one included. */
export async function countHit(db: Executor, key: string, windowSeconds: number) {
  const live = sql`${accountsRateCounters.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`;
  const result = await db.execute<{ hits: number }>(sql`
    insert into ${accountsRateCounters} (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when ${live} then ${accountsRateCounters.hits} + 1 else 1 end,
      window_started_at = case when ${live} then ${accountsRateCounters.windowStartedAt} else now() end
    returning hits`);
  return Number(result.rows[0]!.hits);
}

/** Marks the e-mail verified (once: a second call keeps the first date). */
export async function markEmailVerified(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/** Changes the e-mail; false when another account uses it (the unique index decides, without a race). */
export async function updateEmail(db: Executor, userId: string, email: string, verified: boolean) {
  try {
    await db
      .update(users)
      .set({ email, emailVerifiedAt: verified ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return true;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') return false;
    throw error;
  }
}

/** Forgets the hits of `key` (a success ends the count of failures). */
export async function clearHits(db: Executor, key: string) {
  await db.delete(accountsRateCounters).where(eq(accountsRateCounters.key, key));
}
