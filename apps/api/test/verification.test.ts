import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, createUser, signIn } from './factories';
import { useTestApi } from './helper';
import { mailsTo, preferLanguage } from './mail-support';
import { callApi, signInOperator } from './operator-support';
import { htmlPage, multipart, png } from './uploads';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = callApi(api);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(headers: object, businessId: string, file: Buffer, contentType: string) {
  const asked = await call('POST', `/business/${businessId}/verification/upload-request`, headers, {
    contentType,
    fileSize: file.length,
  });
  expect(asked.statusCode).toBe(200);
  const { signedPost, token } = asked.json().data;
  const posted = await api.app.inject({
    method: 'POST',
    url: signedPost.url,
    ...multipart(signedPost.fields, file, 'document', contentType),
  });
  expect(posted.statusCode).toBe(201);
  return token as string;
}

async function ownerWithBusiness(
  subscription: 'standard' | 'gold' | 'premium' | 'platinum' = 'gold',
  companyName = 'Keystone Forge',
) {
  const owner = await signIn(api);
  const business = await createBusiness(api.database.db, {
    ownerId: owner.user.id,
    companyName,
    subscription,
  });
  return { owner, business };
}

async function sendRequest(owner: { headers: object }, businessId: string) {
  const token = await upload(owner.headers, businessId, pdf(), 'application/pdf');
  const sent = await call('POST', `/business/${businessId}/verification`, owner.headers, {
    documents: [{ token, kind: 'registration' }],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data.request.requestID as string;
}

describe('verification requests', () => {
  it('takes an owner request with documents; an operator reads them privately and approves: badge and mail', async () => {
    const { owner, business } = await ownerWithBusiness();
    const product = await createProduct(api.database.db, business.id);
    const documents = [
      { token: await upload(owner.headers, business.id, pdf(), 'application/pdf'), kind: 'registration' },
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
    const token = await upload(other.headers, paid.id, pdf(), 'application/pdf');
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

  it('refuses with a reason the owners get by mail, after which they may ask again', async () => {
    const { owner, business } = await ownerWithBusiness();
    const token = await upload(owner.headers, business.id, pdf(), 'application/pdf');
    await call('POST', `/business/${business.id}/verification`, owner.headers, {
      documents: [{ token, kind: 'registration' }],
    });
    const operator = await signInOperator(api);
    const { requestID } = (await call('GET', `/business/${business.id}/verification`, owner.headers)).json()
      .data.request;
    const noReason = await call('POST', `/operator/verifications/${requestID}/refuse`, operator.headers, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    await call('POST', `/operator/verifications/${requestID}/refuse`, operator.headers, {
      reason: 'The certificate is unreadable.',
    });
    const state = (await call('GET', `/business/${business.id}/verification`, owner.headers)).json().data;
    expect(state).toMatchObject({
      verified: false,
      request: { status: 'refused', reason: 'The certificate is unreadable.' },
    });
    const [mail] = await api.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, owner.user.email));
    expect(mail!.text).toContain('Reason: The certificate is unreadable.');
    const second = await upload(owner.headers, business.id, pdf(), 'application/pdf');
    const retried = await call('POST', `/business/${business.id}/verification`, owner.headers, {
      documents: [{ token: second, kind: 'registration' }],
    });
    expect(retried.json().data.request.status).toBe('pending');
  });

  it('mails each owner in their preferred language, English for a language the site does not speak', async () => {
    const { owner, business } = await ownerWithBusiness('gold', 'Forja Castilla');
    await preferLanguage(api.database.db, owner.user.id, 'es');
    const coOwner = await createUser(api.database.db, { preferredLanguageCode: 'fr' });
    await api.database.db
      .insert(schema.businessMembers)
      .values({ businessId: business.id, userId: coOwner.id, access: 'owner' });
    const requestID = await sendRequest(owner, business.id);
    const operator = await signInOperator(api);
    await call('POST', `/operator/verifications/${requestID}/approve`, operator.headers);

    const [spanish] = await mailsTo(api.database.db, owner.user.email);
    expect(spanish!.subject).toBe('Forja Castilla está verificada en Tradeforge');
    expect(spanish!.text).toContain('aprobamos su solicitud de verificación');
    expect(spanish!.text.endsWith(`${api.config.allowedOrigins[0]}/es`)).toBe(true);
    const [english] = await mailsTo(api.database.db, coOwner.email);
    expect(english!.subject).toBe('Forja Castilla is verified on Tradeforge');
    expect(english!.text.endsWith(`\n${api.config.allowedOrigins[0]}`)).toBe(true);

    await call('POST', `/operator/businesses/${business.id}/remove-badge`, operator.headers, {
      reason: 'El registro caducó.',
    });
    const [removed] = await mailsTo(api.database.db, owner.user.email);
    expect(removed).toMatchObject({
      subject: 'Se retiró la insignia de verificada de Forja Castilla en Tradeforge',
      text: 'Un operador retiró la insignia de verificada de Forja Castilla.\n\nMotivo: El registro caducó.',
    });
  });

  it('accepts only PDFs and images, and only from owners', async () => {
    const { owner, business } = await ownerWithBusiness();
    const token = await upload(owner.headers, business.id, htmlPage(), 'image/png');
    const refused = await call('POST', `/business/${business.id}/verification`, owner.headers, {
      documents: [{ token, kind: 'other' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].path).toBe('/documents');
    const admin = await signIn(api);
    await api.database.db
      .insert(schema.businessMembers)
      .values({ businessId: business.id, userId: admin.user.id, access: 'admin' });
    const asked = await call('POST', `/business/${business.id}/verification/upload-request`, admin.headers, {
      contentType: 'application/pdf',
      fileSize: 100,
    });
    expect(asked.statusCode).toBe(403);
  });

  it('deletes the documents, their files and requests with the business', async () => {
    const { owner, business } = await ownerWithBusiness();
    // A refused request and a pending one: every document of every request goes.
    const first = await upload(owner.headers, business.id, pdf(), 'application/pdf');
    await call('POST', `/business/${business.id}/verification`, owner.headers, {
      documents: [{ token: first, kind: 'registration' }],
    });
    const operator = await signInOperator(api);
    const { requestID } = (await call('GET', `/business/${business.id}/verification`, owner.headers)).json()
      .data.request;
    await call('POST', `/operator/verifications/${requestID}/refuse`, operator.headers, {
      reason: 'Blurred.',
    });
    const documents = [
      { token: await upload(owner.headers, business.id, pdf(), 'application/pdf'), kind: 'registration' },
      { token: await upload(owner.headers, business.id, await png(), 'image/png'), kind: 'tax-id' },
    ];
    expect(
      (await call('POST', `/business/${business.id}/verification`, owner.headers, { documents })).statusCode,
    ).toBe(200);
    const stored = await api.database.db
      .select({ key: schema.verificationDocuments.key })
      .from(schema.verificationDocuments)
      .innerJoin(
        schema.verificationRequests,
        eq(schema.verificationRequests.id, schema.verificationDocuments.requestId),
      )
      .where(eq(schema.verificationRequests.businessId, business.id));
    expect(stored).toHaveLength(3);
    const onDisk = (key: string) =>
      stat(path.join(api.dataDir, 'uploads', 'incoming', key)).then(
        () => true,
        () => false,
      );
    for (const { key } of stored) expect(await onDisk(key)).toBe(true);

    expect((await call('DELETE', `/business/profile/${business.id}`, owner.headers)).statusCode).toBe(200);
    for (const { key } of stored) expect(await onDisk(key)).toBe(false);
    const left = await api.database.db
      .select()
      .from(schema.verificationRequests)
      .where(eq(schema.verificationRequests.businessId, business.id));
    expect(left).toEqual([]);
    expect(await api.database.db.select().from(schema.verificationDocuments)).not.toContainEqual(
      expect.objectContaining({ key: stored[0]!.key }),
    );
  });
});
