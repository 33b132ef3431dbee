import { sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { groupInvitations } = schema;

/** Invitations a person sent in the last day, by mail and by account, across groups. */
export async function countSentToday(db: Executor, userId: string) {
  const result = await db.execute<{ n: number }>(sql`
    select (select count(*) from group_invitations
             where invited_by = ${userId}::uuid and created_at > now() - interval '1 day')::int
         + (select count(*) from group_members
             where invited_by = ${userId}::uuid and state = 'invited' and since > now() - interval '1 day')::int as n`);
  return result.rows[0]!.n;
}

/** A new pending invitation, or the pending one to the same address renewed (its old link stops working). */
export async function upsertInvitation(
  tx: Executor,
  values: { groupId: string; email: string; invitedBy: string; tokenHash: string; expiresAt: Date },
) {
  await tx
    .insert(groupInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [groupInvitations.groupId, groupInvitations.email],
      targetWhere: sql`${groupInvitations.status} = 'pending'`,
      set: {
        invitedBy: values.invitedBy,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: sql`now()`,
      },
    });
}

/** Marks the pending, unexpired invitation of this group, address and link accepted; one statement, once. */
export async function acceptInvitation(tx: Executor, groupId: string, email: string, tokenHash: string) {
  const result = await tx.execute<{ invited_by: string | null }>(sql`
    update group_invitations set status = 'accepted', responded_at = now()
     where group_id = ${groupId}::uuid and email = ${email.toLowerCase()} and token_hash = ${tokenHash}
       and status = 'pending' and expires_at > now()
    returning invited_by`);
  return result.rows[0];
}

/** Declines the pending invitations of this group to the address. */
export async function declineInvitations(tx: Executor, groupId: string, email: string) {
  const result = await tx.execute(sql`
    update group_invitations set status = 'declined', responded_at = now()
     where group_id = ${groupId}::uuid and email = ${email.toLowerCase()} and status = 'pending'`);
  return result.rowCount ?? 0;
}

export async function findUsers(db: Executor, userIds: string[]) {
  const result = await db.execute<{ id: string }>(sql`
    select id from users where id = any(${sql.param(userIds)}::uuid[]) and suspended_at is null`);
  return result.rows.map((row) => row.id);
}

export async function findAccount(db: Executor, userId: string) {
  const result = await db.execute<{ email: string; first_name: string; last_name: string }>(sql`
    select email, first_name, last_name from users where id = ${userId}::uuid`);
  return result.rows[0];
}

export async function findLanguagesByEmail(db: Executor, emails: string[]) {
  const result = await db.execute<{ email: string; language: string | null }>(sql`
    select lower(email) as email, preferred_language_code as language from users
     where lower(email) = any(${sql.param(emails)}::text[])`);
  return new Map(result.rows.map((row) => [row.email, row.language]));
}

/** Adds a business's members to the group (not those banned or already members); answers how many. */
export async function addBusinessMembers(
  tx: Executor,
  groupId: string,
  businessId: string,
  invitedBy: string,
) {
  const result = await tx.execute<{ user_id: string }>(sql`
    insert into group_members (group_id, user_id, role, state, invited_by)
    select ${groupId}::uuid, m.user_id, 'member', 'member', ${invitedBy}::uuid
      from business_members m where m.business_id = ${businessId}::uuid
    on conflict (group_id, user_id) do update set state = 'member', since = now()
      where group_members.state in ('invited', 'requested')
    returning user_id`);
  return result.rows.length;
}
