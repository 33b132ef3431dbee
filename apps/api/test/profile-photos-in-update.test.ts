import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { png, postSignedUpload } from './uploads';

const api = useTestApi();

/** POST /files/upload-request/user and the signed post, as a client written from the spec would do. */
async function uploadUserImage(headers: Record<string, string>, purpose?: 'cover-photo') {
  const file = await png();
  const asked = await api.app.inject({
    method: 'POST',
    url: '/api/files/upload-request/user',
    headers,
    payload: { contentType: 'image/png', fileSize: file.length, ...(purpose ? { purpose } : {}) },
  });
  expect(asked.statusCode).toBe(200);
  return postSignedUpload(api, asked.json().data, file, 'me.png', 'image/png');
}

const update = (headers: Record<string, string>, body: object) =>
  api.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: body });

describe('photos in PUT /api/user/profile', () => {
  it('attaches a profile photo and a cover from upload-request/user tokens', async () => {
    const { headers } = await signIn(api);
    const profilePhoto = { token: await uploadUserImage(headers) };
    const coverPhoto = { token: await uploadUserImage(headers, 'cover-photo') };
    const response = await update(headers, { city: 'Austin', profilePhoto, coverPhoto });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile.city).toBe('Austin');
    expect(profile.profilePhoto.url).toMatch(/profile-photo\/.+-large\.webp$/);
    expect(profile.coverPhoto.url).toMatch(/cover-photo\/.+-large\.webp$/);
  });

  it('keeps a photo sent by its url and removes one sent as null', async () => {
    const { headers } = await signIn(api);
    const saved = (await update(headers, { profilePhoto: { token: await uploadUserImage(headers) } })).json()
      .data;
    const kept = await update(headers, { profilePhoto: { url: saved.profilePhoto.url } });
    expect(kept.json().data.profilePhoto).toEqual(saved.profilePhoto);
    const removed = await update(headers, { profilePhoto: null });
    expect(removed.json().data.profilePhoto).toBeNull();
  });

  it('answers 400 naming the field for a url the profile does not have, and changes nothing', async () => {
    const { headers } = await signIn(api);
    const response = await update(headers, {
      city: 'Austin',
      coverPhoto: { url: 'https://example.com/cover.png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('coverPhoto: upload the photo first and send its token.');
    const own = await api.app.inject({ url: '/api/user/profile', headers });
    expect(own.json().data.city).toBeNull();
  });

  it("refuses a token of another user's upload as unknown (404)", async () => {
    const { headers } = await signIn(api);
    const other = await signIn(api);
    const token = await uploadUserImage(other.headers);
    const response = await update(headers, { profilePhoto: { token } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This upload does not exist or has expired.');
  });
});
