import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ErrorName, type SiteLocale } from '@tradeforge/contracts';
import { pageI18n } from './i18n/page-catalogs';
import { runtimeConfig } from './runtime-config';
import { clearSession, getSession } from './session';
import { getValidToken, refreshSession } from './session-refresh';

/**
 * The failures this client words itself (the API's own messages come worded): descriptors, read in the page's
 * language where they are shown (`errorText`).
 */
export const CLIENT_ERRORS = {
  network: msg`We could not reach the server. Check your connection and try again.`,
  uploadNetwork: msg`The file could not be sent. Check your connection.`,
  uploadFailed: msg`The upload failed.`,
  failed: msg`Something went wrong, please try again.`,
};

/** The names of the failures the client meets itself: no answer at all, or an answer without the API's envelope. */
const NETWORK_ERROR = 'NetworkError' as const;
const HTTP_ERROR = 'HttpError' as const;

const serverAnswered = (status: number) => msg`The server answered ${status}.`;

/**
 * A failure the API declared (`success: false`) or an HTTP error, with the API's error name. A failure the client
 * words itself carries its text as a descriptor: `message` is then its English, `descriptor` what to show.
 */
export class ApiError extends Error {
  readonly descriptor?: MessageDescriptor;
  constructor(
    override readonly name: string,
    message: string | MessageDescriptor,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(typeof message === 'string' ? message : englishOf(message));
    if (typeof message !== 'string') this.descriptor = message;
  }
}

/** A descriptor's English with its values in, for logs (production builds keep only the id). */
export const englishOf = ({ id, message, values }: MessageDescriptor) =>
  (message ?? id).replace(/\{(\w+)\}/g, (_, key: string) => String(values?.[key] ?? ''));

/**
 * What to show for a failure, in the language of `i18n` (the page's, from `useLingui`): the client's own text
 * (an error's `descriptor`) translated, the API's message as it came (worded in the page's language, which every
 * request names: `languageHeader`), or the general failure text without one.
 */
export function errorText(error: unknown, i18n: I18n): string {
  if (error instanceof Error) {
    const { descriptor } = error as { descriptor?: MessageDescriptor };
    if (descriptor) return i18n._(descriptor);
    if (error.message) return error.message;
  }
  return i18n._(CLIENT_ERRORS.failed);
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

/** How requests reach the API: the browser's fetch, or the host's in-process call while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Server rendering only: API reads go through the host itself instead of the network. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (a view beacon sent as the visitor leaves), like `sendBeacon` with headers. */
  keepalive?: boolean;
  /**
   * The language the API reads the request in, where the answer depends on it (search); the page's by default. The
   * server renderer names it, as it renders pages in several languages at once.
   */
  language?: SiteLocale;
}

/** 401 names after which a refresh may help (spec part 1, section 8); JsonWebTokenError ends the session. */
const REFRESHABLE = new Set<string>([
  ErrorName.TokenNotFound,
  ErrorName.TokenExpiredError,
  ErrorName.SessionError,
]);

type Envelope<T> =
  | { success: true; data: T }
  | { success: false; error: { name: string; message: string; details?: unknown } }
  | null;

/**
 * The page's language for the API, which words its errors in it (`Accept-Language`). Server rendering names none:
 * one renderer serves every language at once, and its failed reads show the page's own texts, not the API's.
 */
function languageHeader(): Record<string, string> {
  return import.meta.env.SSR ? {} : { 'accept-language': pageI18n().locale };
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | undefined,
  extraHeaders: Record<string, string> = { accept: 'application/json' },
) {
  const headers: Record<string, string> = {
    ...(options.language ? { 'accept-language': options.language } : languageHeader()),
    ...extraHeaders,
  };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(dropEmptyFields(options.body));
  }
  if (token) headers['wbn-auth'] = token;
  try {
    return await transport(`${runtimeConfig.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, CLIENT_ERRORS.network, 0);
  }
}

/** The access token's `ev` claim (read, not verified: the API verifies it), for the verification notice. */
export function tokenSaysVerified(token: string | undefined): boolean {
  try {
    const payload = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      ev?: unknown;
    };
    return payload.ev !== false;
  } catch {
    return true;
  }
}

/**
 * The one client for the main API: it sends JSON with the session token in `wbn-auth`, unwraps
 * `{ success, data }` and raises every failure as an ApiError. On a 401 that a refresh can cure, it waits for the
 * one shared refresh (other requests queue behind it) and retries once; on JsonWebTokenError it clears the
 * session and reloads. Nothing else calls fetch for the API.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = await getValidToken();
  let response = await send(path, options, token);
  let payload = (await response.json().catch(() => null)) as Envelope<T>;
  if (response.status === 401 && payload && payload.success === false && getSession()) {
    if (payload.error.name === 'JsonWebTokenError') {
      clearSession();
      window.location.reload();
    } else if (REFRESHABLE.has(payload.error.name)) {
      const refreshed = await refreshSession().catch(() => null);
      if (refreshed) {
        response = await send(path, options, refreshed.token);
        payload = (await response.json().catch(() => null)) as Envelope<T>;
      }
    }
  } else if (
    response.status === 403 &&
    payload?.success === false &&
    payload.error.name === 'EmailNotVerified'
  ) {
    // The token predates the verification when the link was opened since: a fresh token carries `ev: true`.
    const refreshed = await refreshSession().catch(() => null);
    if (refreshed && tokenSaysVerified(refreshed.token)) {
      response = await send(path, options, refreshed.token);
      payload = (await response.json().catch(() => null)) as Envelope<T>;
    }
  }
  if (payload && payload.success === true && response.ok) return payload.data;
  if (payload && payload.success === false) {
    throw new ApiError(payload.error.name, payload.error.message, response.status, payload.error.details);
  }
  throw new ApiError(HTTP_ERROR, serverAnswered(response.status), response.status);
}

/**
 * Opens a Server-Sent Events stream of the API with the session token in `wbn-auth` (which EventSource cannot
 * send) and `Last-Event-ID` when resuming. Answers the open response whose body is the stream; a refreshable 401
 * is retried once with a fresh token, other failures are raised as ApiError.
 */
export async function openApiStream(path: string, options: { lastEventId?: string; signal: AbortSignal }) {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  let response = await send(path, options, await getValidToken(), headers);
  if (response.status === 401 && getSession()) {
    const refreshed = await refreshSession().catch(() => null);
    if (refreshed) response = await send(path, options, refreshed.token, headers);
  }
  if (response.ok && response.body) return response.body;
  const payload = (await response.json().catch(() => null)) as Envelope<unknown>;
  const error = payload && payload.success === false ? payload.error : undefined;
  throw new ApiError(
    error?.name ?? HTTP_ERROR,
    error?.message ?? serverAnswered(response.status),
    response.status,
  );
}

/**
 * Posts a file to a signed upload target (spec part 1, section 7): the signed fields first, then the file, as
 * multipart form data. The target is a storage endpoint, not the JSON API, so no token is sent.
 */
export async function postSignedUpload(
  signedPost: { url: string; fields: Record<string, string> },
  file: File,
) {
  const form = new FormData();
  Object.entries(signedPost.fields).forEach(([name, value]) => form.append(name, value));
  form.append('file', file);
  let response: Response;
  try {
    // The local storage driver is the API, which words its refusals; a safelisted header, so no CORS preflight.
    response = await fetch(signedPost.url, { method: 'POST', body: form, headers: languageHeader() });
  } catch {
    throw new ApiError(NETWORK_ERROR, CLIENT_ERRORS.uploadNetwork, 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as Envelope<unknown>;
    const error = payload && payload.success === false ? payload.error : undefined;
    throw new ApiError(
      error?.name ?? HTTP_ERROR,
      error?.message ?? CLIENT_ERRORS.uploadFailed,
      response.status,
    );
  }
}

/**
 * A file the API serves only to a signed-in caller (an operator's verification document): fetched with the token
 * as a Blob, a refreshable 401 retried once; failures are raised as ApiError.
 */
export async function apiDownload(path: string): Promise<Blob> {
  const headers = { accept: '*/*' };
  let response = await send(path, {}, await getValidToken(), headers);
  if (response.status === 401 && getSession()) {
    const refreshed = await refreshSession().catch(() => null);
    if (refreshed) response = await send(path, {}, refreshed.token, headers);
  }
  if (response.ok) return response.blob();
  const payload = (await response.json().catch(() => null)) as Envelope<unknown>;
  const error = payload && payload.success === false ? payload.error : undefined;
  throw new ApiError(
    error?.name ?? HTTP_ERROR,
    error?.message ?? serverAnswered(response.status),
    response.status,
  );
}
