import { eq, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { users, loginThrottle } = schema;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Inserts the user, or returns undefined when the e-mail is taken (in any case), without a race. */
export async function insertUser(
  db: Executor,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Failures of the current window for this e-mail; a window older than `windowSeconds` counts as none. */
export async function countRecentFailures(db: Executor, emailKey: string, windowSeconds: number) {
  const [row] = await db
    .select({ failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(
      sql`${loginThrottle.emailKey} = ${emailKey}
        and ${loginThrottle.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`,
    );
  return row?.failures ?? 0;
}

export async function recordFailure(db: Executor, emailKey: string, windowSeconds: number) {
  await db.execute(sql`
    insert into ${loginThrottle} (email_key, failures, window_started_at) values (${emailKey}, 1, now())
    on conflict (email_key) do update set
      failures = case when ${loginThrottle.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})
                      then ${loginThrottle.failures} + 1 else 1 end,
      window_started_at = case when ${loginThrottle.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})
                      then ${loginThrottle.windowStartedAt} else now() end`);
}

export async function clearFailures(db: Executor, emailKey: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.emailKey, emailKey));
}
