import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createBusinessService } from '../src/modules/businesses';
import { createReferenceService } from '../src/modules/reference';
import { createSocialService, type SocialService } from '../src/modules/social';

export interface SocialWorld {
  database: TestDatabase;
  social: SocialService;
}

/**
 * The social service on a database of its own for this test file, torn down after it. Images and files are not
 * what these tests are about: a token names its image, and deletions do nothing.
 */
export function useSocialService(): SocialWorld {
  const world = {} as SocialWorld;
  beforeAll(async () => {
    world.database = await createTestDatabase();
    const businesses = createBusinessService({
      db: world.database.db,
      reference: createReferenceService(world.database.db),
      resolveImage: async (token) => ({ url: token }),
      deleteImages: async () => undefined,
      deleteDatasheets: async () => undefined,
      deletePrivateFiles: async () => undefined,
    });
    world.social = createSocialService({ db: world.database.db, businesses });
  });
  afterAll(() => world.database?.close());
  return world;
}
