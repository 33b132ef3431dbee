import { resolveStorageOrigins } from '@tradeforge/api';
import type { HostConfig } from './config';

/** The origin of an absolute base URL; same-origin paths need no CSP entry beyond 'self'. */
const origin = (url: string) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []);
const unique = (...lists: string[][]) => [...new Set(lists.flat())];

/**
 * The web app's Content-Security-Policy directives: no inline or third-party scripts. Besides its own origin the
 * page may reach the API and account service (when they run on other hosts) and, with the s3 storage driver, the
 * bucket it posts uploads to (connect-src) and the hosts images are read from (img-src: the public URL, and the
 * bucket for the presigned URLs of private groups' pictures).
 */
export async function webCspDirectives(config: HostConfig): Promise<Record<string, string[]>> {
  const backends = unique(origin(config.apiUrl), origin(config.accountsUrl));
  const storage = await resolveStorageOrigins(config.api.storage);
  // Stripe.js and its Payment Element frames, only with the stripe payment driver (Stripe's documented CSP).
  const stripe = config.api.payments.provider === 'stripe';
  const stripeScripts = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...stripeScripts],
    // Radix popovers position themselves with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: unique(["'self'", 'data:', 'blob:'], backends, storage.images),
    mediaSrc: ["'self'", ...backends],
    fontSrc: ["'self'", 'data:'],
    connectSrc: unique(["'self'"], backends, storage.uploads, stripe ? ['https://api.stripe.com'] : []),
    frameSrc: ['https://www.youtube-nocookie.com', ...stripeFrames],
    formAction: ["'self'", ...backends],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
