import sharp from 'sharp';
import { expect } from 'vitest';
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

/** The smallest PDF the document uploads take (its magic bytes are what is checked). */
export const minimalPdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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

/**
 * Posts `file` to the local signed post an upload request granted, as a browser's form does; the post must be
 * taken (201). Answers the grant's token.
 */
export async function postSignedUpload(
  api: TestApi,
  grant: { signedPost: { url: string; fields: Record<string, string> }; token: string },
  file: Buffer,
  fileName: string,
  contentType: string,
) {
  const posted = await api.app.inject({
    method: 'POST',
    url: grant.signedPost.url,
    ...multipart(grant.signedPost.fields, file, fileName, contentType),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return grant.token;
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
  const asked = await api.app.inject({
    method: 'POST',
    url: '/api/files/upload-request/business',
    headers,
    payload: { contentType: 'image/png', fileSize: file.length },
  });
  return postSignedUpload(api, asked.json().data, file, 'image.png', 'image/png');
}
