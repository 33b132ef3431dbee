import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { authSessions, businesses, businessMembers, comments, posts, products, users } = schema;

export type ModeratedType = 'product' | 'post' | 'comment' | 'business' | 'user';

/** Who is told: the owners of a business (for it and its products), the author of a post or comment, the user. */
export interface ModeratedObject {
  title: string;
  businessId: string | null;
  authorId: string | null;
}

/**
 * Sets (reason given) or clears (null) the moderation mark of one object, only when it changes. Answers what the
 * object is, or undefined when it does not exist or already was in that state.
 */
export async function setModeration(
  db: Executor,
  type: ModeratedType,
  id: string,
  reason: string | null,
): Promise<ModeratedObject | undefined> {
  const on = reason !== null;
  const at = on ? sql`now()` : null;
  switch (type) {
    case 'product': {
      const [row] = await db
        .update(products)
        .set({ moderatedAt: at, moderationReason: reason })
        .where(and(eq(products.id, id), on ? isNull(products.moderatedAt) : isNotNull(products.moderatedAt)))
        .returning({ title: products.name, businessId: products.businessId });
      return row && { ...row, authorId: null };
    }
    case 'post': {
      const [row] = await db
        .update(posts)
        .set({ hiddenAt: at, hiddenReason: reason })
        .where(and(eq(posts.id, id), on ? isNull(posts.hiddenAt) : isNotNull(posts.hiddenAt)))
        .returning({ title: sql<string>`left(${posts.content}, 80)`, authorId: posts.userId });
      return row && { ...row, businessId: null };
    }
    case 'comment': {
      const [row] = await db
        .update(comments)
        .set({ hiddenAt: at, hiddenReason: reason })
        .where(and(eq(comments.id, id), on ? isNull(comments.hiddenAt) : isNotNull(comments.hiddenAt)))
        .returning({ title: sql<string>`left(${comments.content}, 80)`, authorId: comments.userId });
      return row && { ...row, businessId: null };
    }
    case 'business': {
      const [row] = await db
        .update(businesses)
        .set({ suspendedAt: at, suspensionReason: reason })
        .where(
          and(eq(businesses.id, id), on ? isNull(businesses.suspendedAt) : isNotNull(businesses.suspendedAt)),
        )
        .returning({ title: businesses.companyName, businessId: businesses.id });
      return row && { ...row, authorId: null };
    }
    case 'user': {
      const [row] = await db
        .update(users)
        .set({ suspendedAt: at, suspensionReason: reason })
        .where(and(eq(users.id, id), on ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt)))
        .returning({
          title: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          authorId: users.id,
        });
      return row && { ...row, businessId: null };
    }
  }
}

export async function objectExists(db: Executor, type: ModeratedType, id: string) {
  const table = { product: products, post: posts, comment: comments, business: businesses, user: users }[
    type
  ];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return !!row;
}

/** Ends every live session of a suspended user: their access tokens stop working at the next request. */
export async function revokeSessions(db: Executor, userId: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: 'suspended' })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Who is told about a moderation: the owners of a business, else the author; with the language each reads. */
export async function findRecipients(db: Executor, object: ModeratedObject) {
  const recipient = { email: users.email, language: users.preferredLanguageCode };
  if (object.businessId)
    return db
      .select(recipient)
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(businessMembers.businessId, object.businessId), eq(businessMembers.access, 'owner')));
  if (!object.authorId) return [];
  return db.select(recipient).from(users).where(eq(users.id, object.authorId));
}
