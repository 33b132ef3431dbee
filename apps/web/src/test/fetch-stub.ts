import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * Replaces fetch with a handler that answers by URL and method, and records every call; the web tier's stand-in
 * for the API and the account service.
 */
export function stubFetch(handler: (call: Call) => Answer) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const answer = await handler(call);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
export const failure = (status: number, name: string, message = name) => ({
  status,
  body: { success: false, error: { name, message } },
});
