import type { FastifyRequest } from 'fastify';

/** The origin the request itself was addressed to: same-origin calls are always allowed. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function isAllowedOrigin(origin: string | undefined, allowed: string[], request: FastifyRequest) {
  if (!origin) return false;
  return allowed.includes(origin) || origin === ownOrigin(request);
}

/**
 * The address to send the user back to: `continue` when it is an absolute http(s) URL on an allowed origin, else
 * the web app's home. Never an arbitrary URL (no open redirect), never `javascript:` or protocol-relative tricks.
 */
export function safeContinue(
  value: string | undefined,
  allowed: string[],
  request: FastifyRequest,
  fallback: string,
): string {
  if (!value || value.length > 2048) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  return isAllowedOrigin(url.origin, allowed, request) ? url.toString() : fallback;
}
