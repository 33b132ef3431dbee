import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; written by SQL functions (see the search migration), read only by search queries. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A transaction id with its epoch (64 bits, never wraps): which transaction last wrote a row's search columns. */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** A snapshot's text (`xmin:xmax:xip,...`): which transactions a statement saw as committed. */
export const pgSnapshot = customType<{ data: string }>({ dataType: () => 'pg_snapshot' });

/**
 * Every word that appears in a searchable name, keyword or category, for typo tolerance: a query word that is not
 * here is replaced by its closest neighbour by trigram similarity ("hydralic" -> "hydraulic").
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * Every lexeme of every search vector (kept by triggers, never pruned), so that the last word of a query, matched as
 * a prefix, can be sent as the few whole lexemes it stands for: PostgreSQL's GIN index then intersects it with the
 * other words cheaply, where a prefix match first gathers every row of every lexeme that starts with it. The column
 * sorts bytewise (COLLATE "C", set in the migration) so that a prefix is an index range.
 */
export const searchLexemes = pgTable('search_lexemes', {
  lexeme: text('lexeme').primaryKey(),
});

/**
 * A table's columns without its search vector, for every read but search itself: the vector is the largest column
 * of a row and no page shows it. Use with `getTableColumns(table)`.
 */
export function withoutSearchVector<Columns extends { searchVector: unknown }>({
  searchVector: _,
  ...columns
}: Columns): Omit<Columns, 'searchVector'> {
  return columns;
}

/**
 * One row: a counter per searchable table, moved on in every transaction that changes a row's search columns (by
 * deferred triggers, once per transaction; see migration 0009). Being a row, it is read in a statement's snapshot:
 * a search that reads a value sees exactly the writes committed up to it. Search keeps each ranking with the value
 * it was computed under and reuses it only while the value stands still.
 */
export const searchGenerations = pgTable(
  'search_generations',
  {
    id: smallint('id').primaryKey().default(1),
    businesses: bigint('businesses', { mode: 'number' }).notNull().default(0),
    products: bigint('products', { mode: 'number' }).notNull().default(0),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('search_generations_one_row', sql`${table.id} = 1`)],
);

/**
 * Suggestions while typing: one row per name (business or product) and per word of it, `term` being the name from
 * that word on, lower case ("gear pump a100" and "pump a100" for "Gear Pump A100"), so that what has been typed is
 * an index range of `term` (COLLATE "C", set in the migration). Kept by triggers on businesses and products. A
 * business row points to the business (`ref`: its id); products are suggested by name (`ref`: the name), and
 * `uses` counts the products of that name, so that the row goes with the last one.
 */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    kind: text('kind').notNull(),
    term: text('term').notNull(),
    ref: text('ref').notNull(),
    name: text('name').notNull(),
    uses: integer('uses').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.kind, table.term, table.ref] })],
);

/**
 * Rows deleted from a searchable table, each with the transaction that deleted it (a truncate writes one row with
 * no id): what an instance's in-memory product index (`modules/search/memory`) catches up on besides the rows whose
 * `search_xid` moved. Kept a day (`pruneSearchRemovals`); an index that has not caught up for longer loads anew.
 */
export const searchRemovals = pgTable(
  'search_removals',
  {
    tableName: text('table_name').notNull(),
    /** Null: the table was truncated. */
    rowId: uuid('row_id'),
    removedXid: xid8('removed_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_removals_xid_idx').on(table.removedXid),
    index('search_removals_at_idx').on(table.removedAt),
  ],
);
