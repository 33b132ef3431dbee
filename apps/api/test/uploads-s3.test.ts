import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { S3_TEST_CREDENTIALS, useTestS3 } from './s3/server';
import { htmlPage, png, uploadCalls } from './uploads';

const s3 = useTestS3();
const api = useTestApi(() => ({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: s3.bucket,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
}));
const { requestUpload, validate } = uploadCalls(api);

interface SignedPost {
  url: string;
  fields: Record<string, string>;
}

/** Posts as the web app's `postSignedUpload` does: a FormData of the signed fields, then the file, over HTTP. */
function postToBucket(signedPost: SignedPost, file: Buffer, name: string, type: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries(signedPost.fields)) form.append(field, value);
  form.append('file', new Blob([file], { type }), name);
  return fetch(signedPost.url, { method: 'POST', body: form });
}

async function signedUpload(headers: Record<string, string>, fileSize: number) {
  const response = await requestUpload(headers, 'profile-photo', 'image/png', fileSize);
  expect(response.statusCode).toBe(200);
  return response.json().data as { signedPost: SignedPost; token: string };
}

/** Whether an object is in the bucket (the test store answers anonymous reads of any key). */
const stored = async (url: string) => (await fetch(url)).status === 200;

describe('profile photo upload with the s3 driver', () => {
  it('takes a PNG through request, a POST to the bucket and validate, into WebP objects served from it', async () => {
    const { headers, user } = await signIn(api);
    const file = await png();
    const { signedPost, token } = await signedUpload(headers, file.length);
    expect(signedPost.url).toBe(`${s3.endpoint}/${s3.bucket}`);
    expect(signedPost.fields.key).toMatch(new RegExp(`^incoming/users/${user.id}/profile-photo/${token}$`));

    expect((await postToBucket(signedPost, file, 'me.png', 'image/png')).status).toBe(204);
    const incomingUrl = `${signedPost.url}/${signedPost.fields.key}`;
    expect((await fetch(incomingUrl)).headers.get('content-type')).toBe('image/png');
    const validated = await validate(headers, 'profile-photo', token);
    expect(validated.statusCode).toBe(200);
    const photo = validated.json().data.profilePhoto;
    expect(Object.keys(photo.versions)).toEqual(['thumb', 'medium', 'large']);
    expect(photo.url).toBe(
      `${s3.endpoint}/${s3.bucket}/public/users/${user.id}/profile-photo/${token}-large.webp`,
    );

    const served = await fetch(photo.versions.medium.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fileTypeFromBuffer(Buffer.from(await served.arrayBuffer())))?.mime).toBe('image/webp');
    // The posted original is deleted once processed; only the re-encoded versions stay.
    expect(await stored(incomingUrl)).toBe(false);

    const second = await signedUpload(headers, file.length);
    await postToBucket(second.signedPost, file, 'again.png', 'image/png');
    const replaced = (await validate(headers, 'profile-photo', second.token)).json().data.profilePhoto;
    expect(await stored(replaced.url)).toBe(true);
    for (const version of Object.values(photo.versions) as { url: string }[])
      expect(await stored(version.url)).toBe(false);
  });

  it('signs a policy fixing the key, content type, declared size and a ten-minute expiry', async () => {
    const { headers } = await signIn(api);
    const before = Date.now();
    const { signedPost } = await signedUpload(headers, 1000);
    const policy = JSON.parse(Buffer.from(signedPost.fields.Policy!, 'base64').toString());
    const expiresIn = Date.parse(policy.expiration) - before;
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        // The declared 1000 bytes, rounded up to the next 64 KB.
        ['content-length-range', 1, 65_536],
        { 'Content-Type': 'image/png' },
        { key: signedPost.fields.key },
        { bucket: s3.bucket },
      ]),
    );
  });

  it('says the file has not arrived when validate comes before the post', async () => {
    const { headers } = await signIn(api);
    const { token } = await signedUpload(headers, 1000);
    const validated = await validate(headers, 'profile-photo', token);
    expect(validated.statusCode).toBe(400);
    expect(validated.json().error.message).toBe('The file has not been received; upload it first.');
  });

  it('has a post outside the signed size range refused by the store', async () => {
    const { headers } = await signIn(api);
    const { signedPost, token } = await signedUpload(headers, 1000);
    // Far below the 5 MB of any photo, but above the 1000 bytes declared (rounded up to 64 KB).
    const oversize = await postToBucket(signedPost, Buffer.alloc(100_000, 1), 'big.png', 'image/png');
    expect(oversize.status).toBe(400);
    expect(await oversize.text()).toContain('<Code>EntityTooLarge</Code>');
    const empty = await postToBucket(signedPost, Buffer.alloc(0), 'empty.png', 'image/png');
    expect(await empty.text()).toContain('<Code>EntityTooSmall</Code>');
    expect(await stored(`${signedPost.url}/${signedPost.fields.key}`)).toBe(false);
    expect((await validate(headers, 'profile-photo', token)).statusCode).toBe(400);
  });

  it('has a post with another content type or key than signed refused by the store', async () => {
    const { headers } = await signIn(api);
    const victim = await signIn(api);
    const { signedPost } = await signedUpload(headers, 1000);
    const file = await png();
    const asHtml = { ...signedPost, fields: { ...signedPost.fields, 'Content-Type': 'text/html' } };
    const retyped = await postToBucket(asHtml, file, 'x.html', 'text/html');
    expect(retyped.status).toBe(403);
    expect(await retyped.text()).toContain('Policy Condition failed: {"Content-Type":"image/png"}');
    const key = signedPost.fields.key!.replace(/users\/[^/]+/, `users/${victim.user.id}`);
    const elsewhere = { ...signedPost, fields: { ...signedPost.fields, key } };
    expect((await postToBucket(elsewhere, file, 'x.png', 'image/png')).status).toBe(403);
    // Rewriting the policy itself breaks its signature.
    const policy = Buffer.from(signedPost.fields.Policy!, 'base64')
      .toString()
      .replace(signedPost.fields.key!, key);
    const rewritten = {
      ...elsewhere,
      fields: { ...elsewhere.fields, Policy: Buffer.from(policy).toString('base64') },
    };
    const forged = await postToBucket(rewritten, file, 'x.png', 'image/png');
    expect(await forged.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(await stored(`${signedPost.url}/${key}`)).toBe(false);
  });

  it('refuses an HTML file named .png at validate, and attaches nothing', async () => {
    const { headers } = await signIn(api);
    const file = htmlPage();
    const { signedPost, token } = await signedUpload(headers, file.length);
    expect((await postToBucket(signedPost, file, 'photo.png', 'image/png')).status).toBe(204);
    const validated = await validate(headers, 'profile-photo', token);
    expect(validated.statusCode).toBe(400);
    expect(validated.json().error.message).toBe(UPLOAD_MESSAGES.notAnImage);
    expect((await api.app.inject({ url: '/api/user/profile', headers })).json().data.profilePhoto).toBeNull();
    expect(await stored(`${signedPost.url}/${signedPost.fields.key}`)).toBe(false);
  });

  it('deletes the object of an abandoned upload when the user asks for the next one', async () => {
    const { headers } = await signIn(api);
    const file = await png();
    const first = await signedUpload(headers, file.length);
    await postToBucket(first.signedPost, file, 'never-validated.png', 'image/png');
    const incomingUrl = `${first.signedPost.url}/${first.signedPost.fields.key}`;
    expect(await stored(incomingUrl)).toBe(true);
    await api.database.db
      .update(schema.uploads)
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.uploads.id, first.token));
    await signedUpload(headers, file.length);
    expect(await stored(incomingUrl)).toBe(false);
  });

  it('has no file routes of its own in the API', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/api/files/upload' })).statusCode).toBe(404);
  });
});
