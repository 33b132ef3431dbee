import { expect } from 'vitest';
import type { TestApi } from './helper';

/** Bodies and requests shared by the hostile-input tests (hostile-input.test.ts, invisible-text.test.ts). */
export const GENERAL = {
  companyName: 'Acme Valves',
  businessType: 'MA',
  categories: ['0001.0001-01'],
  shortDescription: 'Precision valves for automation and packaging lines.',
};
export const PRODUCT = {
  name: 'Stainless Ball Valve',
  keywords: ['valve'],
  description: 'Two-piece stainless steel ball valve for water and oil lines.',
  industryId: '0005',
  categoryId: '0005-01',
  stock: true,
  specs: [{ key: 'Size', value: 'DN50' }],
  images: [],
  videos: [],
};

/** A request to the API as `headers()` (read when it is sent, so a sign-in in `beforeAll` is seen); raw text is sent as it is. */
export const requestAs =
  (api: TestApi, headers: () => Record<string, string>) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object | string,
    as: Record<string, string> = headers(),
  ) =>
    api.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...as },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });

export function expectInvalid(response: { statusCode: number; json(): unknown }, message: string) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { error: { name: string; message: string } }).error).toMatchObject({
    name: 'ValidationError',
    message,
  });
}
