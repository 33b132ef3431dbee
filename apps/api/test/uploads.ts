import sharp from 'sharp';
import type { TestApi } from './helper';

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
