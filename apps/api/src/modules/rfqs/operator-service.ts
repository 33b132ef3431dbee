import { sql, type SQL } from 'drizzle-orm';
import {
  OPERATOR_PAGE_SIZE,
  type OperatorPage,
  type OperatorRfqRow,
  type OperatorRfqsQuery,
  type RfqState,
  type RfqVisibility,
} from '@tradeforge/contracts';
import { appendAudit, type AuditActor, type Db } from '@tradeforge/db';
import { notFound } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import { requiredText } from '../../lib/text';
import { rfqErrors } from './errors';

const iso = (at: string | Date | null) => (at ? new Date(at).toISOString() : null);

/**
 * The operators' side of buying requests: the list (hidden ones too), hiding a request or a quote with a reason
 * (only its author side still sees it, with the reason) and showing it again. Each change is in the audit log.
 */
export function createRfqOperatorService({ db }: { db: Db }) {
  async function change(
    actor: AuditActor,
    target: { table: 'rfqs' | 'rfq_quotes'; id: string; rfqId: string },
    action: 'hide' | 'restore',
    set: SQL,
  ) {
    const kind = target.table === 'rfqs' ? 'rfq' : 'rfq-quote';
    const owner = target.table === 'rfqs' ? sql`true` : sql`rfq_id = ${target.rfqId}::uuid`;
    await db.transaction(async (tx) => {
      const table = sql.identifier(target.table);
      const before = await tx.execute<{ hidden_at: string | null; hidden_reason: string | null }>(sql`
        select hidden_at, hidden_reason from ${table} where id = ${target.id}::uuid and ${owner} for update`);
      if (!before.rows[0]) throw notFound(rfqErrors.text(kind === 'rfq' ? 'gone' : 'quoteGone'));
      const after = await tx.execute<{ hidden_at: string | null; hidden_reason: string | null }>(sql`
        update ${table} set ${set} where id = ${target.id}::uuid returning hidden_at, hidden_reason`);
      await appendAudit(tx, actor, {
        action: `${kind}.${action}`,
        objectType: kind,
        objectId: target.id,
        before: before.rows[0],
        after: after.rows[0],
      });
    });
  }
  const hide = (reason: string) => sql`hidden_at = now(), hidden_reason = ${requiredText('reason', reason)}`;
  const show = sql`hidden_at = null, hidden_reason = null`;

  return {
    async list({ q, page, status }: OperatorRfqsQuery): Promise<OperatorPage<OperatorRfqRow>> {
      const text = q?.trim();
      const filters = [
        text
          ? sql`(r.title ilike ${containsPattern(text)} or u.email ilike ${containsPattern(text)}
                 or b.company_name ilike ${containsPattern(text)})`
          : sql`true`,
        status === 'hidden'
          ? sql`r.hidden_at is not null`
          : status === 'visible'
            ? sql`r.hidden_at is null`
            : sql`true`,
      ];
      const result = await db.execute<{
        id: string;
        title: string;
        state: RfqState;
        visibility: RfqVisibility;
        quote_count: number;
        buyer_email: string | null;
        company_name: string | null;
        created_at: string;
        hidden_at: string | null;
        hidden_reason: string | null;
        total: number;
      }>(sql`
        select r.id, r.title, r.state, r.visibility, r.created_at, r.hidden_at, r.hidden_reason,
               (select count(*)::int from rfq_quotes q where q.rfq_id = r.id) as quote_count,
               u.email as buyer_email, b.company_name, count(*) over ()::int as total
          from rfqs r left join users u on u.id = r.user_id left join businesses b on b.id = r.business_id
         where ${sql.join(filters, sql` and `)}
         order by r.created_at desc, r.id
         limit ${OPERATOR_PAGE_SIZE} offset ${(page - 1) * OPERATOR_PAGE_SIZE}`);
      return {
        items: result.rows.map((row) => ({
          rfqID: row.id,
          title: row.title,
          state: row.state,
          visibility: row.visibility,
          quoteCount: row.quote_count,
          buyerEmail: row.buyer_email,
          companyName: row.company_name,
          createdAt: new Date(row.created_at).toISOString(),
          hiddenAt: iso(row.hidden_at),
          hiddenReason: row.hidden_reason,
        })),
        total: result.rows[0]?.total ?? 0,
        page,
        pageSize: OPERATOR_PAGE_SIZE,
      };
    },

    hideRfq: (actor: AuditActor, rfqId: string, reason: string) =>
      change(actor, { table: 'rfqs', id: rfqId, rfqId }, 'hide', hide(reason)),
    restoreRfq: (actor: AuditActor, rfqId: string) =>
      change(actor, { table: 'rfqs', id: rfqId, rfqId }, 'restore', show),
    hideQuote: (actor: AuditActor, rfqId: string, quoteId: string, reason: string) =>
      change(actor, { table: 'rfq_quotes', id: quoteId, rfqId }, 'hide', hide(reason)),
    restoreQuote: (actor: AuditActor, rfqId: string, quoteId: string) =>
      change(actor, { table: 'rfq_quotes', id: quoteId, rfqId }, 'restore', show),
  };
}

export type RfqOperatorService = ReturnType<typeof createRfqOperatorService>;
