import { sql } from 'drizzle-orm';
import {
  OPERATOR_PAGE_SIZE,
  type OperatorGroupRow,
  type OperatorListQuery,
  type OperatorPage,
} from '@tradeforge/contracts';
import { appendAudit, type AuditActor, type Db } from '@tradeforge/db';
import { notFound } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import { requiredText } from '../../lib/text';
import { groupErrors } from './errors';

const iso = (at: string | null) => (at ? new Date(at).toISOString() : null);

/**
 * The operators' side of groups: the list (every group, hidden and suspended ones too), hiding with a reason (only
 * its owner and admins see it then, with the reason), suspending (nobody sees it) and restoring. Each change is
 * written to the audit log. A private group's posts stay closed to operators but through a report.
 */
export function createGroupOperatorService({ db }: { db: Db }) {
  async function change(actor: AuditActor, groupId: string, action: string, set: ReturnType<typeof sql>) {
    await db.transaction(async (tx) => {
      const before = await tx.execute<{ hidden_at: string | null; suspended_at: string | null }>(sql`
        select hidden_at, suspended_at from groups where id = ${groupId}::uuid for update`);
      if (!before.rows[0]) throw notFound(groupErrors.text('gone'));
      const after = await tx.execute<{
        hidden_at: string | null;
        suspended_at: string | null;
        reason: string | null;
      }>(
        sql`update groups set ${set} where id = ${groupId}::uuid
            returning hidden_at, suspended_at, hidden_reason as reason`,
      );
      await appendAudit(tx, actor, {
        action: `group.${action}`,
        objectType: 'group',
        objectId: groupId,
        before: before.rows[0],
        after: after.rows[0],
      });
    });
  }

  return {
    async list({ q, page }: OperatorListQuery): Promise<OperatorPage<OperatorGroupRow>> {
      const filter = q?.trim()
        ? sql`(g.name ilike ${containsPattern(q.trim())} or ou.email ilike ${containsPattern(q.trim())})`
        : sql`true`;
      const result = await db.execute<{
        id: string;
        name: string;
        privacy: 'open' | 'private';
        member_count: number;
        owner_email: string | null;
        created_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
        suspended_at: string | null;
        total: number;
      }>(sql`
        select g.id, g.name, g.privacy, g.created_at, g.hidden_at, g.hidden_reason, g.suspended_at,
               (select count(*)::int from group_members m where m.group_id = g.id and m.state = 'member') as member_count,
               ou.email as owner_email, count(*) over ()::int as total
          from groups g
          left join group_members o on o.group_id = g.id and o.role = 'owner' and o.state = 'member'
          left join users ou on ou.id = o.user_id
         where ${filter}
         order by g.created_at desc, g.id
         limit ${OPERATOR_PAGE_SIZE} offset ${(page - 1) * OPERATOR_PAGE_SIZE}`);
      return {
        items: result.rows.map((row) => ({
          groupID: row.id,
          name: row.name,
          privacy: row.privacy,
          memberCount: row.member_count,
          ownerEmail: row.owner_email,
          createdAt: new Date(row.created_at).toISOString(),
          hiddenAt: iso(row.hidden_at),
          hiddenReason: row.hidden_reason,
          suspendedAt: iso(row.suspended_at),
        })),
        total: result.rows[0]?.total ?? 0,
        page,
        pageSize: OPERATOR_PAGE_SIZE,
      };
    },

    hide: (actor: AuditActor, groupId: string, reason: string) =>
      change(
        actor,
        groupId,
        'hide',
        sql`hidden_at = now(), hidden_reason = ${requiredText('reason', reason)}`,
      ),

    suspend: (actor: AuditActor, groupId: string) =>
      change(actor, groupId, 'suspend', sql`suspended_at = now()`),

    restore: (actor: AuditActor, groupId: string) =>
      change(actor, groupId, 'restore', sql`hidden_at = null, hidden_reason = null, suspended_at = null`),
  };
}

export type GroupOperatorService = ReturnType<typeof createGroupOperatorService>;
