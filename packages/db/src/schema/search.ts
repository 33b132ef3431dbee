import { customType, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; written by SQL functions (see the search migration), read only by search queries. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
 * A counter per searchable table that moves on at the commit of every transaction that writes to it (deferred
 * triggers, see the migration). Search remembers each ranking with the counter it was computed under and reuses it
 * only while the counter stands still, so a remembered ranking never hides a committed change.
 */
export const businessesSearchGeneration = pgSequence('businesses_search_generation');
export const productsSearchGeneration = pgSequence('products_search_generation');
export const usersSearchGeneration = pgSequence('users_search_generation');
