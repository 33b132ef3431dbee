import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const migration = () =>
  readFile(new URL('../migrations/0041_badges_by_approval.sql', import.meta.url), 'utf8');

async function business(companyName: string, verified: boolean, subscription: 'standard' | 'gold' = 'gold') {
  const [row] = await database.db
    .insert(schema.businesses)
    .values({
      companyName,
      businessTypeCode: 'MA',
      industryId: '0001',
      countryCode: 'US',
      shortDescription: 'Precision components for automation lines.',
      subscription,
      verified,
    })
    .returning({ id: schema.businesses.id });
  return row!.id;
}

async function request(businessId: string, status: 'approved' | 'refused' | 'pending', decidedAt: Date) {
  await database.db
    .insert(schema.verificationRequests)
    .values({ businessId, status, decidedAt: status === 'pending' ? null : decidedAt });
}

describe('migration 0041: badges only where an operator approved', () => {
  it('keeps approved badges and takes away those a payment gave, with an audit line for each', async () => {
    const hour = 3_600_000;
    const paidOnly = await business('Paid Only Valves', true);
    const approved = await business('Approved Pumps', true);
    await request(approved, 'approved', new Date(Date.now() - 2 * hour));
    const refusedThenPaid = await business('Refused Gears', true);
    await request(refusedThenPaid, 'refused', new Date(Date.now() - 2 * hour));
    // Approved, then removed by an operator, then given back by a payment: the operator's removal stands.
    const removedThenPaid = await business('Removed Hoists', true);
    await request(removedThenPaid, 'approved', new Date(Date.now() - 3 * hour));
    await database.db.insert(schema.operatorAuditLog).values({
      actorEmail: 'operator@example.com',
      action: 'verification.remove-badge',
      objectType: 'business',
      objectId: removedThenPaid,
      createdAt: new Date(Date.now() - hour),
    });
    // Removed once, approved again afterwards: the later approval counts.
    const approvedAgain = await business('Approved Again Bearings', true, 'standard');
    await database.db.insert(schema.operatorAuditLog).values({
      actorEmail: 'operator@example.com',
      action: 'verification.remove-badge',
      objectType: 'business',
      objectId: approvedAgain,
      createdAt: new Date(Date.now() - 3 * hour),
    });
    await request(approvedAgain, 'approved', new Date(Date.now() - hour));
    const unverified = await business('Plain Fittings', false);
    const [product] = await database.db
      .insert(schema.products)
      .values({
        businessId: paidOnly,
        name: 'Ball Valve',
        description: 'A two-piece ball valve.',
        industryId: '0001',
        categoryId: '0001-01',
      })
      .returning();
    expect(product!.businessVerified).toBe(true);

    await database.pool.query(await migration());

    const ids = [paidOnly, approved, refusedThenPaid, removedThenPaid, approvedAgain, unverified];
    const rows = await database.db
      .select({ id: schema.businesses.id, verified: schema.businesses.verified })
      .from(schema.businesses)
      .where(inArray(schema.businesses.id, ids));
    const verified = Object.fromEntries(rows.map((row) => [row.id, row.verified]));
    expect(ids.map((id) => verified[id])).toEqual([false, true, false, false, true, false]);
    // The products follow (search ranks them by it).
    const [after] = await database.db
      .select({ verified: schema.products.businessVerified })
      .from(schema.products)
      .where(eq(schema.products.id, product!.id));
    expect(after!.verified).toBe(false);
    const audit = await database.db
      .select()
      .from(schema.operatorAuditLog)
      .where(eq(schema.operatorAuditLog.action, 'verification.remove-unchecked-badge'));
    expect(audit.map((line) => line.objectId).sort()).toEqual(
      [paidOnly, refusedThenPaid, removedThenPaid].sort(),
    );
    expect(audit[0]).toMatchObject({ actorEmail: 'migration 0041', after: { verified: false } });
  });
});
