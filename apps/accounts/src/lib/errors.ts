import type { FastifyRequest } from 'fastify';
import { AUTH_HEADER, ErrorBody } from '@tradeforge/contracts';

/** A failure of the account service's JSON routes, answered as `{ success: false, error: { name, message } }`. */
export class AccountsError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

export const tokenError = () =>
  new AccountsError(400, 'TokenError', 'This sign-in link is invalid or has already been used.');
export const sessionError = (message = 'Your session has ended, please log in again.') =>
  new AccountsError(401, 'SessionError', message);
export const forbiddenOrigin = () =>
  new AccountsError(403, 'Forbidden', 'This request must come from the site itself.');

/** The error answers every JSON route declares beside its 200. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};

/** The token in `wbn-auth`, or 401 TokenNotFound. */
export function authHeader(request: FastifyRequest) {
  const value = request.headers[AUTH_HEADER];
  if (typeof value !== 'string' || value.length === 0 || value.length > 4096)
    throw new AccountsError(401, 'TokenNotFound', `The ${AUTH_HEADER} header is missing.`);
  return value;
}
