import { sql } from 'drizzle-orm';
import type { Executor } from '@tradeforge/db';
import type { NotificationObject } from '@tradeforge/contracts';

export type ObjectType = NotificationObject['type'];
type ObjectData = Omit<NotificationObject, 'type' | 'id'>;

const EXCERPT = 80;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

/** The owners and admins of a business: who hears about it. */
const managers = (businessId: unknown) =>
  sql`(select coalesce(array_agg(user_id::text), '{}') from business_members
       where business_id = ${businessId} and access in ('owner', 'admin'))`;

interface Described {
  owners: string[];
  data: ObjectData;
}

/**
 * Who owns an object (the managers of a business or of a product's business, a post's or comment's author, or
 * the managers of the business they wrote as) and what a notification shows of it. Undefined when it is gone.
 */
export async function describeObject(
  db: Executor,
  type: ObjectType,
  id: string,
): Promise<Described | undefined> {
  const query = {
    business: sql`select ${managers(sql`b.id`)} as owners,
        json_build_object('title', b.company_name, 'businessID', b.id, 'companyName', b.company_name) as data
      from businesses b where b.id = ${id}`,
    product: sql`select ${managers(sql`b.id`)} as owners,
        json_build_object('title', p.name, 'productID', p.id, 'productName', p.name,
                          'businessID', b.id, 'companyName', b.company_name) as data
      from products p join businesses b on b.id = p.business_id where p.id = ${id}`,
    post: sql`select case when p.business_id is null then array[p.user_id::text] else ${managers(sql`p.business_id`)} end
        as owners, json_build_object('title', p.content, 'postID', p.id) as data
      from posts p where p.id = ${id}`,
    // A comment links to what its thread is under: walk up the replies to the product or post.
    comment: sql`with recursive up(id, resource_type, resource_id) as (
          select id, resource_type, resource_id from comments where id = ${id}
          union all select c.id, c.resource_type, c.resource_id from comments c join up on c.id = up.resource_id
            where up.resource_type = 'comment')
      select case when c.actor_business_id is null then array[c.user_id::text] else ${managers(sql`c.actor_business_id`)} end
        as owners,
        json_strip_nulls(json_build_object('title', c.content,
          'postID', (select resource_id from up where resource_type = 'post'),
          'productID', pr.id, 'productName', pr.name, 'businessID', b.id, 'companyName', b.company_name)) as data
      from comments c
      left join products pr on pr.id = (select resource_id from up where resource_type = 'product')
      left join businesses b on b.id = pr.business_id
      where c.id = ${id}`,
    // A thread's default audience is the receiving business's team inbox: every member.
    thread: sql`select (select coalesce(array_agg(user_id::text), '{}') from business_members
          where business_id = t.receiver_business_id) as owners,
        json_build_object('title', t.subject, 'businessID', b.id, 'companyName', b.company_name) as data
      from inquiry_threads t join businesses b on b.id = t.receiver_business_id where t.id = ${id}`,
    search: sql`select array[s.user_id::text] as owners, json_build_object('title', s.name) as data
      from saved_searches s where s.id = ${id}`,
  }[type];
  const result = await db.execute<{ owners: string[]; data: ObjectData }>(query);
  const row = result.rows[0];
  if (!row) return undefined;
  return { owners: row.owners, data: { ...row.data, title: excerpt(row.data.title) } };
}
