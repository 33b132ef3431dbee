/**
 * Whether `origin` is one of the configured origins (`PUBLIC_URL` and `ALLOWED_ORIGINS`). Never the origin the request
 * was addressed to: the client picks its Host header.
 */
export function isAllowedOrigin(origin: string | undefined, allowed: string[]) {
  return origin !== undefined && allowed.includes(origin);
}

/**
 * The address to send the user back to: `continue` when it is an absolute http(s) URL on an allowed origin, else
 * the web app's home. Never an arbitrary URL (no open redirect), never `javascript:` or protocol-relative tricks.
 */
export function safeContinue(value: string | undefined, allowed: string[], fallback: string): string {
  if (!value || value.length > 2048) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  return isAllowedOrigin(url.origin, allowed) ? url.toString() : fallback;
}
