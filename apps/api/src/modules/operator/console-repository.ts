import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_DASHBOARD_DAYS, OPERATOR_PAGE_SIZE } from '@tradeforge/contracts';
import { schema, type Executor } from '@tradeforge/db';
import { containsPattern } from '../../lib/like-pattern';

const { businesses, enquiries, operators, users } = schema;

const offsetOf = (page: number) => (page - 1) * OPERATOR_PAGE_SIZE;

/** Per UTC day of the last 30: new users, businesses, products, inquiries and payments, oldest first. */
export async function countPerDay(db: Executor) {
  const perDay = (table: string, column: string) =>
    sql.raw(
      `(select date_trunc('day', ${column} at time zone 'UTC') as day, count(*)::int as n from ${table}
       where ${column} >= (select min(day) from days) group by 1)`,
    );
  const result = await db.execute<{
    day: string;
    users: number;
    businesses: number;
    products: number;
    inquiries: number;
    payments: number;
  }>(sql`
    with days as (
      select generate_series(date_trunc('day', now() at time zone 'UTC') - make_interval(days => ${OPERATOR_DASHBOARD_DAYS - 1}),
                             date_trunc('day', now() at time zone 'UTC'), interval '1 day') as day)
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(u.n, 0) as users, coalesce(b.n, 0) as businesses, coalesce(p.n, 0) as products,
           coalesce(i.n, 0) as inquiries, coalesce(pay.n, 0) as payments
      from days
      left join ${perDay('users', 'created_at')} u using (day)
      left join ${perDay('businesses', 'created_at')} b using (day)
      left join ${perDay('products', 'created_at')} p using (day)
      left join ${perDay('inquiry_threads', 'created_at')} i using (day)
      left join ${perDay('payments', 'paid_at')} pay using (day)
     order by days.day`);
  return result.rows;
}

async function page<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>) {
  const [items, [counted]] = await Promise.all([rows, total]);
  return { items, total: counted!.total };
}

export function findUsers(db: Executor, q: string | undefined, pageNumber: number) {
  const where = q
    ? or(
        ilike(users.email, containsPattern(q)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(q)),
      )
    : undefined;
  return page(
    db
      .select({
        userID: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
        operator: sql<boolean>`${operators.userId} is not null`,
        suspendedAt: users.suspendedAt,
        suspensionReason: users.suspensionReason,
      })
      .from(users)
      .leftJoin(operators, eq(operators.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(OPERATOR_PAGE_SIZE)
      .offset(offsetOf(pageNumber)),
    db.select({ total: count() }).from(users).where(where),
  );
}

export function findBusinesses(db: Executor, q: string | undefined, pageNumber: number) {
  const where = q
    ? or(ilike(businesses.companyName, containsPattern(q)), ilike(businesses.email, containsPattern(q)))
    : undefined;
  return page(
    db
      .select({
        businessID: businesses.id,
        companyName: businesses.companyName,
        countryCode: businesses.countryCode,
        subscription: businesses.subscription,
        verified: businesses.verified,
        createdAt: businesses.createdAt,
        suspendedAt: businesses.suspendedAt,
        suspensionReason: businesses.suspensionReason,
      })
      .from(businesses)
      .where(where)
      .orderBy(desc(businesses.createdAt), businesses.id)
      .limit(OPERATOR_PAGE_SIZE)
      .offset(offsetOf(pageNumber)),
    db.select({ total: count() }).from(businesses).where(where),
  );
}

export function findEnquiries(
  db: Executor,
  filter: { q?: string | undefined; handled?: boolean | undefined },
  pageNumber: number,
) {
  const conditions: SQL[] = [];
  if (filter.handled !== undefined)
    conditions.push(filter.handled ? isNotNull(enquiries.handledAt) : isNull(enquiries.handledAt));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(enquiries.email, pattern),
        ilike(enquiries.businessName, pattern),
        ilike(
          sql`coalesce(${enquiries.firstName}, '') || ' ' || coalesce(${enquiries.lastName}, '')`,
          pattern,
        ),
      )!,
    );
  }
  const where = and(...conditions);
  return page(
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), enquiries.id)
      .limit(OPERATOR_PAGE_SIZE)
      .offset(offsetOf(pageNumber)),
    db.select({ total: count() }).from(enquiries).where(where),
  );
}

export async function findEnquiry(db: Executor, id: string) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row;
}

/** Marks it handled (first time only: the first operator's mark stays); answers the row as it is now. */
export async function markEnquiryHandled(
  db: Executor,
  id: string,
  operatorId: string | null,
  replied = false,
) {
  const [row] = await db
    .update(enquiries)
    .set({
      handledAt: sql`coalesce(${enquiries.handledAt}, now())`,
      handledBy: sql`coalesce(${enquiries.handledBy}, ${operatorId}::uuid)`,
      ...(replied ? { repliedAt: sql`now()` } : {}),
    })
    .where(eq(enquiries.id, id))
    .returning();
  return row;
}
