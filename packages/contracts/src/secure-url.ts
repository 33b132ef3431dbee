/** Whether a URL's host is this machine (localhost, *.localhost, 127.0.0.0/8, ::1): plain http cannot be sniffed there. */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * A URL a service fetches security material from (the account service's key set): https, or http on the loopback
 * interface only. Over plain http anyone on the path could swap the keys and mint tokens. Returns the value, or
 * throws at boot naming the variable.
 */
export function requireHttpsOutsideLoopback(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid configuration:\n  ${variable}: not a URL`);
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url))) return value;
  throw new Error(`Invalid configuration:\n  ${variable}: use https (plain http only on localhost)`);
}
