import { sql, type SQL } from 'drizzle-orm';
import type { RfqQuoteState, RfqState, RfqVisibility } from '@tradeforge/contracts';
import { schema, type Executor } from '@tradeforge/db';
import type { StoredRfqFile } from './attachments';

type StoredImage = NonNullable<typeof schema.users.$inferSelect.profilePhoto>;

/** A request with what its cards and page show, and the viewer's standing. */
export type RfqRow = {
  id: string;
  user_id: string | null;
  business_id: string | null;
  title: string;
  description: string;
  quantity: number;
  unit: string;
  industry_id: string;
  industry_name: string;
  category_id: string;
  category_name: string;
  incoterm: string;
  destination_country: string;
  destination_country_name: string;
  destination_emoji: string;
  destination_place: string | null;
  model_numbers: string[];
  target_unit_price: number | null;
  currency: string | null;
  needed_by: string | null;
  quotes_until: Date;
  visibility: RfqVisibility;
  hide_identity: boolean;
  supplier_countries: string[];
  state: RfqState;
  created_at: Date;
  closed_at: Date | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
  quote_count: number;
  match_count: number;
  is_buyer: boolean;
  readable: boolean;
  buyer_first_name: string | null;
  buyer_last_name: string | null;
  buyer_photo: StoredImage | null;
  buyer_company_name: string | null;
  buyer_business_photo: StoredImage | null;
  buyer_business_verified: boolean | null;
  buyer_country_code: string | null;
  buyer_country_name: string | null;
  buyer_emoji: string | null;
};

const viewerSql = (viewerId: string | undefined) => (viewerId ? sql`${viewerId}::uuid` : sql`null::uuid`);

/** Neither hidden by an operator nor posted by a suspended business or person: what others than its buyer see. */
export const shownSql = sql`r.hidden_at is null
  and not exists (select 1 from businesses sb where sb.id = r.business_id and sb.suspended_at is not null)
  and not exists (select 1 from users su where su.id = r.user_id and su.suspended_at is not null)`;

/** The columns of `RfqRow` over `r` (rfqs), for a viewer. */
function selectRfqs(viewerId: string | undefined) {
  const viewer = viewerSql(viewerId);
  return sql`
    select r.id, r.user_id, r.business_id, r.title, r.description, r.quantity, r.unit,
           r.industry_id, i.name as industry_name, r.category_id, c.name as category_name, r.incoterm,
           r.destination_country, dc.country_name as destination_country_name, dc.emoji as destination_emoji,
           r.destination_place, r.model_numbers, r.target_unit_price::float8 as target_unit_price, r.currency,
           r.needed_by::text as needed_by, r.quotes_until, r.visibility, r.hide_identity, r.supplier_countries,
           r.state, r.created_at, r.closed_at, r.hidden_at, r.hidden_reason,
           (select count(*)::int from rfq_quotes q where q.rfq_id = r.id and q.hidden_at is null) as quote_count,
           (select count(*)::int from rfq_matches x where x.rfq_id = r.id) as match_count,
           rfq_buyer(r.id, ${viewer}) as is_buyer, rfq_readable(r.id, ${viewer}) as readable,
           u.first_name as buyer_first_name, u.last_name as buyer_last_name, u.profile_photo as buyer_photo,
           b.company_name as buyer_company_name, b.profile_photo as buyer_business_photo,
           b.verified as buyer_business_verified, b.country_code as buyer_country_code,
           bc.country_name as buyer_country_name, bc.emoji as buyer_emoji
      from rfqs r
      join industries i on i.id = r.industry_id
      join categories c on c.id = r.category_id
      join countries dc on dc.code = r.destination_country
      left join users u on u.id = r.user_id
      left join businesses b on b.id = r.business_id
      left join countries bc on bc.code = b.country_code`;
}

export async function findRfq(db: Executor, rfqId: string, viewerId: string | undefined) {
  const result = await db.execute<RfqRow>(sql`${selectRfqs(viewerId)} where r.id = ${rfqId}::uuid`);
  return result.rows[0];
}

/** A page of requests under `filter`, in `order`, and how many pass the filter. */
export async function findRfqPage(
  db: Executor,
  viewerId: string | undefined,
  { join = sql``, filter, order }: { join?: SQL; filter: SQL; order: SQL },
  page: { skip: number; size: number },
) {
  const [rows, total] = await Promise.all([
    db.execute<RfqRow>(sql`${selectRfqs(viewerId)} ${join} where ${filter}
      order by ${order} limit ${page.size} offset ${page.skip}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from rfqs r ${join} where ${filter}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.total ?? 0 };
}

/** The request's row, locked for a change of its state or quotes. */
export async function lockRfq(tx: Executor, rfqId: string) {
  const result = await tx.execute<{ id: string; state: RfqState; quotes_until: Date; title: string }>(sql`
    select id, state, quotes_until, title from rfqs where id = ${rfqId}::uuid for update`);
  return result.rows[0];
}

export async function insertRfq(tx: Executor, values: typeof schema.rfqs.$inferInsert) {
  const [row] = await tx.insert(schema.rfqs).values(values).returning({ id: schema.rfqs.id });
  return row!.id;
}

/** Requests posted by a person (whatever business they asked as) since a moment: the daily limit's count. */
export async function countRfqsSince(tx: Executor, userId: string, since: Date) {
  const result = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from rfqs where user_id = ${userId}::uuid and created_at > ${since}`);
  return result.rows[0]!.count;
}

export async function setRfqState(tx: Executor, rfqId: string, state: RfqState) {
  await tx.execute(sql`update rfqs set state = ${state}, closed_at = coalesce(closed_at, now())
    where id = ${rfqId}::uuid`);
}

export async function insertMatches(tx: Executor, rfqId: string, businessIds: string[]) {
  if (businessIds.length === 0) return;
  await tx
    .insert(schema.rfqMatches)
    .values(businessIds.map((businessId, index) => ({ rfqId, businessId, rank: index + 1 })))
    .onConflictDoNothing();
}

export async function insertAttachments(
  tx: Executor,
  owner: { rfqId: string } | { quoteId: string },
  files: StoredRfqFile[],
) {
  if (files.length === 0) return;
  await tx.insert(schema.rfqAttachments).values(files.map((file) => ({ ...owner, ...file })));
}

export type AttachmentRow = {
  id: string;
  rfq_id: string | null;
  quote_id: string | null;
  key: string;
  name: string;
  content_type: string;
  size: number;
};

/** The files of requests and quotes, oldest first. */
export async function findAttachments(db: Executor, owner: 'rfq_id' | 'quote_id', ids: string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute<AttachmentRow>(sql`
    select id, rfq_id, quote_id, key, name, content_type, size from rfq_attachments
     where ${sql.identifier(owner)} = any(${sql.param(ids)}::uuid[]) order by created_at, id`);
  return result.rows;
}

export async function findAttachment(db: Executor, attachmentId: string) {
  const result = await db.execute<AttachmentRow>(sql`
    select id, rfq_id, quote_id, key, name, content_type, size from rfq_attachments
     where id = ${attachmentId}::uuid and (rfq_id is not null or quote_id is not null)`);
  return result.rows[0];
}

/** Whether an industry exists and a category is one of it. */
export async function checkTaxonomy(db: Executor, industryId: string, categoryId: string) {
  const result = await db.execute<{ industry: boolean; category: boolean }>(sql`
    select exists (select 1 from industries where id = ${industryId}) as industry,
           exists (select 1 from categories where id = ${categoryId} and industry_id = ${industryId}) as category`);
  return result.rows[0]!;
}

/** The codes among these that are no country's. */
export async function findUnknownCountries(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  const result = await db.execute<{ code: string }>(sql`
    select code from unnest(${sql.param(codes)}::text[]) as given(code)
     where not exists (select 1 from countries c where c.code = given.code)`);
  return result.rows.map((row) => row.code);
}

/** The businesses a person belongs to, with their tier (the viewer's standing and what it may quote as). */
export async function findMemberBusinesses(db: Executor, userId: string) {
  const result = await db.execute<{
    id: string;
    company_name: string;
    subscription: 'standard' | 'gold' | 'premium' | 'platinum';
    suspended: boolean;
  }>(sql`
    select b.id, b.company_name, b.subscription, b.suspended_at is not null as suspended
      from business_members m join businesses b on b.id = m.business_id
     where m.user_id = ${userId}::uuid order by b.company_name, b.id`);
  return result.rows;
}

export async function isMember(db: Executor, businessId: string, userId: string) {
  const result = await db.execute<{ ok: boolean }>(sql`select exists (select 1 from business_members
    where business_id = ${businessId}::uuid and user_id = ${userId}::uuid) as ok`);
  return result.rows[0]?.ok === true;
}

/** The people on a request's buyer side: its author and the members of the business it was posted as. */
export async function findBuyerUsers(db: Executor, rfqId: string) {
  const result = await db.execute<{ user_id: string }>(sql`
    select r.user_id from rfqs r where r.id = ${rfqId}::uuid and r.user_id is not null
    union select m.user_id from rfqs r join business_members m on m.business_id = r.business_id
     where r.id = ${rfqId}::uuid`);
  return result.rows.map((row) => row.user_id);
}

/** The members and name of businesses, by business. */
export async function findMembersOf(db: Executor, businessIds: string[]) {
  if (businessIds.length === 0) return new Map<string, { users: string[]; companyName: string }>();
  const result = await db.execute<{ business_id: string; users: string[]; company_name: string }>(sql`
    select b.id as business_id, b.company_name, array_agg(m.user_id::text) as users
      from businesses b join business_members m on m.business_id = b.id
     where b.id = any(${sql.param(businessIds)}::uuid[]) group by b.id`);
  return new Map(
    result.rows.map((row) => [row.business_id, { users: row.users, companyName: row.company_name }]),
  );
}

/** Which of these businesses the request was matched to. */
export async function findMatchedOf(db: Executor, rfqId: string, businessIds: string[]) {
  if (businessIds.length === 0) return new Set<string>();
  const result = await db.execute<{ business_id: string }>(sql`
    select business_id from rfq_matches
     where rfq_id = ${rfqId}::uuid and business_id = any(${sql.param(businessIds)}::uuid[])`);
  return new Set(result.rows.map((row) => row.business_id));
}

/** For a business's inbox: which of these requests were matched to it, and its quote on each. */
export async function findInboxMarks(db: Executor, businessId: string, rfqIds: string[]) {
  if (rfqIds.length === 0) return { matched: new Set<string>(), quoted: new Map<string, QuoteMark>() };
  const ids = sql`any(${sql.param(rfqIds)}::uuid[])`;
  const [matched, quoted] = await Promise.all([
    db.execute<{ rfq_id: string }>(sql`select rfq_id from rfq_matches
      where business_id = ${businessId}::uuid and rfq_id = ${ids}`),
    db.execute<QuoteMark & { rfq_id: string }>(sql`select rfq_id, id, state from rfq_quotes
      where business_id = ${businessId}::uuid and rfq_id = ${ids}`),
  ]);
  return {
    matched: new Set(matched.rows.map((row) => row.rfq_id)),
    quoted: new Map(quoted.rows.map((row) => [row.rfq_id, { id: row.id, state: row.state }])),
  };
}
type QuoteMark = { id: string; state: RfqQuoteState };
