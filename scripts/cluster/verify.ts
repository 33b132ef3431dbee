import pg from 'pg';
import type { Write } from './load';

/** The acknowledged writes not found in the database, by kind. */
export async function findLostWrites(databaseUrl: string, writes: Write[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lost: Write[] = [];
    const ids = async (table: string, kind: Write['kind']) => {
      const wanted = writes.flatMap((write) => (write.kind === kind && 'id' in write ? [write.id] : []));
      const found = await client.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [
        wanted,
      ]);
      const present = new Set(found.rows.map((row) => row.id));
      lost.push(...writes.filter((write) => write.kind === kind && 'id' in write && !present.has(write.id)));
    };
    await ids('inquiry_threads', 'inquiry');
    await ids('inquiry_messages', 'message');
    await ids('posts', 'post');

    const likes = writes.filter((write) => write.kind === 'like');
    const foundLikes = await client.query<{ resource_id: string; user_id: string }>(
      `select r.resource_id, r.user_id from reactions r
         join unnest($1::uuid[], $2::uuid[]) as w(resource_id, user_id)
           on r.resource_id = w.resource_id and r.user_id = w.user_id and r.actor_business_id is null`,
      [likes.map((like) => like.resourceId), likes.map((like) => like.userId)],
    );
    const likePresent = new Set(foundLikes.rows.map((row) => `${row.resource_id}:${row.user_id}`));
    lost.push(...likes.filter((like) => !likePresent.has(`${like.resourceId}:${like.userId}`)));

    // A product keeps its last edit: it must be the last acknowledged one or a later one (unacknowledged, applied).
    const lastEdit = new Map<string, number>();
    for (const write of writes)
      if (write.kind === 'product edit')
        lastEdit.set(write.productId, Math.max(write.seq, lastEdit.get(write.productId) ?? 0));
    const products = await client.query<{ id: string; description: string }>(
      'select id, description from products where id = any($1::uuid[])',
      [[...lastEdit.keys()]],
    );
    const kept = new Map(
      products.rows.map((row) => [row.id, Number(/Edit #(\d+)/.exec(row.description)?.[1] ?? 0)]),
    );
    for (const [productId, seq] of lastEdit)
      if ((kept.get(productId) ?? 0) < seq) lost.push({ kind: 'product edit', productId, seq });
    return lost;
  } finally {
    await client.end();
  }
}

/** Event ids of each user, as stored: what a stream starting from 0 should have received. */
export async function storedEventIds(databaseUrl: string, userIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ user_id: string; id: string }>(
      'select user_id, id from app_events where user_id = any($1::uuid[]) order by id',
      [userIds],
    );
    const byUser = new Map<string, number[]>(userIds.map((id) => [id, []]));
    for (const row of result.rows) byUser.get(row.user_id)!.push(Number(row.id));
    return byUser;
  } finally {
    await client.end();
  }
}
