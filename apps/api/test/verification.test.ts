import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createProduct } from './factories';
import { useTestApi } from './helper';
import { signInOperator } from './operator-support';
import { minimalPdf, png } from './uploads';
import { verificationSupport } from './verification-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const { call, upload, ownerWithBusiness, sendRequest } = verificationSupport(api);

describe('verification requests', () => {
  it('takes an owner request with documents; an operator reads them privately and approves: badge and mail', async () => {
    const { owner, business } = await ownerWithBusiness();
    const product = await createProduct(api.database.db, business.id);
    const documents = [
      {
        token: await upload(owner.headers, business.id, minimalPdf(), 'application/pdf'),
        kind: 'registration',
      },
      { token: await upload(owner.headers, business.id, await png(), 'image/png'), kind: 'tax-id' },
    ];
    const sent = await call('POST', `/business/${business.id}/verification`, owner.headers, { documents });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ verified: false, request: { status: 'pending', reason: null } });
    const again = await call('POST', `/business/${business.id}/verification`, owner.headers, { documents });
    expect(again.statusCode).toBe(409);

    const operator = await signInOperator(api);
    const queue = (
      await call('GET', '/operator/verifications?status=pending&q=keystone', operator.headers)
    ).json().data;
    expect(queue.items).toHaveLength(1);
    const [request] = queue.items;
    expect(request.documents.map((d: { contentType: string }) => d.contentType)).toEqual([
      'application/pdf',
      'image/webp',
    ]);
    const documentUrl = `/operator/verifications/${request.requestID}/documents/${request.documents[0].documentID}`;
    const file = await call('GET', documentUrl, operator.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The owner, like everyone else but operators, cannot read it back; nothing about it is public.
    expect((await call('GET', documentUrl, owner.headers)).statusCode).toBe(403);
    const [stored] = await api.database.db
      .select()
      .from(schema.verificationDocuments)
      .where(eq(schema.verificationDocuments.requestId, request.requestID));
    expect(stored!.key).toMatch(new RegExp(`^users/${owner.user.id}/verification-file/`));

    const approved = await call(
      'POST',
      `/operator/verifications/${request.requestID}/approve`,
      operator.headers,
    );
    expect(approved.json().data).toEqual({ requestID: request.requestID, status: 'approved' });
    expect(
      (await call('POST', `/operator/verifications/${request.requestID}/approve`, operator.headers))
        .statusCode,
    ).toBe(409);
    const page = (await call('GET', `/business/profile/${business.id}`)).json().data;
    expect(page.verified).toBe(true);
    const [productRow] = await api.database.db
      .select({ verified: schema.products.businessVerified })
      .from(schema.products)
      .where(eq(schema.products.id, product.id));
    expect(productRow!.verified).toBe(true);
    const mails = await api.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, owner.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('Keystone Forge is verified on Tradeforge');
    const state = (await call('GET', `/business/${business.id}/verification`, owner.headers)).json().data;
    expect(state).toMatchObject({ verified: true, request: { status: 'approved' } });

    // The badge can be taken away again, with a reason the owners read.
    const removed = await call('POST', `/operator/businesses/${business.id}/remove-badge`, operator.headers, {
      reason: 'The registration has lapsed.',
    });
    expect(removed.json().data).toEqual({ businessID: business.id, verified: false });
    expect((await call('GET', `/business/profile/${business.id}`)).json().data.verified).toBe(false);
    const audit = (await call('GET', `/operator/audit?objectID=${business.id}`, operator.headers)).json().data
      .items;
    expect(audit.map((line: { action: string }) => line.action)).toEqual([
      'verification.remove-badge',
      'verification.approve',
    ]);
  });

  it('is a right of paid memberships: a Standard business is told to upgrade and cannot send documents', async () => {
    const { owner, business } = await ownerWithBusiness('standard');
    const state = await call('GET', `/business/${business.id}/verification`, owner.headers);
    expect(state.json().data).toEqual({
      verified: false,
      subscription: 'standard',
      eligible: false,
      request: null,
    });
    const asked = await call('POST', `/business/${business.id}/verification/upload-request`, owner.headers, {
      contentType: 'application/pdf',
      fileSize: 100,
    });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error.message).toBe(
      'Verification comes with a paid membership (Gold, Premium, Platinum): upgrade this business from its Membership page, then send your documents.',
    );
    // A token from before a downgrade does not get a request in either.
    const { owner: other, business: paid } = await ownerWithBusiness('gold');
    const token = await upload(other.headers, paid.id, minimalPdf(), 'application/pdf');
    await api.database.db
      .update(schema.businesses)
      .set({ subscription: 'standard' })
      .where(eq(schema.businesses.id, paid.id));
    const sent = await call('POST', `/business/${paid.id}/verification`, other.headers, {
      documents: [{ token, kind: 'registration' }],
    });
    expect(sent.statusCode).toBe(403);
  });

  it("puts paid businesses' pending requests first in the operators' queue, each group oldest first", async () => {
    const tag = `Queue${randomUUID().slice(0, 6)}`;
    const gold = await ownerWithBusiness('gold', `${tag} Gold Early`);
    const free = await ownerWithBusiness('gold', `${tag} Free Earliest`);
    const platinum = await ownerWithBusiness('platinum', `${tag} Platinum Late`);
    const decided = await ownerWithBusiness('premium', `${tag} Premium Decided`);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const ids = {
      free: await sendRequest(free.owner, free.business.id),
      gold: await sendRequest(gold.owner, gold.business.id),
      platinum: await sendRequest(platinum.owner, platinum.business.id),
      decided: await sendRequest(decided.owner, decided.business.id),
    };
    const dates = { free: at(50), gold: at(40), platinum: at(10), decided: at(60) };
    for (const [name, createdAt] of Object.entries(dates))
      await api.database.db
        .update(schema.verificationRequests)
        .set({ createdAt })
        .where(eq(schema.verificationRequests.id, ids[name as keyof typeof ids]));
    // The free one asked while it was paid, and its membership lapsed since: it waits behind the paid ones.
    await api.database.db
      .update(schema.businesses)
      .set({ subscription: 'standard' })
      .where(eq(schema.businesses.id, free.business.id));
    const operator = await signInOperator(api);
    await call('POST', `/operator/verifications/${ids.decided}/refuse`, operator.headers, {
      reason: 'Blurred.',
    });

    const queue = (await call('GET', `/operator/verifications?q=${tag}`, operator.headers)).json().data.items;
    expect(queue.map((item: { requestID: string }) => item.requestID)).toEqual([
      ids.gold,
      ids.platinum,
      ids.free,
      ids.decided,
    ]);
    expect(queue.map((item: { subscription: string }) => item.subscription)).toEqual([
      'gold',
      'platinum',
      'standard',
      'premium',
    ]);
  });
});
