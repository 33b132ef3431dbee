import { runtimeConfig } from './runtime-config';

/** A failure the API declared (`success: false`) or an HTTP error, with the API's error name. */
export class ApiError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The spec asks that outgoing payloads drop any field that is null or NaN, at every depth. */
export function dropEmptyFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(dropEmptyFields) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).filter(
      ([, field]) => field !== null && !(typeof field === 'number' && Number.isNaN(field)),
    );
    return Object.fromEntries(entries.map(([key, field]) => [key, dropEmptyFields(field)])) as T;
  }
  return value;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one client for the main API: it sends JSON, unwraps `{ success, data }` and raises every failure as an
 * ApiError. Nothing else calls fetch for the API.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(dropEmptyFields(options.body));
  }
  let response: Response;
  try {
    response = await fetch(`${runtimeConfig.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      'NetworkError',
      'We could not reach the server. Check your connection and try again.',
      0,
    );
  }
  const payload = (await response.json().catch(() => null)) as
    | { success: true; data: T }
    | { success: false; error: { name: string; message: string; details?: unknown } }
    | null;
  if (payload && payload.success === true && response.ok) return payload.data;
  if (payload && payload.success === false) {
    throw new ApiError(payload.error.name, payload.error.message, response.status, payload.error.details);
  }
  throw new ApiError('HttpError', `The server answered ${response.status}.`, response.status);
}
