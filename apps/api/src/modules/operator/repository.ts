import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_PAGE_SIZE } from '@tradeforge/contracts';
import { schema, type Executor } from '@tradeforge/db';

const { operatorAuditLog: audit, operators, users } = schema;

/** Operators by row, plus the account of OPERATOR_EMAIL, which holds the role by configuration. */
export async function listOperators(db: Executor, operatorEmail: string) {
  return db
    .select({
      userID: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      grantedAt: operators.grantedAt,
    })
    .from(users)
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(sql`${operators.userId} is not null or lower(${users.email}) = ${operatorEmail.toLowerCase()}`)
    .orderBy(users.email);
}

export async function findAuditPage(
  db: Executor,
  page: number,
  filter: { objectType?: string | undefined; objectID?: string | undefined },
) {
  const conditions: SQL[] = [];
  if (filter.objectType) conditions.push(eq(audit.objectType, filter.objectType));
  if (filter.objectID) conditions.push(eq(audit.objectId, filter.objectID));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(audit)
      .where(where)
      .orderBy(desc(audit.createdAt), desc(audit.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ total: count() }).from(audit).where(where),
  ]);
  return { rows, total: total!.total };
}

export async function findUserEmail(db: Executor, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}
