import { partialAnswerWords, type CompiledQuery } from './compile';
import type { SearchMemory } from './memory/search-memory';
import type { IndexFilters } from './memory/search-index';
import type { Ranked } from './ranked-list';
import { anyWordQuery } from './repository';

/**
 * The ranking of a search from an in-memory index, with the partial answer as `orPartial` gives it; null when
 * the index is not loaded or cannot answer the query (search syntax it does not evaluate).
 */
export async function rankInMemory(
  memory: SearchMemory,
  query: CompiledQuery,
  filters: IndexFilters,
  check: boolean,
): Promise<Ranked | null> {
  const all = await memory.rank(query.all, filters, { check });
  const words = all && (await partialAnswerWords(query, all.total));
  if (!all || !words) return all;
  const some = await memory.rank(anyWordQuery(words), filters, { words, check });
  if (!some) return null;
  return some.total > 0 ? { ...some, partial: true } : all;
}

/**
 * The ranking from the in-memory index when it can answer, without reading the generation (`recheck` ranks again
 * caught up when the page shows a newer one); else `inSql`.
 */
export async function rankMemoryFirst(
  memory: SearchMemory | null,
  query: CompiledQuery,
  filters: IndexFilters,
  inSql: () => Promise<Ranked>,
): Promise<Ranked> {
  const ranked = memory ? await rankInMemory(memory, query, filters, false) : null;
  if (!ranked) return inSql();
  const recheck = async () => (await rankInMemory(memory!, query, filters, true)) ?? inSql();
  return { ...ranked, recheck };
}
