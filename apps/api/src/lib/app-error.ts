import type { ErrorName, ValidationIssue } from '@tradeforge/contracts';

/** What went wrong, in the vocabulary of the API; the error handler turns it into a status and an envelope. */
export const AppErrorCode = {
  BadRequest: 400,
  ValidationError: 400,
  TokenNotFound: 401,
  TokenExpiredError: 401,
  JsonWebTokenError: 401,
  SessionError: 401,
  Forbidden: 403,
  EmailNotVerified: 403,
  NotFound: 404,
  Conflict: 409,
  CardError: 402,
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  PaymentUnavailable: 502,
  ServiceUnavailable: 503,
} as const satisfies Partial<Record<ErrorName, number>>;
export type AppErrorCode = keyof typeof AppErrorCode;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: ValidationIssue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = AppErrorCode[code];
  }
}

export const notFound = (message: string) => new AppError('NotFound', message);

/** A ValidationError naming the one field at fault (`details` is `[{ path: '/field', message }]`). */
export const invalidField = (field: string, message: string) =>
  new AppError('ValidationError', message, [{ path: `/${field}`, message }]);
