import type { FastifyRequest } from 'fastify';
import { notFound } from './app-error';

/**
 * What routes need from authentication: pre-handlers that require or merely read the session, and the user id
 * they found. The auth plugin provides it; routes stay independent of how tokens are verified.
 */
export interface RouteAuth {
  /** Answers 401 (TokenNotFound, TokenExpiredError, JsonWebTokenError, SessionError) without a valid session. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** As `requireUser`, and 403 EmailNotVerified for an account that has not verified its e-mail yet. */
  requireVerifiedUser(request: FastifyRequest): Promise<void>;
  /** Reads the session when a token is sent; a visitor without one passes as anonymous. */
  optionalUser(request: FastifyRequest): Promise<void>;
  /** The logged-in user's id; only call after `requireUser`. */
  userId(request: FastifyRequest): string;
  /** The viewer's id, if any; after `optionalUser`. */
  viewerId(request: FastifyRequest): string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in URLs may be slugs ending with the id (spec part 2, section 2.1): the id is the last 36 characters. A slug
 * that does not end with an id names nothing, so it is a 404 like an unknown id.
 */
export function idFromSlug(value: string, what: 'business' | 'product'): string {
  const id = value.slice(-36);
  if (!UUID.test(id)) throw notFound(`This ${what} does not exist or was removed.`);
  return id.toLowerCase();
}
