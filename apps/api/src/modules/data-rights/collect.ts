import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@tradeforge/db';

/** Columns that are the site's machinery, not the user's data: secrets and derived search data. */
const INTERNAL = ['password_hash', 'search_vector', 'search_vector_meaning', 'search_xid', 'mail_handled'];

function clean(value: Record<string, unknown>) {
  for (const key of INTERNAL) delete value[key];
  return value;
}

/** The rows of one `select to_jsonb(...) as row` query, with internal columns dropped. */
async function rows(db: Executor, query: SQL) {
  const result = await db.execute<{ row: Record<string, unknown> }>(query);
  return result.rows.map((row) => clean(row.row));
}

/** The businesses the user belongs to (any access), as a subquery. */
const memberOf = (userId: string) =>
  sql`(select business_id from business_members where user_id = ${userId})`;

/**
 * Everything the site holds about one user, as plain JSON (issue 19, "Export my data"): their profile, the businesses
 * they belong to (with products, certificates and, for owners, payments), their posts, comments, likes, follows in
 * both directions (whom they follow, who follows their businesses), favorites, saved searches, the message threads
 * they take part in with every message, the buying requests they posted (with the quotes received) and the quotes
 * they wrote, and their mail and notification settings. One read transaction, so the
 * file is one consistent picture. Message attachments are described (name, type, size), not copied.
 */
export async function collectUserData(db: Executor, userId: string) {
  const [profile] = await rows(db, sql`select to_jsonb(u) as row from users u where u.id = ${userId}`);
  if (!profile) return undefined;
  const businesses = await rows(
    db,
    // Search's bookkeeping (vectors, writing transactions) is no one's data: left out.
    sql`select to_jsonb(b) - 'search_vector' - 'search_xid' - 'created_xid' || jsonb_build_object(
        'yourAccess', m.access,
        'categories', (select coalesce(jsonb_agg(to_jsonb(c) - 'business_id'), '[]') from business_categories c
          where c.business_id = b.id),
        'certificates', (select coalesce(jsonb_agg(to_jsonb(c) - 'business_id'), '[]') from certificates c
          where c.business_id = b.id),
        'products', (select coalesce(jsonb_agg(to_jsonb(p) - 'search_vector' - 'search_xid' - 'created_xid' - 'business_id'
          order by p.created_at), '[]')
          from products p where p.business_id = b.id),
        'followers', (select coalesce(jsonb_agg(jsonb_build_object(
            'name', fu.first_name || ' ' || fu.last_name, 'since', f.created_at) order by f.created_at), '[]')
          from follows f join users fu on fu.id = f.user_id where f.business_id = b.id),
        'payments', case when m.access = 'owner' then (select coalesce(jsonb_agg(to_jsonb(pay) - 'business_id'
            order by pay.paid_at), '[]') from payments pay where pay.business_id = b.id) else '[]'::jsonb end
      ) as row
      from business_members m join businesses b on b.id = m.business_id
      where m.user_id = ${userId}
      order by b.created_at`,
  );
  const posts = await rows(
    db,
    sql`select to_jsonb(p) as row from posts p where p.user_id = ${userId} order by p.created_at`,
  );
  const comments = await rows(
    db,
    sql`select to_jsonb(c) as row from comments c where c.user_id = ${userId} order by c.created_at`,
  );
  const likes = await rows(
    db,
    sql`select to_jsonb(r) as row from reactions r where r.user_id = ${userId} order by r.created_at`,
  );
  const following = await rows(
    db,
    sql`select jsonb_build_object('businessId', b.id, 'companyName', b.company_name, 'since', f.created_at) as row
      from follows f join businesses b on b.id = f.business_id
      where f.user_id = ${userId} order by f.created_at`,
  );
  const favoriteBusinesses = await rows(
    db,
    sql`select to_jsonb(f) - 'user_id' as row from favorite_businesses f where f.user_id = ${userId}`,
  );
  const favoriteProducts = await rows(
    db,
    sql`select to_jsonb(f) - 'user_id' as row from favorite_products f where f.user_id = ${userId}`,
  );
  const savedSearches = await rows(
    db,
    sql`select to_jsonb(s) - 'user_id' - 'checked_snapshot' as row from saved_searches s where s.user_id = ${userId}`,
  );
  const threads = await rows(
    db,
    sql`select to_jsonb(t) || jsonb_build_object(
        'messages', (select coalesce(jsonb_agg(jsonb_build_object(
            'id', m.id, 'fromSide', m.from_side, 'writtenByYou', m.author_user_id = ${userId},
            'content', m.content, 'type', m.type, 'createdAt', m.created_at, 'seenAt', m.seen_at,
            'attachment', case when m.attachment is null then null else jsonb_build_object(
              'name', m.attachment->>'name', 'contentType', m.attachment->>'contentType',
              'size', m.attachment->'size') end
          ) order by m.created_at), '[]') from inquiry_messages m where m.thread_id = t.id)
      ) as row
      from inquiry_threads t
      where (t.sender_business_id is null and t.sender_user_id = ${userId})
        or t.sender_business_id in ${memberOf(userId)}
        or t.receiver_business_id in ${memberOf(userId)}
      order by t.created_at`,
  );
  // Their standing in each group, and for the groups they own the group itself.
  const groups = await rows(
    db,
    sql`select jsonb_build_object('groupId', g.id, 'name', g.name, 'privacy', g.privacy, 'role', m.role,
        'state', m.state, 'muted', m.muted, 'notify', m.notify, 'since', m.since,
        'group', case when m.role = 'owner' and m.state = 'member' then to_jsonb(g) - 'search_vector' end) as row
      from group_members m join groups g on g.id = m.group_id
      where m.user_id = ${userId} order by m.since`,
  );
  // The buying requests they posted, with the quotes received, and the quotes they wrote for their businesses.
  const buyingRequests = await rows(
    db,
    sql`select to_jsonb(r) || jsonb_build_object(
        'quotes', (select coalesce(jsonb_agg(jsonb_build_object('companyName', b.company_name,
            'unitPrice', q.unit_price, 'currency', q.currency, 'moq', q.moq, 'leadTimeDays', q.lead_time_days,
            'incoterm', q.incoterm, 'paymentTerms', q.payment_terms, 'validUntil', q.valid_until, 'note', q.note,
            'state', q.state, 'createdAt', q.created_at) order by q.created_at), '[]')
          from rfq_quotes q join businesses b on b.id = q.business_id where q.rfq_id = r.id),
        'attachments', (select coalesce(jsonb_agg(jsonb_build_object('name', a.name,
            'contentType', a.content_type, 'size', a.size) order by a.created_at), '[]')
          from rfq_attachments a where a.rfq_id = r.id)
      ) as row
      from rfqs r where r.user_id = ${userId} order by r.created_at`,
  );
  const quotes = await rows(
    db,
    sql`select to_jsonb(q) || jsonb_build_object('requestTitle', r.title, 'companyName', b.company_name) as row
      from rfq_quotes q join rfqs r on r.id = q.rfq_id join businesses b on b.id = q.business_id
      where q.user_id = ${userId} order by q.created_at`,
  );
  const notificationSettings = await rows(
    db,
    sql`select jsonb_build_object('kind', kind, 'delivery', delivery) as row
      from notification_settings where user_id = ${userId} order by kind`,
  );
  const messageMails = await rows(
    db,
    sql`select jsonb_build_object('enabled', enabled, 'updatedAt', updated_at) as row
      from message_mail_settings where user_id = ${userId}`,
  );
  return {
    format: 'tradeforge-user-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    profile,
    businesses,
    posts,
    comments,
    likes,
    follows: {
      following,
      followersOfYourBusinesses: businesses.map((business) => ({
        businessId: business.id,
        companyName: business.company_name,
        followers: business.followers,
      })),
    },
    favorites: { businesses: favoriteBusinesses, products: favoriteProducts },
    savedSearches,
    groups,
    buyingRequests: { requests: buyingRequests, quotesWritten: quotes },
    messageThreads: threads,
    settings: {
      notifications: notificationSettings,
      messageMails: messageMails[0] ?? null,
    },
  };
}
