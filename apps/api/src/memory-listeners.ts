import type { BusinessProfile } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { InvalidatedCache } from './lib/invalidated-cache';
import type { SearchService } from './modules/search';
import { listenToChannel } from './platform/events';

/**
 * Listens for what the database announces about what this instance keeps in memory; answers the function that
 * stops listening. Without it (scripts, the demo loader) nothing is kept from one read to the next, or only for the
 * search caches' short lifetime.
 * - Public business profiles are kept while every change to them is heard: triggers NOTIFY `business_profile` with
 *   the business id (migration business_profile_notify).
 * - Typo corrections and compiled search texts are forgotten when the listings' vocabulary grows
 *   (`search_vocabulary`, migration search_vocabulary_notify), and all of them after a lost connection; they are
 *   kept longer while the announcements are heard.
 */
export function listenForMemoryChanges(
  {
    db,
    businessProfiles,
    search,
  }: {
    db: Db;
    businessProfiles: InvalidatedCache<BusinessProfile>;
    search: Pick<SearchService, 'forgetVocabulary' | 'hearVocabulary'>;
  },
  log: { warn(object: object, message: string): void },
) {
  const listeners = [
    listenToChannel({
      db,
      channel: 'business_profile',
      log,
      onNotification: (businessId) => businessProfiles.invalidate(businessId),
      onConnected: () => businessProfiles.enable(),
      onLost: () => businessProfiles.disable(),
    }),
    listenToChannel({
      db,
      channel: 'search_vocabulary',
      log,
      onNotification: (what) => search.forgetVocabulary(what === 'lexemes' ? 'lexemes' : 'words'),
      onConnected: () => {
        search.forgetVocabulary('words');
        search.hearVocabulary(true);
      },
      onLost: () => search.hearVocabulary(false),
    }),
  ];
  for (const listener of listeners)
    void listener.ensureConnected()?.catch((error: unknown) => {
      log.warn({ err: error }, 'kept reads are limited until LISTEN connects');
    });
  return () => Promise.all(listeners.map((listener) => listener.close()));
}
