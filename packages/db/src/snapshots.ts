import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Whether the transaction in `xid` (an xid8 column) is one that `snapshot` (the text of a pg_snapshot) did not see
 * committed: running or not yet begun when it was taken. The first test bounds the rows by the snapshot's oldest
 * running transaction, which an index on the column can read. The one way the in-memory search indexes catch up and
 * the saved searches' check tell what is new since they last looked.
 */
export function unseenBySnapshot(xid: SQLWrapper, snapshot: string): SQL {
  return sql`(${xid} >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
    and not pg_visible_in_snapshot(${xid}, ${snapshot}::pg_snapshot))`;
}
