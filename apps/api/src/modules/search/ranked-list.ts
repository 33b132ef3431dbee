import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';

/**
 * One row of a ranked list: `ids`, the ids of the ranked rows run together in rank order (36 characters each; see
 * `pageOf`), `total`, how many there are, and `generation`, the table's search generation as the statement read it,
 * which tells when the list may be reused (see the search service). `orderedUpTo`, when the in-memory index ranked
 * only the first rows: `ids` holds that many, and a page past them ranks the list again.
 */
export type RankedList = { ids: string; total: number; generation: string; orderedUpTo?: number };

/** Whether a ranked list holds its rows in rank order up to `upTo` (so that the pages before it may show it). */
export const isRankedUpTo = (list: Pick<RankedList, 'orderedUpTo'>, upTo: number) =>
  (list.orderedUpTo ?? Infinity) >= upTo;

/**
 * A ranked list, and whether it holds the rows that match some of the words (none matched them all). `recheck`:
 * the list came from the in-memory index without reading the generation; when the page's generation differs,
 * this ranks again, caught up.
 */
export type Ranked = RankedList & { partial?: boolean; recheck?: () => Promise<Ranked> };

/** What every page of results reports: the number of matches up to the cap, and whether there were more. */
export function cappedTotal(count: number) {
  return { total: Math.min(count, SEARCH_RESULT_CAP), capped: count > SEARCH_RESULT_CAP };
}

/** The ids of one page of a ranked list. */
export function pageOf(list: Pick<RankedList, 'ids'>, skip: number, size: number): string[] {
  const UUID_LENGTH = 36;
  const ids: string[] = [];
  for (let at = skip * UUID_LENGTH; at < list.ids.length && ids.length < size; at += UUID_LENGTH)
    ids.push(list.ids.slice(at, at + UUID_LENGTH));
  return ids;
}
