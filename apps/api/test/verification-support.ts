import { expect } from 'vitest';
import { createBusiness, signIn } from './factories';
import type { TestApi } from './helper';
import { callApi } from './operator-support';
import { minimalPdf, postSignedUpload } from './uploads';

/** Verification requests' tests (verification*.test.ts): documents uploaded and sent as a business's owner. */
export function verificationSupport(api: TestApi) {
  const call = callApi(api);

  async function upload(headers: object, businessId: string, file: Buffer, contentType: string) {
    const asked = await call('POST', `/business/${businessId}/verification/upload-request`, headers, {
      contentType,
      fileSize: file.length,
    });
    expect(asked.statusCode).toBe(200);
    return postSignedUpload(api, asked.json().data, file, 'document', contentType);
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
    const token = await upload(owner.headers, businessId, minimalPdf(), 'application/pdf');
    const sent = await call('POST', `/business/${businessId}/verification`, owner.headers, {
      documents: [{ token, kind: 'registration' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().data.request.requestID as string;
  }

  return { call, upload, ownerWithBusiness, sendRequest };
}
