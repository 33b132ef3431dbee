import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApi } from './helper';

export type Headers = Record<string, string>;

export function postCalls(api: TestApi) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    makePost: (headers: Headers, body: object) => call('POST', '/api/social/posts/make-post', headers, body),
    removePost: (headers: Headers, postID: string) =>
      call('DELETE', '/api/social/posts/remove-post', headers, { postID }),
    newsfeed: (headers: Headers, nextID?: string) =>
      call('GET', `/api/newsfeed/load${nextID ? `?nextID=${nextID}` : ''}`, headers),
    timeline: (id: string, query = '', headers: Headers = {}) =>
      call('GET', `/api/timeline/load/${id}${query}`, headers),

    /** Uploads a real PNG the way the browser does (signed post) and returns its token. */
    async uploadImage(headers: Headers) {
      const file = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1f6fb2' } })
        .png()
        .toBuffer();
      const { signedPost, token } = (
        await call('POST', '/api/files/upload-request/business', headers, {
          contentType: 'image/png',
          fileSize: file.length,
        })
      ).json().data;
      const boundary = '----tradeforgepost';
      const fields = Object.entries(signedPost.fields as Record<string, string>)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('');
      const head = `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      const posted = await api.app.inject({
        method: 'POST',
        url: signedPost.url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      expect(posted.statusCode).toBe(201);
      return token as string;
    },
  };
}
