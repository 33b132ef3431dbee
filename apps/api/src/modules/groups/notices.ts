import { sql } from 'drizzle-orm';
import type { Executor } from '@tradeforge/db';
import { notifyAll } from '../notifications';

/**
 * Tells a group's members of new posts, each by their setting: `all` every post, `highlights` those of the owner
 * and admins, `off` none; never the author. Called by the posts module in the posting transaction.
 */
export async function notifyGroupPosts(
  tx: Executor,
  posts: { postId: string; groupId: string; userId: string }[],
) {
  const notices = [];
  for (const post of posts) {
    const result = await tx.execute<{ user_id: string }>(sql`
      select m.user_id from group_members m
       where m.group_id = ${post.groupId}::uuid and m.state = 'member' and m.user_id <> ${post.userId}::uuid
         and (m.notify = 'all' or (m.notify = 'highlights' and exists (
           select 1 from group_members a where a.group_id = m.group_id and a.user_id = ${post.userId}::uuid
              and a.state = 'member' and a.role in ('owner', 'admin'))))`);
    notices.push({
      kind: 'group' as const,
      object: { type: 'group' as const, id: post.groupId },
      actor: { userId: post.userId },
      sourceId: post.postId,
      recipients: result.rows.map((row) => row.user_id),
      extra: { event: 'post', postID: post.postId },
    });
  }
  await notifyAll(tx, notices);
}
