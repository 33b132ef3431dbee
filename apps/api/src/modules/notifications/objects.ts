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

export interface Described {
  owners: string[];
  data: ObjectData;
}

/**
 * Who owns each object (the managers of a business or of a product's business, a post's or comment's author, or
 * the managers of the business they wrote as) and what a notification shows of it, in one query per type, by id.
 * Objects that are gone are left out.
 */
export async function describeObjects(
  db: Executor,
  type: ObjectType,
  ids: string[],
): Promise<Map<string, Described>> {
  const wanted = sql`any(${sql.param(ids)}::uuid[])`;
  const query = {
    business: sql`select b.id, ${managers(sql`b.id`)} as owners,
        json_build_object('title', b.company_name, 'businessID', b.id, 'companyName', b.company_name) as data
      from businesses b where b.id = ${wanted}`,
    product: sql`select p.id, ${managers(sql`b.id`)} as owners,
        json_build_object('title', p.name, 'productID', p.id, 'productName', p.name,
                          'businessID', b.id, 'companyName', b.company_name) as data
      from products p join businesses b on b.id = p.business_id where p.id = ${wanted}`,
    post: sql`select p.id,
        case when p.business_id is null then array[p.user_id::text] else ${managers(sql`p.business_id`)} end
        as owners, json_build_object('title', p.content, 'postID', p.id) as data
      from posts p where p.id = ${wanted}`,
    // A comment links to what its thread is under: walk up the replies to the product or post.
    comment: sql`with recursive up(start, id, resource_type, resource_id) as (
          select id, id, resource_type, resource_id from comments where id = ${wanted}
          union all select up.start, c.id, c.resource_type, c.resource_id from comments c join up on c.id = up.resource_id
            where up.resource_type = 'comment')
      select c.id,
        case when c.actor_business_id is null then array[c.user_id::text] else ${managers(sql`c.actor_business_id`)} end
        as owners,
        json_strip_nulls(json_build_object('title', c.content,
          'postID', (select resource_id from up where up.start = c.id and resource_type = 'post'),
          'productID', pr.id, 'productName', pr.name, 'businessID', b.id, 'companyName', b.company_name)) as data
      from comments c
      left join products pr on pr.id = (select resource_id from up where up.start = c.id and resource_type = 'product')
      left join businesses b on b.id = pr.business_id
      where c.id = ${wanted}`,
    // A thread's default audience is the receiving business's team inbox: every member.
    thread: sql`select t.id, (select coalesce(array_agg(user_id::text), '{}') from business_members
          where business_id = t.receiver_business_id) as owners,
        json_build_object('title', t.subject, 'businessID', b.id, 'companyName', b.company_name) as data
      from inquiry_threads t join businesses b on b.id = t.receiver_business_id where t.id = ${wanted}`,
    // A group's owner and admins hear of requests to join; other events name their recipients.
    group: sql`select g.id, (select coalesce(array_agg(user_id::text), '{}') from group_members
          where group_id = g.id and state = 'member' and role in ('owner', 'admin')) as owners,
        json_build_object('title', g.name, 'groupID', g.id) as data
      from groups g where g.id = ${wanted}`,
    search: sql`select s.id, array[s.user_id::text] as owners, json_build_object('title', s.name) as data
      from saved_searches s where s.id = ${wanted}`,
    // A buying request's buyer side (its author, the members of the business it was posted as) hears of quotes;
    // its suppliers' events name their recipients and the business concerned.
    rfq: sql`select r.id, array(select u from unnest(array[r.user_id::text]) u where u is not null
          union select m.user_id::text from business_members m where m.business_id = r.business_id) as owners,
        json_build_object('title', r.title) as data
      from rfqs r where r.id = ${wanted}`,
  }[type];
  const result = await db.execute<{ id: string; owners: string[]; data: ObjectData }>(query);
  return new Map(
    result.rows.map((row) => [
      row.id,
      { owners: row.owners, data: { ...row.data, title: excerpt(row.data.title) } },
    ]),
  );
}
