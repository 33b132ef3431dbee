import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_PAGE_SIZE } from '@tradeforge/contracts';
import { schema, type Executor } from '@tradeforge/db';
import { containsPattern } from '../../lib/like-pattern';

const { businesses, businessMembers, users, verificationDocuments: documents } = schema;
const requests = schema.verificationRequests;

export type NewDocument = typeof documents.$inferInsert;

/** Inserts a pending request with its documents; undefined when one is pending already (the partial unique key). */
export async function insertRequest(
  db: Executor,
  values: { businessId: string; requestedBy: string; note: string | null },
  files: Omit<NewDocument, 'requestId'>[],
) {
  const [request] = await db.insert(requests).values(values).onConflictDoNothing().returning();
  if (!request) return undefined;
  await db.insert(documents).values(files.map((file) => ({ ...file, requestId: request.id })));
  return request;
}

export async function findLatestRequest(db: Executor, businessId: string) {
  const [row] = await db
    .select()
    .from(requests)
    .where(eq(requests.businessId, businessId))
    .orderBy(desc(requests.createdAt))
    .limit(1);
  return row;
}

/** The request with its business, locked for the decision. */
export async function lockRequest(db: Executor, requestId: string) {
  const [row] = await db
    .select({ request: requests, companyName: businesses.companyName, verified: businesses.verified })
    .from(requests)
    .innerJoin(businesses, eq(businesses.id, requests.businessId))
    .where(eq(requests.id, requestId))
    .for('update', { of: requests });
  return row;
}

export async function decideRequest(
  db: Executor,
  requestId: string,
  decision: { status: 'approved' | 'refused'; reason: string | null; decidedBy: string | null },
) {
  await db
    .update(requests)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(requests.id, requestId));
}

/** Sets the badge; answers the business's name and its badge before, or undefined for an unknown business. */
export async function setVerified(db: Executor, businessId: string, verified: boolean) {
  const [before] = await db
    .select({ companyName: businesses.companyName, verified: businesses.verified })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!before) return undefined;
  if (before.verified !== verified)
    await db.update(businesses).set({ verified }).where(eq(businesses.id, businessId));
  return before;
}

/** A business's owners: their addresses and the languages they read mail in. */
export async function findOwners(db: Executor, businessId: string) {
  return db
    .select({ email: users.email, language: users.preferredLanguageCode })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.access, 'owner')));
}

/**
 * The queue's order: pending requests first, those of businesses with a paid membership (the tier that gives the
 * right to verification) before the rest, each group oldest first, as a queue is served; then the decided ones,
 * newest first.
 */
const pending = sql`${requests.status} = 'pending'`;
const QUEUE_ORDER = [
  sql`${pending} desc`,
  sql`case when ${pending} then ${businesses.subscription} <> 'standard' end desc`,
  sql`case when ${pending} then ${requests.createdAt} end asc`,
  desc(requests.createdAt),
  requests.id,
];

export async function findRequestPage(
  db: Executor,
  filter: { q?: string | undefined; status?: string | undefined },
  page: number,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(requests.status, filter.status as 'pending'));
  if (filter.q) conditions.push(ilike(businesses.companyName, containsPattern(filter.q)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: requests,
        companyName: businesses.companyName,
        subscription: businesses.subscription,
        verified: businesses.verified,
      })
      .from(requests)
      .innerJoin(businesses, eq(businesses.id, requests.businessId))
      .where(where)
      .orderBy(...QUEUE_ORDER)
      .limit(OPERATOR_PAGE_SIZE)
      .offset((page - 1) * OPERATOR_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(requests)
      .innerJoin(businesses, eq(businesses.id, requests.businessId))
      .where(where),
  ]);
  const ids = rows.map((row) => row.request.id);
  const files = ids.length
    ? await db.select().from(documents).where(inArray(documents.requestId, ids)).orderBy(documents.createdAt)
    : [];
  return { rows, files, total: total!.total };
}

export async function findDocument(db: Executor, requestId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.requestId, requestId)));
  return row;
}
