import type { FastifyRequest } from 'fastify';

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
  /** The session (login) the request's token belongs to; only call after `requireUser`. */
  sessionId(request: FastifyRequest): string;
  /** The viewer's id, if any; after `optionalUser`. */
  viewerId(request: FastifyRequest): string | undefined;
  /** Whether the logged-in user's e-mail counts as verified (the token's `ev`); only call after `requireUser`. */
  emailVerified(request: FastifyRequest): boolean;
}
