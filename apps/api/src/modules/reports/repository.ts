import { eq, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_PAGE_SIZE, type ReportObjectType } from '@tradeforge/contracts';
import { groupPostReadableSql, schema, type Executor } from '@tradeforge/db';
import { containsPattern } from '../../lib/like-pattern';
import type { AuthorColumns } from '../moderation';

const { reports } = schema;

/** The object's name or the start of its text, null when it does not exist (any longer). */
const titleOf = (type: SQL, id: SQL) => sql`case ${type}
  when 'business' then (select company_name from businesses where id = ${id})
  when 'product' then (select name from products where id = ${id})
  when 'post' then (select case when g.privacy = 'private' then '' else left(p.content, 120) end
    from posts p left join groups g on p.timeline_type = 'group' and g.id = p.timeline_id where p.id = ${id})
  when 'comment' then (select left(content, 120) from comments where id = ${id} and deleted_at is null)
  when 'thread' then (select subject from inquiry_threads where id = ${id})
  when 'user' then (select first_name || ' ' || last_name from users where id = ${id})
  when 'group' then (select name from groups where id = ${id})
  when 'rfq' then (select title from rfqs where id = ${id})
  when 'rfq-quote' then (select rr.title from rfq_quotes rq join rfqs rr on rr.id = rq.rfq_id where rq.id = ${id})
end`;

/**
 * The business an object belongs to: a business itself, a product's or a post's, the business a buying request
 * was posted as, a quote's supplier; for links and moderation.
 */
const businessOf = (type: SQL, id: SQL) => sql`case ${type}
  when 'business' then ${id}
  when 'product' then (select business_id from products where id = ${id})
  when 'post' then (select business_id from posts where id = ${id})
  when 'rfq' then (select business_id from rfqs where id = ${id})
  when 'rfq-quote' then (select business_id from rfq_quotes where id = ${id})
end`;

/**
 * Whether the user may see the object to report it: anything public exists for everyone; a thread only for its
 * participants (the buyer, and members of either business); a buying request for its readers (`rfq_readable`), a
 * quote for the request's buyer side and the quoting business's members.
 */
export async function canReport(db: Executor, userId: string, type: ReportObjectType, id: string) {
  const participant = sql`exists (
    select 1 from inquiry_threads t where t.id = ${id} and (t.sender_user_id = ${userId} or exists (
      select 1 from business_members m where m.user_id = ${userId}
         and m.business_id in (t.receiver_business_id, t.sender_business_id))))`;
  const quoteReader = sql`exists (select 1 from rfq_quotes q where q.id = ${id}::uuid
    and (rfq_buyer(q.rfq_id, ${userId}::uuid) or exists (select 1 from business_members m
      where m.business_id = q.business_id and m.user_id = ${userId}::uuid)))`;
  const result = await db.execute<{ ok: boolean }>(
    type === 'thread'
      ? sql`select ${participant} as ok`
      : type === 'rfq'
        ? sql`select rfq_readable(${id}::uuid, ${userId}::uuid) as ok`
        : type === 'rfq-quote'
          ? sql`select ${quoteReader} as ok`
          : type === 'post'
            ? // A group's post is reported by who reads it: a private group's by its members.
              sql`select exists (select 1 from posts p where p.id = ${id}::uuid
                and ${groupPostReadableSql({ timelineType: sql`p.timeline_type`, timelineId: sql`p.timeline_id` }, userId)}) as ok`
            : sql`select ${titleOf(sql`${type}`, sql`${id}::uuid`)} is not null as ok`,
  );
  return result.rows[0]?.ok === true;
}

/** Inserts an open report; undefined when the reporter has one open on this object already. */
export async function insertReport(db: Executor, values: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row;
}

export async function findReportPage(
  db: Executor,
  filter: { q?: string | undefined; status?: string | undefined; objectType?: string | undefined },
  page: number,
) {
  const conditions: SQL[] = [sql`true`];
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
  if (filter.objectType) conditions.push(sql`r.object_type = ${filter.objectType}`);
  if (filter.q) conditions.push(sql`u.email ilike ${containsPattern(filter.q)}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<
      AuthorColumns & {
        id: string;
        /** The reported comment (null for other objects): where it is shown is read apart. */
        comment_id: string | null;
        object_type: ReportObjectType;
        object_id: string;
        object_title: string | null;
        business_id: string | null;
        company_name: string | null;
        /** A reported quote's request (null for other objects, and once the quote is gone). */
        rfq_id: string | null;
        reason: string;
        note: string | null;
        reporter_email: string;
        status: 'open' | 'resolved' | 'dismissed';
        resolution: string | null;
        created_at: Date;
        moderated_at: Date | null;
        moderation_reason: string | null;
        author_suspended_at: Date | null;
      }
    >(sql`
      select r.id, r.object_type, r.object_id, r.reason, r.note, r.status, r.resolution, r.created_at,
             u.email as reporter_email, o.object_title, o.business_id, b.company_name, c.id as comment_id,
             au.id as author_id, au.first_name || ' ' || au.last_name as author_name, au.email as author_email,
             ab.id as author_business_id, ab.company_name as author_company_name,
             au.suspended_at as author_suspended_at, mq.rfq_id,
             -- One of these is joined, the reported object's own: its moderation mark now.
             coalesce(mp.moderated_at, p.hidden_at, c.hidden_at, mb.suspended_at, mu.suspended_at,
                      mg.hidden_at, mr.hidden_at, mq.hidden_at) as moderated_at,
             coalesce(mp.moderation_reason, p.hidden_reason, c.hidden_reason, mb.suspension_reason,
                      mu.suspension_reason, mg.hidden_reason, mr.hidden_reason, mq.hidden_reason) as moderation_reason
        from reports r
        join users u on u.id = r.reporter_id
        cross join lateral (select ${titleOf(sql`r.object_type`, sql`r.object_id`)} as object_title,
                                   ${businessOf(sql`r.object_type`, sql`r.object_id`)} as business_id) o
        left join businesses b on b.id = o.business_id
        -- A reported post's or comment's author.
        left join posts p on r.object_type = 'post' and p.id = r.object_id
        left join comments c on r.object_type = 'comment' and c.id = r.object_id
        left join users au on au.id = coalesce(p.user_id, c.user_id)
        left join businesses ab on ab.id = coalesce(p.business_id, c.actor_business_id)
        left join products mp on r.object_type = 'product' and mp.id = r.object_id
        left join businesses mb on r.object_type = 'business' and mb.id = r.object_id
        left join users mu on r.object_type = 'user' and mu.id = r.object_id
        left join groups mg on r.object_type = 'group' and mg.id = r.object_id
        left join rfqs mr on r.object_type = 'rfq' and mr.id = r.object_id
        left join rfq_quotes mq on r.object_type = 'rfq-quote' and mq.id = r.object_id
       where ${where}
       order by r.created_at desc, r.id
       limit ${OPERATOR_PAGE_SIZE} offset ${(page - 1) * OPERATOR_PAGE_SIZE}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from reports r join users u on u.id = r.reporter_id where ${where}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.total };
}

export async function lockReport(db: Executor, id: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

export async function closeReport(
  db: Executor,
  id: string,
  values: { status: 'resolved' | 'dismissed'; resolution: string | null; resolvedBy: string | null },
) {
  await db
    .update(reports)
    .set({ ...values, resolvedAt: new Date() })
    .where(eq(reports.id, id));
}

/** A reported conversation, its parties and messages; undefined unless the report is of a thread that exists. */
export async function findReportedThread(db: Executor, reportId: string) {
  const thread = await db.execute<{
    id: string;
    subject: string;
    status: string;
    created_at: Date;
    sender_id: string;
    sender_name: string;
    sender_email: string;
    sender_business_id: string | null;
    sender_company_name: string | null;
    receiver_business_id: string;
    receiver_company_name: string;
    sender_suspended_at: Date | null;
    receiver_suspended_at: Date | null;
  }>(sql`
    select t.id, t.subject, t.status, t.created_at,
           su.id as sender_id, su.first_name || ' ' || su.last_name as sender_name, su.email as sender_email,
           sb.id as sender_business_id, sb.company_name as sender_company_name,
           rb.id as receiver_business_id, rb.company_name as receiver_company_name,
           su.suspended_at as sender_suspended_at, rb.suspended_at as receiver_suspended_at
      from reports r
      join inquiry_threads t on t.id = r.object_id
      join users su on su.id = t.sender_user_id
      left join businesses sb on sb.id = t.sender_business_id
      join businesses rb on rb.id = t.receiver_business_id
     where r.id = ${reportId} and r.object_type = 'thread'`);
  const row = thread.rows[0];
  if (!row) return undefined;
  const messages = await db.execute<{
    id: string;
    from_side: 'S' | 'R';
    author_id: string | null;
    author_name: string | null;
    type: string;
    content: string;
    created_at: Date;
  }>(sql`
    select m.id, m.from_side, m.author_user_id as author_id, a.first_name || ' ' || a.last_name as author_name,
           m.type, m.content, m.created_at
      from inquiry_messages m
      left join users a on a.id = m.author_user_id
     where m.thread_id = ${row.id}
     order by m.created_at, m.id`);
  return { thread: row, messages: messages.rows };
}

/** The post a post report is about; undefined unless the report is of a post. */
export async function findReportedPostId(db: Executor, reportId: string) {
  const result = await db.execute<{ object_id: string }>(sql`
    select object_id from reports where id = ${reportId}::uuid and object_type = 'post'`);
  return result.rows[0]?.object_id;
}
