import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Whether the viewer reads a post (or what hangs under it) as far as its group goes: a post on a user or business
 * timeline always, a group's post when `group_readable` says so (migration 0046: an open group's by anyone, a
 * private group's by its members). Posts, comments, likes and the newsfeed all ask it, so a removed member loses
 * every read at once.
 */
export function groupPostReadableSql(
  post: { timelineType: SQLWrapper; timelineId: SQLWrapper },
  /** The viewer's id, a statement's column holding it, or none for a visitor. */
  viewerId: string | SQL | undefined,
): SQL<boolean> {
  const viewer =
    viewerId === undefined
      ? sql`null::uuid`
      : typeof viewerId === 'string'
        ? sql`${viewerId}::uuid`
        : viewerId;
  return sql<boolean>`(${post.timelineType} <> 'group' or group_readable(${post.timelineId}, ${viewer}))`;
}
