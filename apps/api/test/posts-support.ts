import type { TestApi } from './helper';
import { uploadBusinessImage } from './uploads';

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
    uploadImage: (headers: Headers) => uploadBusinessImage(api, headers, 300, 200),
  };
}
