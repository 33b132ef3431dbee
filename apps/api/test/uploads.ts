import sharp from 'sharp';
import type { TestApi } from './helper';

/** The local driver's folder of the test API (its storage is always local). */
export function uploadsDirOf(api: TestApi) {
  const storage = api.config.storage;
  if (storage.driver !== 'local') throw new Error('The test API stores uploads locally');
  return storage.uploadsDir;
}

/** The calls around a signed post: ask for one, and validate what was posted. */
export function uploadCalls(api: TestApi) {
  return {
    requestUpload: (headers: Record<string, string>, kind: string, contentType: string, fileSize: number) =>
      api.app.inject({
        method: 'POST',
        url: `/api/user/${kind}/upload-request`,
        headers,
        payload: { contentType, fileSize },
      }),
    validate: (headers: Record<string, string>, kind: string, token: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/user/${kind}/upload-validate`,
        headers,
        payload: { token },
      }),
  };
}

export const png = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 31, g: 111, b: 178 } } })
    .png()
    .toBuffer();

/** A script-bearing HTML page, which an upload may claim to be a PNG. */
export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A multipart body like a browser's form post: the policy fields first, then the file. */
export function multipart(fields: Record<string, string>, file: Buffer, filename: string, type: string) {
  const boundary = `----tradeforge${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a real PNG of the given size as a business image, the way the browser does, and returns its token. */
export async function uploadBusinessImage(
  api: TestApi,
  headers: Record<string, string>,
  width = 400,
  height = 400,
) {
  const file = await sharp({ create: { width, height, channels: 3, background: '#1f6fb2' } })
    .png()
    .toBuffer();
  const { signedPost, token } = (
    await api.app.inject({
      method: 'POST',
      url: '/api/files/upload-request/business',
      headers,
      payload: { contentType: 'image/png', fileSize: file.length },
    })
  ).json().data;
  const posted = await api.app.inject({
    method: 'POST',
    url: signedPost.url,
    ...multipart(signedPost.fields as Record<string, string>, file, 'image.png', 'image/png'),
  });
  if (posted.statusCode !== 201) throw new Error(`the signed post answered ${posted.statusCode}`);
  return token as string;
}
