import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createUser, signIn } from './factories';
import { useTestApi } from './helper';
import { mailsTo, preferLanguage } from './mail-support';
import { signInOperator } from './operator-support';
import { htmlPage, minimalPdf, png } from './uploads';
import { verificationSupport } from './verification-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const { call, upload, ownerWithBusiness, sendRequest } = verificationSupport(api);

describe('verification requests: refusals, languages, files and deletion', () => {
  it('refuses with a reason the owners get by mail, after which they may ask again', async () => {
    const { owner, business } = await ownerWithBusiness();
    const token = await upload(owner.headers, business.id, minimalPdf(), 'application/pdf');
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
    const second = await upload(owner.headers, business.id, minimalPdf(), 'application/pdf');
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
    const first = await upload(owner.headers, business.id, minimalPdf(), 'application/pdf');
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
      {
        token: await upload(owner.headers, business.id, minimalPdf(), 'application/pdf'),
        kind: 'registration',
      },
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
