/**
 * Error names carried in `error.name`. The four token names come from the spec (part 1, section 8) and drive the
 * web client's refresh logic; the rest are the API's own.
 */
export const ErrorName = {
  BadRequest: 'BadRequest',
  ValidationError: 'ValidationError',
  NotFound: 'NotFound',
  Forbidden: 'Forbidden',
  /** 403: the account has not opened its verification mail yet, so it may not write to others. */
  EmailNotVerified: 'EmailNotVerified',
  Conflict: 'Conflict',
  /** The card was refused (declined, expired, failed authentication): the message says why. */
  CardError: 'CardError',
  /** The payment provider could not be reached or failed: nothing was charged, try again later. */
  PaymentUnavailable: 'PaymentUnavailable',
  PayloadTooLarge: 'PayloadTooLarge',
  TooManyRequests: 'TooManyRequests',
  ServiceUnavailable: 'ServiceUnavailable',
  InternalServerError: 'InternalServerError',
  TokenNotFound: 'TokenNotFound',
  TokenExpiredError: 'TokenExpiredError',
  JsonWebTokenError: 'JsonWebTokenError',
  SessionError: 'SessionError',
} as const;
export type ErrorName = (typeof ErrorName)[keyof typeof ErrorName];
