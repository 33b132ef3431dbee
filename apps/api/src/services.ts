import type { Db } from '@tradeforge/db';
import type { Mailer } from '@tradeforge/mail';
import type { ApiConfig } from './config';
import { createBusinessService } from './modules/businesses/service';
import { createMembershipService, createRenewalJob } from './modules/memberships';
import { createProductService } from './modules/products/service';
import { createReferenceService } from './modules/reference/service';
import { createSocialService } from './modules/social/service';
import { createPhotoService } from './modules/user/photos';
import { createProfileService } from './modules/user/service';
import { createPaymentProvider } from './platform/payments';
import { createLocalStorage } from './platform/storage/local';
import { createS3Storage } from './platform/storage/s3';
import { loadStorageSecret } from './platform/storage/secret';

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
function createStorage(config: ApiConfig, db: Db) {
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

export type ApiServices = ReturnType<typeof createApiServices>;

/**
 * The services behind the API routes, wired once. The routes use them, and so does the host's demo data loader,
 * so demo businesses and products pass the same validation, image processing and search indexing as real ones.
 */
export function createApiServices(config: ApiConfig, db: Db, options: { mailer?: Mailer } = {}) {
  const storage = createStorage(config, db);
  const reference = createReferenceService(db);
  const photos = createPhotoService(db, storage.driver);
  const resolveImage = (token: string, userId: string) =>
    photos.processUpload(userId, 'business-image', token);
  const businesses = createBusinessService({ db, reference, resolveImage });
  const payments = createPaymentProvider(config.payments);
  const mail = { siteName: config.siteName, webUrl: config.allowedOrigins[0]! };
  return {
    localStorage: storage.local,
    reference,
    photos,
    businesses,
    profiles: createProfileService(db),
    products: createProductService({ db, reference, businesses, resolveImage }),
    social: createSocialService({ db, businesses }),
    payments,
    memberships: createMembershipService({ db, businesses, payments, mailer: options.mailer, mail }),
    renewals: createRenewalJob({ db, mailer: options.mailer, mail }),
  };
}
