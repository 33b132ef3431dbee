import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadRequestBody } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { createApiServices } from '../src/services';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { htmlPage, multipart, png, uploadCalls } from './uploads';

const api = useTestApi();
const { requestUpload, validate } = uploadCalls(api);

async function postFile(
  signedPost: { url: string; fields: Record<string, string> },
  file: Buffer,
  name: string,
  type: string,
) {
  const body = multipart(signedPost.fields, file, name, type);
  return api.app.inject({ method: 'POST', url: signedPost.url, ...body });
}

describe('profile photo upload', () => {
  it('takes a real PNG through request, signed post and validate, into WebP size versions', async () => {
    const { headers, user } = await signIn(api);
    const file = await png();
    const requested = await requestUpload(headers, 'profile-photo', 'image/png', file.length);
    expect(requested.statusCode).toBe(200);
    const { signedPost, token } = requested.json().data;
    expect(signedPost.url).toBe('/api/files/upload');
    expect(signedPost.fields.key.startsWith(`users/${user.id}/profile-photo/`)).toBe(true);

    const posted = await postFile(signedPost, file, 'me.png', 'image/png');
    expect(posted.statusCode).toBe(201);
    const validated = await validate(headers, 'profile-photo', token);
    expect(validated.statusCode).toBe(200);
    const photo = validated.json().data.profilePhoto;
    expect(Object.keys(photo.versions)).toEqual(['thumb', 'medium', 'large']);
    expect(photo.versions.thumb).toMatchObject({ width: 96, height: 72 });
    expect(photo.url).toBe(photo.versions.large.url);

    const profile = (await api.app.inject({ url: '/api/user/profile', headers })).json().data;
    expect(profile.profilePhoto.url).toBe(photo.url);

    const served = await api.app.inject({ url: photo.versions.medium.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await fileTypeFromBuffer(served.rawPayload))?.mime).toBe('image/webp');

    // A token attaches once.
    expect((await validate(headers, 'profile-photo', token)).statusCode).toBe(404);

    // A new photo replaces the old one, whose files are removed.
    const second = (await requestUpload(headers, 'profile-photo', 'image/png', file.length)).json().data;
    await postFile(second.signedPost, file, 'again.png', 'image/png');
    const replaced = (await validate(headers, 'profile-photo', second.token)).json().data.profilePhoto;
    expect(replaced.url).not.toBe(photo.url);
    expect((await api.app.inject({ url: replaced.url })).statusCode).toBe(200);
    expect((await api.app.inject({ url: photo.versions.medium.url })).statusCode).toBe(404);
  });

  it('strips metadata such as EXIF from the stored image', async () => {
    const { headers } = await signIn(api);
    const file = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret location', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(file).metadata()).exif).toBeDefined();
    const { signedPost, token } = (
      await requestUpload(headers, 'cover-photo', 'image/jpeg', file.length)
    ).json().data;
    await postFile(signedPost, file, 'cover.jpg', 'image/jpeg');
    const validated = await validate(headers, 'cover-photo', token);
    expect(validated.statusCode).toBe(200);
    const cover = validated.json().data.coverPhoto;
    const stored = (await api.app.inject({ url: cover.url })).rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret location'))).toBe(false);
  });

  it('refuses an HTML file named .png, and attaches nothing', async () => {
    const { headers } = await signIn(api);
    const file = htmlPage();
    const { signedPost, token } = (
      await requestUpload(headers, 'profile-photo', 'image/png', file.length)
    ).json().data;
    expect((await postFile(signedPost, file, 'photo.png', 'image/png')).statusCode).toBe(201);
    const validated = await validate(headers, 'profile-photo', token);
    expect(validated.statusCode).toBe(400);
    expect(validated.json().error.message).toBe(UPLOAD_MESSAGES.notAnImage);
    const profile = (await api.app.inject({ url: '/api/user/profile', headers })).json().data;
    expect(profile.profilePhoto).toBeNull();
  });

  it('refuses to sign a file declared larger than 5 MB', async () => {
    const { headers } = await signIn(api);
    const response = await requestUpload(headers, 'profile-photo', 'image/png', MAX_UPLOAD_BYTES + 1);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a posted file larger than 5 MB whatever was declared', async () => {
    const { headers } = await signIn(api);
    const { signedPost, token } = (await requestUpload(headers, 'profile-photo', 'image/png', 1000)).json()
      .data;
    const oversize = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 1);
    const posted = await postFile(signedPost, oversize, 'big.png', 'image/png');
    expect(posted.statusCode).toBe(413);
    expect((await validate(headers, 'profile-photo', token)).statusCode).toBe(400);
  });

  it('refuses a posted file larger than the size its upload declared, naming the signed limit', async () => {
    const { headers } = await signIn(api);
    const { signedPost, token } = (await requestUpload(headers, 'profile-photo', 'image/png', 100)).json()
      .data;
    const posted = await postFile(signedPost, Buffer.alloc(200_000, 1), 'big.png', 'image/png');
    expect(posted.statusCode).toBe(413);
    expect(posted.json().error.message).toBe('The file is larger than 64 KB.');
    expect((await validate(headers, 'profile-photo', token)).statusCode).toBe(400);
  });

  it('refuses a post whose policy was altered to write under another key', async () => {
    const { headers } = await signIn(api);
    const victim = await signIn(api);
    const { signedPost } = (await requestUpload(headers, 'profile-photo', 'image/png', 100)).json().data;
    const key = signedPost.fields.key.replace(/users\/[^/]+/, `users/${victim.user.id}`);
    const forged = { ...signedPost, fields: { ...signedPost.fields, key } };
    expect((await postFile(forged, await png(), 'x.png', 'image/png')).statusCode).toBe(403);
    const policy = JSON.parse(Buffer.from(signedPost.fields.policy, 'base64url').toString());
    const rewritten = Buffer.from(JSON.stringify({ ...policy, key })).toString('base64url');
    const resigned = { ...signedPost, fields: { ...signedPost.fields, key, policy: rewritten } };
    expect((await postFile(resigned, await png(), 'x.png', 'image/png')).statusCode).toBe(403);
  });

  it("does not let one user validate another user's upload", async () => {
    const owner = await signIn(api);
    const other = await signIn(api);
    const file = await png();
    const { signedPost, token } = (
      await requestUpload(owner.headers, 'profile-photo', 'image/png', file.length)
    ).json().data;
    await postFile(signedPost, file, 'me.png', 'image/png');
    expect((await validate(other.headers, 'profile-photo', token)).statusCode).toBe(404);
  });

  it('removes the files of an abandoned upload when the user asks for the next one', async () => {
    const { headers } = await signIn(api);
    const file = await png();
    const first = (await requestUpload(headers, 'profile-photo', 'image/png', file.length)).json().data;
    await postFile(first.signedPost, file, 'never-validated.png', 'image/png');
    const incoming = path.join(api.dataDir, 'uploads', 'incoming', first.signedPost.fields.key);
    expect(existsSync(incoming)).toBe(true);
    await api.database.db
      .update(schema.uploads)
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.uploads.id, first.token));
    await requestUpload(headers, 'profile-photo', 'image/png', file.length);
    expect(existsSync(incoming)).toBe(false);
    const [row] = await api.database.db
      .select()
      .from(schema.uploads)
      .where(eq(schema.uploads.id, first.token));
    expect(row!.status).toBe('rejected');
  });

  it('processes and attaches one upload once, even when two saves name it at the same time', async () => {
    const { headers } = await signIn(api);
    const file = await png();
    const { signedPost, token } = (
      await requestUpload(headers, 'profile-photo', 'image/png', file.length)
    ).json().data;
    await postFile(signedPost, file, 'me.png', 'image/png');
    const answers = await Promise.all([
      validate(headers, 'profile-photo', token),
      validate(headers, 'profile-photo', token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
  });

  it('refuses new uploads while a user has 30 unused ones open', async () => {
    const { headers } = await signIn(api);
    for (let i = 0; i < 30; i++)
      expect((await requestUpload(headers, 'profile-photo', 'image/png', 1000)).statusCode).toBe(200);
    const refused = await requestUpload(headers, 'profile-photo', 'image/png', 1000);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Too many uploads in progress/);
  });

  it('signs and stores several uploads at once, within the same limit, and processes them like any other', async () => {
    const { user } = await signIn(api);
    const services = createApiServices(api.config, api.database.db);
    onTestFinished(() => services.close());
    const { photos } = services;
    const file = await png();
    const body = { contentType: 'image/png', fileSize: file.length } as unknown as UploadRequestBody;
    const granted = await photos.requestUploads(user, 'business-image', [body, body, body]);
    const tokens = granted.map((upload) => upload.token);
    expect(new Set(tokens).size).toBe(3);
    await photos.storeUploads(
      user.id,
      'business-image',
      tokens.map((token) => ({ token, bytes: file })),
    );
    const image = await photos.processUpload(user.id, 'business-image', tokens[0]!);
    expect(Object.keys(image.versions ?? {})).toEqual(['thumb', 'medium', 'large']);
    // Two still open: 28 more reach the limit of 30, 29 are refused whole.
    await expect(
      photos.requestUploads(
        user,
        'business-image',
        Array.from({ length: 29 }, () => body),
      ),
    ).rejects.toMatchObject({ code: 'TooManyRequests' });
    expect(
      await photos.requestUploads(
        user,
        'business-image',
        Array.from({ length: 28 }, () => body),
      ),
    ).toHaveLength(28);
    const stranger = await signIn(api);
    await expect(
      photos.storeUploads(stranger.user.id, 'business-image', [{ token: tokens[1]!, bytes: file }]),
    ).rejects.toMatchObject({ code: 'NotFound' });
  });

  it('serves nothing outside the stored images', async () => {
    expect((await api.app.inject({ url: '/api/files/../../etc/passwd' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/files/incoming/whatever' })).statusCode).toBe(404);
  });
});
