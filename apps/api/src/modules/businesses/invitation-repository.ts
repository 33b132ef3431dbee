import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';
import type { BusinessAccess } from './repository';

const { businessInvitations: invitations, businesses, users } = schema;

/** Answers the invitation's id: a new one, or the pending one it replaced. */
export async function insertInvitation(
  db: Executor,
  values: {
    businessId: string;
    email: string;
    access: BusinessAccess;
    invitedBy: string;
    tokenHash: string;
    expiresAt: Date;
  },
) {
  // A second invitation to the same address replaces the pending one (new access, new expiry, new link: the link
  // of the first stops working).
  const [row] = await db
    .insert(invitations)
    .values(values)
    .onConflictDoUpdate({
      target: [invitations.businessId, invitations.email],
      targetWhere: sql`${invitations.status} = 'pending'`,
      set: {
        access: values.access,
        invitedBy: values.invitedBy,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: sql`now()`,
      },
    })
    .returning({ id: invitations.id });
  return row!.id;
}

/** Invitations sent since `since` by a business, and by a person across businesses. */
export async function countRecentInvitations(db: Executor, businessId: string, userId: string, since: Date) {
  const result = await db.execute<{ by_business: number; by_user: number }>(sql`
    select count(*) filter (where business_id = ${businessId})::int as by_business,
           count(*) filter (where invited_by = ${userId})::int as by_user
    from business_invitations where created_at > ${since.toISOString()}::timestamptz
  `);
  return result.rows[0]!;
}

export function findPendingOfBusiness(db: Executor, businessId: string) {
  return db
    .select({
      invitationID: invitations.id,
      email: invitations.email,
      access: invitations.access,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.businessId, businessId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export function findPendingForEmail(db: Executor, email: string) {
  return db
    .select({
      invitationID: invitations.id,
      businessID: businesses.id,
      companyName: businesses.companyName,
      profilePhoto: businesses.profilePhoto,
      access: invitations.access,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.email, email.toLowerCase()),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

/**
 * Marks a pending, unexpired invitation as answered, if it is addressed to `email` (or, for a revoke, belongs to
 * the business), and for an acceptance if `tokenHash` is its link's: one statement, so an invitation is answered
 * once.
 */
export async function answerInvitation(
  db: Executor,
  invitationId: string,
  answer:
    | { status: 'accepted'; email: string; tokenHash: string }
    | { status: 'declined'; email: string }
    | { status: 'revoked'; businessId: string },
) {
  const [row] = await db
    .update(invitations)
    .set({ status: answer.status, respondedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, sql`now()`),
        'email' in answer
          ? eq(invitations.email, answer.email.toLowerCase())
          : eq(invitations.businessId, answer.businessId),
        'tokenHash' in answer ? eq(invitations.tokenHash, answer.tokenHash) : undefined,
      ),
    )
    .returning({
      businessId: invitations.businessId,
      access: invitations.access,
      invitedBy: invitations.invitedBy,
    });
  return row;
}

export async function findUserEmail(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findCompanyName(db: Executor, businessId: string) {
  const [row] = await db
    .select({ companyName: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.companyName;
}
