import { eq, lt, or } from 'drizzle-orm';
import { ACCOUNT_DELETION_GRANT_MINUTES } from '@tradeforge/contracts';
import { schema, type Db } from '@tradeforge/db';
import { createOpaqueToken, hashToken } from '../lib/crypto';
import type { UserService } from '../users/service';

const { accountDeletionGrants: grants } = schema;

/**
 * The account service's part of deleting an account: it alone knows passwords and second factors, so it confirms
 * the user's identity and hands out a single-use grant (stored hashed, a few minutes long). The API spends it and
 * deletes the account with the businesses' own deletion path (files, products, search), which lives there.
 */
export function createDeletionGrants(db: Db, users: Pick<UserService, 'confirmIdentity'>) {
  return {
    async grant(userId: string, password: string, code: string | undefined) {
      await users.confirmIdentity(userId, password, code);
      const token = createOpaqueToken();
      const expiresAt = new Date(Date.now() + ACCOUNT_DELETION_GRANT_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        // One live grant per user: a new confirmation replaces the last one, and ended ones go with it.
        await tx.delete(grants).where(or(eq(grants.userId, userId), lt(grants.expiresAt, new Date())));
        await tx.insert(grants).values({ tokenHash: hashToken(token), userId, expiresAt });
      });
      return { grant: token, expiresAt: expiresAt.toISOString() };
    },
  };
}
