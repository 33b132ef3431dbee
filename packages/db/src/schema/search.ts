import { customType, pgTable, text } from 'drizzle-orm/pg-core';

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
 * A table's columns without its search vector, for every read but search itself: the vector is the largest column
 * of a row and no page shows it. Use with `getTableColumns(table)`.
 */
export function withoutSearchVector<Columns extends { searchVector: unknown }>({
  searchVector: _,
  ...columns
}: Columns): Omit<Columns, 'searchVector'> {
  return columns;
}
