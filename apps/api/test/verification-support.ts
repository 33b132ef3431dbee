import { expect } from 'vitest';
import { createBusiness, signIn } from './factories';
import type { TestApi } from './helper';
import { callApi } from './operator-support';
import { multipart } from './uploads';

/** Verification requests' tests (verification*.test.ts): documents uploaded and sent as a business's owner. */
export function verificationSupport(api: TestApi) {
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

  return { call, pdf, upload, ownerWithBusiness, sendRequest };
}
