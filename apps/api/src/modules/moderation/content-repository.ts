import { sql, type SQL } from 'drizzle-orm';
import { OPERATOR_PAGE_SIZE, type ContentListQuery } from '@tradeforge/contracts';
import type { Executor } from '@tradeforge/db';
import { containsPattern } from '../../lib/like-pattern';
import type { CommentPlace } from '@tradeforge/contracts';
import {
  authorColumns,
  commentPlaceJoin,
  toPlace,
  type AuthorColumns,
  type PlaceColumns,
} from './content-sql';

type ContentColumns = AuthorColumns & {
  id: string;
  content: string;
  created_at: Date;
  hidden_at: Date | null;
  hidden_reason: string | null;
};

/** The filters of both lists, on the table aliased `alias` (`p` or `c`) and its author `au`. */
function filtersOf(alias: 'p' | 'c', query: ContentListQuery) {
  const table = sql.raw(alias);
  const conditions: SQL[] = [sql`true`];
  if (query.status === 'hidden') conditions.push(sql`${table}.hidden_at is not null`);
  if (query.status === 'visible') conditions.push(sql`${table}.hidden_at is null`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(${table}.content ilike ${pattern} or au.email ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

const offsetOf = (page: number) => (page - 1) * OPERATOR_PAGE_SIZE;

/** A post (by its alias and column) in a private group: operators read those only through a report (issue 49). */
const inPrivateGroup = (
  post: SQL,
) => sql`exists (select 1 from posts gp join groups g on g.id = gp.timeline_id
  where gp.id = ${post} and gp.timeline_type = 'group' and g.privacy = 'private')`;

/**
 * Posts, newest first, with their authors; q searches the text and the author's e-mail. A private group's posts
 * are not listed: operators read them through their reports.
 */
export async function findPostPage(db: Executor, query: ContentListQuery) {
  const where = sql`${filtersOf('p', query)} and not ${inPrivateGroup(sql`p.id`)}`;
  const [rows, total] = await Promise.all([
    db.execute<ContentColumns & { images: number }>(sql`
      select p.id, left(p.content, 500) as content, jsonb_array_length(p.images)::int as images, p.created_at,
             p.hidden_at, p.hidden_reason, ${authorColumns}
        from posts p
        join users au on au.id = p.user_id
        left join businesses ab on ab.id = p.business_id
       where ${where}
       order by p.created_at desc, p.id
       limit ${OPERATOR_PAGE_SIZE} offset ${offsetOf(query.page)}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from posts p join users au on au.id = p.user_id where ${where}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.total };
}

/** Comments and replies not deleted by their authors, newest first, with where they are shown (not in private groups). */
export async function findCommentPage(db: Executor, query: ContentListQuery) {
  const where = sql`c.deleted_at is null and ${filtersOf('c', query)}
    and not (place.place_type is not distinct from 'post' and ${inPrivateGroup(sql`place.place_id`)})`;
  const [rows, total] = await Promise.all([
    db.execute<ContentColumns & PlaceColumns & { reply: boolean }>(sql`
      select c.id, left(c.content, 500) as content, c.resource_type = 'comment' as reply, c.created_at,
             c.hidden_at, c.hidden_reason, ${authorColumns}, place.*
        from comments c
        join users au on au.id = c.user_id
        left join businesses ab on ab.id = c.actor_business_id
        ${commentPlaceJoin}
       where ${where}
       order by c.created_at desc, c.id
       limit ${OPERATOR_PAGE_SIZE} offset ${offsetOf(query.page)}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from comments c join users au on au.id = c.user_id ${commentPlaceJoin}
        where ${where}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.total };
}

/** Where each of the comments is shown (see `commentPlaceJoin`), by comment id; a comment shown nowhere is left out. */
export async function findCommentPlaces(db: Executor, commentIds: string[]) {
  const places = new Map<string, CommentPlace>();
  if (commentIds.length === 0) return places;
  const result = await db.execute<PlaceColumns & { comment_id: string }>(sql`
    select c.id as comment_id, place.* from comments c ${commentPlaceJoin}
     where c.id = any(${sql.param(commentIds)}::uuid[])`);
  for (const row of result.rows) {
    const place = toPlace(row);
    if (place) places.set(row.comment_id, place);
  }
  return places;
}
