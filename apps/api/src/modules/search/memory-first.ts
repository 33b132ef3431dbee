import { partialAnswerWords, type CompiledQuery } from './compile';
import type { SearchMemory } from './memory/search-memory';
import type { IndexFilters } from './memory/search-index';
import type { Ranked } from './ranked-list';
import { anyWordQuery } from './repository';

/**
 * The ranking of a search from an in-memory index, with the partial answer as `orPartial` gives it, in rank order
 * up to `upTo` at least; null when the index is not loaded or cannot answer the query (search syntax it does not
 * evaluate).
 */
export async function rankInMemory(
  memory: SearchMemory,
  query: CompiledQuery,
  filters: IndexFilters,
  options: { check: boolean; upTo: number },
): Promise<Ranked | null> {
  const { check, upTo } = options;
  const all = await memory.rank(query.all, filters, { check, upTo });
  const words = all && (await partialAnswerWords(query, all.total));
  if (!all || !words) return all;
  const some = await memory.rank(anyWordQuery(words), filters, { words, check, upTo });
  if (!some) return null;
  return some.total > 0 ? { ...some, partial: true } : all;
}

/**
 * The ranking from the in-memory index when it can answer, without reading the generation (`recheck` ranks again
 * caught up when the page shows a newer one), in rank order up to `upTo` at least; else `inSql`.
 */
export async function rankMemoryFirst(
  memory: SearchMemory | null,
  query: CompiledQuery,
  filters: IndexFilters,
  inSql: () => Promise<Ranked>,
  upTo: number,
): Promise<Ranked> {
  const ranked = memory ? await rankInMemory(memory, query, filters, { check: false, upTo }) : null;
  if (!ranked) return inSql();
  const recheck = async () => (await rankInMemory(memory!, query, filters, { check: true, upTo })) ?? inSql();
  return { ...ranked, recheck };
}
