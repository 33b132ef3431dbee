import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { inquiryThreads: threads, inquiryMessages: messages, businessMembers: members } = schema;
export type ThreadRow = typeof threads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type StoredAttachment = NonNullable<MessageRow['attachment']>;
export type Side = 'S' | 'R';

export async function findThread(db: Executor, id: string, lock = false) {
  const query = db.select().from(threads).where(eq(threads.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function isMember(db: Executor, businessId: string, userId: string) {
  const [row] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.businessId, businessId), eq(members.userId, userId)));
  return Boolean(row);
}

export async function businessExists(db: Executor, businessId: string) {
  const [row] = await db
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, businessId));
  return Boolean(row);
}

/** Both sides' users of a thread in one query: the sender side ('S') and the receiving members ('R'). */
export async function participants(db: Executor, thread: ThreadRow) {
  const result = await db.execute<{ user_id: string; side: Side }>(sql`
    select user_id, 'R' as side from business_members where business_id = ${thread.receiverBusinessId}
    union all
    select user_id, 'S' from business_members where business_id = ${thread.senderBusinessId}
    union all
    select ${thread.senderUserId}::uuid, 'S'
    where ${thread.senderBusinessId}::uuid is null and ${thread.senderUserId}::uuid is not null`);
  return result.rows.map((row) => ({ userId: row.user_id, side: row.side }));
}

/** A thread with whether the user is a member of its receiving business and on its sender side. */
export async function findThreadFor(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({
      thread: threads,
      receiver: sql<boolean>`exists (select 1 from business_members m
        where m.business_id = ${threads.receiverBusinessId} and m.user_id = ${userId})`,
      sender: sql<boolean>`case when ${threads.senderBusinessId} is null then ${threads.senderUserId} = ${userId}
        else exists (select 1 from business_members m
          where m.business_id = ${threads.senderBusinessId} and m.user_id = ${userId}) end`,
    })
    .from(threads)
    .where(eq(threads.id, id));
  return row;
}

/** The users on one side of a thread: the sender (or the sending business's members), or the receivers. */
export async function sideUsers(db: Executor, thread: ThreadRow, side: Side): Promise<string[]> {
  const businessId = side === 'R' ? thread.receiverBusinessId : thread.senderBusinessId;
  // A sender who deleted their account has nobody left on their side.
  if (!businessId) return thread.senderUserId ? [thread.senderUserId] : [];
  const rows = await db
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.businessId, businessId));
  return rows.map((row) => row.userId);
}

/** Serializes one user's new inquiries across instances, so the rate limit count cannot be raced. */
export async function lockSender(db: Executor, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('inquiry_sender'), hashtext(${userId}))`);
}

export async function countSentSince(db: Executor, userId: string) {
  const result = await db.execute<{ hour: string; day: string }>(sql`
    select count(*) filter (where created_at > now() - interval '1 hour') as hour, count(*) as day
    from inquiry_threads where sender_user_id = ${userId} and created_at > now() - interval '1 day'`);
  return { hour: Number(result.rows[0]!.hour), day: Number(result.rows[0]!.day) };
}

export async function insertThread(db: Executor, values: typeof threads.$inferInsert) {
  const [row] = await db.insert(threads).values(values).returning();
  return row!;
}

export async function insertMessages(db: Executor, values: (typeof messages.$inferInsert)[]) {
  return db.insert(messages).values(values).returning();
}

export async function updateThread(db: Executor, id: string, values: Partial<typeof threads.$inferInsert>) {
  const [row] = await db.update(threads).set(values).where(eq(threads.id, id)).returning();
  return row!;
}

export async function findMessages(db: Executor, threadId: string) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.threadId, threadId))
    .orderBy(messages.createdAt, messages.id);
}

export async function findMessage(db: Executor, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** Marks the other side's unread messages seen; answers how many. */
export async function markSeen(db: Executor, threadId: string, readerSide: Side, at: Date) {
  const rows = await db
    .update(messages)
    .set({ seenAt: at })
    .where(and(eq(messages.threadId, threadId), ne(messages.fromSide, readerSide), isNull(messages.seenAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export interface ThreadListRow extends Record<string, unknown> {
  id: string;
  status: 'open' | 'closed';
  subject: string;
  created_at: Date;
  last_message_at: Date;
  last_message: string;
  ended_at: Date | null;
  /** Null once the sender deleted their account. */
  sender_user_id: string | null;
  sender_business_id: string | null;
  receiver_business_id: string;
  user_name: string | null;
  user_photo: { url: string; versions?: Record<string, { url: string }> } | null;
  sender_business_name: string | null;
  sender_business_photo: ThreadListRow['user_photo'];
  receiver_name: string;
  receiver_photo: ThreadListRow['user_photo'];
  unread: string;
}

function selectThreads(side: Side, where: ReturnType<typeof sql>) {
  const other = side === 'S' ? 'R' : 'S';
  return sql`
    select t.id, t.status, t.subject, t.created_at, t.last_message_at, t.last_message, t.ended_at,
      t.sender_user_id, t.sender_business_id, t.receiver_business_id,
      su.first_name || ' ' || su.last_name as user_name, su.profile_photo as user_photo,
      sb.company_name as sender_business_name, sb.profile_photo as sender_business_photo,
      rb.company_name as receiver_name, rb.profile_photo as receiver_photo,
      (select count(*) from inquiry_messages m
        where m.thread_id = t.id and m.seen_at is null and m.from_side = ${other}) as unread
    from inquiry_threads t
    left join users su on su.id = t.sender_user_id
    left join businesses sb on sb.id = t.sender_business_id
    join businesses rb on rb.id = t.receiver_business_id
    where ${where}
    order by t.last_message_at desc, t.id
    limit 500`;
}

/** What the user sees as a buyer: sent as themselves, or as any business they belong to. */
const sentBy = (userId: string) => sql`(t.sender_business_id is null and t.sender_user_id = ${userId})
  or t.sender_business_id in (select business_id from business_members where user_id = ${userId})`;

export async function listInbox(db: Executor, businessId: string) {
  return (await db.execute<ThreadListRow>(selectThreads('R', sql`t.receiver_business_id = ${businessId}`)))
    .rows;
}

export async function listSent(db: Executor, userId: string) {
  return (await db.execute<ThreadListRow>(selectThreads('S', sentBy(userId)))).rows;
}

export async function listOne(db: Executor, threadId: string, side: Side) {
  const [row] = (await db.execute<ThreadListRow>(selectThreads(side, sql`t.id = ${threadId}`))).rows;
  return row!;
}

/** Unread messages per inbox of the user: 'sent' (as a buyer) and each business they belong to. */
export async function unreadCounts(db: Executor, userId: string) {
  const result = await db.execute<{ business_id: string | null; unread: string }>(sql`
    select null as business_id, count(*) as unread
      from inquiry_threads t join inquiry_messages m on m.thread_id = t.id
      where (${sentBy(userId)}) and m.from_side = 'R' and m.seen_at is null
    union all
    select t.receiver_business_id, count(*)
      from inquiry_threads t join inquiry_messages m on m.thread_id = t.id
      where t.receiver_business_id in (select business_id from business_members where user_id = ${userId})
        and m.from_side = 'S' and m.seen_at is null
      group by t.receiver_business_id`);
  return result.rows.map((row) => ({ businessId: row.business_id, unread: Number(row.unread) }));
}

export async function memberIds(db: Executor, businessIds: string[]) {
  if (businessIds.length === 0) return [];
  return db
    .select({ userId: members.userId, businessId: members.businessId })
    .from(members)
    .where(inArray(members.businessId, businessIds));
}

const mailSettings = schema.messageMailSettings;

export async function findMailSetting(db: Executor, userId: string) {
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.userId, userId));
  return row?.enabled;
}

export async function saveMailSetting(db: Executor, userId: string, enabled: boolean) {
  await db
    .insert(mailSettings)
    .values({ userId, enabled })
    .onConflictDoUpdate({ target: mailSettings.userId, set: { enabled, updatedAt: new Date() } });
}

/** Of these users, the ones who want message mails (on unless turned off), with their addresses. */
export async function mailRecipients(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      language: schema.users.preferredLanguageCode,
      enabled: mailSettings.enabled,
    })
    .from(schema.users)
    .leftJoin(mailSettings, eq(mailSettings.userId, schema.users.id))
    .where(inArray(schema.users.id, userIds));
  return rows.filter((row) => row.enabled !== false);
}

/** Marks every message older than the delay as handled, answering per thread and side how many were unread. */
export async function takeDueUnreadMail(db: Executor, olderThanMinutes: number) {
  const result = await db.execute<{ thread_id: string; from_side: Side; unread: string }>(sql`
    with due as (
      update inquiry_messages set mail_handled = true
      where not mail_handled and created_at < now() - make_interval(mins => ${olderThanMinutes})
      returning thread_id, from_side, seen_at)
    select thread_id, from_side, count(*) filter (where seen_at is null) as unread
    from due group by thread_id, from_side`);
  return result.rows;
}

/** One instance at a time runs the message jobs; the others skip the round. */
export async function tryJobLock(db: Executor) {
  const result = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtext('message_jobs')) as locked`,
  );
  return result.rows[0]?.locked === true;
}
