import type { Db } from '@tradeforge/db';
import type { ApiConfig } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { loadStorageSecret } from './secret';

/** A value loaded once on first use; a failed load is tried again on the next use. */
function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/** The configured driver; with `local`, also its receiving side, which the API's file routes serve. */
export function createConfiguredStorage(config: ApiConfig, db: Db) {
  const settings = config.storage;
  if (settings.driver === 's3') return { driver: createS3Storage(settings), local: undefined };
  const local = createLocalStorage({
    root: settings.uploadsDir,
    // Read on first use, so the API starts (and answers 503) while the database is still unreachable.
    secret: memoize(() => loadStorageSecret(db, settings.secret)),
    apiPublicUrl: config.apiPublicUrl,
  });
  return { driver: local.driver, local };
}
