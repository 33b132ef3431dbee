import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * How many likes an item has: the one way the site counts them, as a subquery for lists and cards (`resource_id`
 * is indexed) and as a query of its own.
 */
export function likeCountSql(resourceId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from reactions where reactions.resource_id = ${resourceId})`;
}

export async function countLikes(db: Executor, resourceId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select ${likeCountSql(sql`${resourceId}::uuid`)} as n`);
  return result.rows[0]?.n ?? 0;
}
