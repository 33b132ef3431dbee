import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createOpaqueToken } from './crypto';

const COOKIE = 'tf_csrf';

/**
 * Double-submit CSRF protection for the account forms: a random value in a SameSite=Strict, HttpOnly cookie and
 * in a hidden field; a post whose field does not match the cookie is refused. Together with the Origin check in
 * `assertSameSiteForm`, a cross-site form post never logs anyone in or changes a password.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[COOKIE];
  if (existing && existing.length >= 32) return existing;
  const token = createOpaqueToken();
  reply.setCookie(COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
  return token;
}

export function isCsrfTokenValid(request: FastifyRequest, submitted: unknown): boolean {
  const cookie = request.cookies[COOKIE];
  if (!cookie || typeof submitted !== 'string' || submitted.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(submitted));
}
