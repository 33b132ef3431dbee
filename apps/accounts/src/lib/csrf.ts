import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createOpaqueToken } from './crypto';

/**
 * On https the cookie is `__Host-` prefixed: browsers then accept it only when Secure, for Path=/ and without a
 * Domain, so a sibling subdomain or a plain-http page cannot plant a value to match a forged form. Plain http
 * (local development) cannot use the prefix.
 */
const cookieName = (secure: boolean) => (secure ? '__Host-tf_csrf' : 'tf_csrf');

/**
 * Double-submit CSRF protection for the account forms: a random value in a SameSite=Strict, HttpOnly cookie and
 * in a hidden field; a post whose field does not match the cookie is refused. Together with the Origin check in
 * `assertSameSiteForm`, a cross-site form post never logs anyone in or changes a password.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const name = cookieName(secure);
  const existing = request.cookies[name];
  if (existing && existing.length >= 32) return existing;
  const token = createOpaqueToken();
  reply.setCookie(name, token, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
  return token;
}

export function isCsrfTokenValid(request: FastifyRequest, submitted: unknown, secure: boolean): boolean {
  const cookie = request.cookies[cookieName(secure)];
  if (!cookie || typeof submitted !== 'string' || submitted.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(submitted));
}
