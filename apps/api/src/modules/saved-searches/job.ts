import type { SavedSearchQuery } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { notify } from '../notifications';
import * as repository from './repository';

export interface SavedSearchRun {
  /** False when another instance held the job's lock. */
  ran: boolean;
  checked: number;
  /** Saved searches that had new results. */
  notified: string[];
}

/**
 * The daily check of saved searches: each search whose last check is a day old (`everyHours`) counts the rows that
 * match it and that its last check did not see (`countNewMatches`), adds them to its new results and notifies its
 * owner (the `search` kind: on the site, by mail or in the digest, as the owner set it). One instance at a time,
 * through a transaction-scoped advisory lock; the others skip the round. A round takes at most `batch` searches,
 * oldest check first, so a large backlog is done over several rounds in short transactions. `tsqueryOf` is search's
 * compiler (the words as the results page matches them, without typo correction).
 */
export function createSavedSearchJob({
  db,
  tsqueryOf,
  everyHours = 24,
  batch = 500,
}: {
  db: Db;
  tsqueryOf: (text: string, kind: 'products' | 'businesses') => Promise<string | null>;
  everyHours?: number;
  batch?: number;
}) {
  async function run(): Promise<SavedSearchRun> {
    const outcome = await db.transaction(async (tx) => {
      if (!(await repository.trySavedSearchLock(tx))) return undefined;
      const due = await repository.findDueSearches(tx, everyHours, batch);
      const notified: string[] = [];
      for (const search of due) {
        const text = (search.query as SavedSearchQuery).textQuery;
        const tsquery = await tsqueryOf(text, search.kind);
        const check = await repository.countNewMatches(tx, search, tsquery);
        await repository.recordCheck(tx, search.id, check);
        if (check.found === 0) continue;
        await notify(tx, {
          kind: 'search',
          object: { type: 'search', id: search.id },
          recipients: [search.userId],
        });
        notified.push(search.id);
      }
      return { checked: due.length, notified };
    });
    return outcome ? { ran: true, ...outcome } : { ran: false, checked: 0, notified: [] };
  }
  return { run };
}
