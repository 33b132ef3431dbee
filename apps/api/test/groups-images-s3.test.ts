import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from './helper';
import { groupCalls, type Headers } from './groups-support';
import { S3_TEST_CREDENTIALS, useTestS3 } from './s3/server';

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
const groups = groupCalls(api);

afterEach(() => vi.useRealTimers());

/** Uploads a picture as the browser does with the s3 driver: a signed POST straight to the bucket. */
async function uploadToBucket(headers: Headers) {
  const file = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1f6fb2' } })
    .png()
    .toBuffer();
  const requested = await api.app.inject({
    method: 'POST',
    url: '/api/files/upload-request/business',
    headers,
    payload: { contentType: 'image/png', fileSize: file.length },
  });
  const { signedPost, token } = requested.json().data;
  const form = new FormData();
  for (const [field, value] of Object.entries(signedPost.fields as Record<string, string>))
    form.append(field, value);
  form.append('file', new Blob([file], { type: 'image/png' }), 'picture.png');
  expect((await fetch(signedPost.url, { method: 'POST', body: form })).status).toBe(204);
  return token as string;
}

const bucketUrl = () => `${s3.endpoint}/${s3.bucket}`;
const keyOf = (url: string, area: 'public' | 'private') =>
  new URL(url).pathname.slice(`/${s3.bucket}/${area}/`.length);
const status = async (url: string) => (await fetch(url)).status;

describe("a private group's post pictures in an S3 bucket", () => {
  it('are stored under private/ and shown to readers through presigned URLs that expire', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const made = await groups.post(groupId, owner.headers, 'In the bucket', [
      await uploadToBucket(owner.headers),
    ]);
    expect(made.statusCode).toBe(200);
    const { postID, images } = made.json().data;
    const url = new URL(images[0].url as string);
    expect(`${url.origin}${url.pathname}`).toMatch(
      new RegExp(`^${bucketUrl()}/private/users/${owner.user.id}/business-image/[0-9a-f-]+-large\\.webp$`),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('7200');
    const key = keyOf(url.href, 'private');

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private');
    const amzDate = url.searchParams.get('X-Amz-Date')!;
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(Date.parse(served.headers.get('expires')!)).toBe(signedAt + 7200 * 1000);
    // The same URL all hour; never readable unsigned, altered, or under public/.
    expect((await groups.getPost(postID, owner.headers)).json().data.images[0].url).toBe(url.href);
    expect(await status(`${bucketUrl()}/private/${key}`)).toBe(403);
    const tampered = new URL(url);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect(await status(tampered.href)).toBe(403);
    const stretched = new URL(url);
    stretched.searchParams.set('X-Amz-Expires', '604800');
    expect(await status(stretched.href)).toBe(403);
    expect(await status(`${bucketUrl()}/public/${key}`)).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'], now: signedAt + 7200 * 1000 + 1000 });
    expect(await status(url.href)).toBe(403);
    vi.useRealTimers();

    const removed = await groups.call('DELETE', '/api/social/posts/remove-post', owner.headers, { postID });
    expect(removed.statusCode).toBe(200);
    expect(await status(url.href)).toBe(404);
  });

  it('of an open group made private are copied under private/ and go from public/', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const made = (
      await groups.post(groupId, owner.headers, 'Open at first', [await uploadToBucket(owner.headers)])
    ).json().data;
    const publicUrl = made.images[0].url as string;
    expect(publicUrl.startsWith(`${bucketUrl()}/public/`)).toBe(true);
    expect(await status(publicUrl)).toBe(200);

    const edited = await groups.call('PUT', `/api/groups/${groupId}`, owner.headers, { privacy: 'private' });
    expect(edited.statusCode).toBe(200);
    const signed = (await groups.getPost(made.postID, owner.headers)).json().data.images[0];
    expect(keyOf(signed.url, 'private')).toBe(keyOf(publicUrl, 'public'));
    const served = await fetch(signed.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await status(signed.versions.thumb.url)).toBe(200);
    expect(await status(publicUrl)).toBe(404);
  });
});
