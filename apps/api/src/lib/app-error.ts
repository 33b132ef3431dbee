import type { ErrorName, SiteLocale, ValidationIssue } from '@tradeforge/contracts';
import type { Localized } from '@tradeforge/i18n';

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

/** A ValidationIssue whose message is read in the reader's language. */
export interface LocalizedIssue {
  path: string;
  message: Localized;
}

/**
 * A failure the API chose to answer. Its text is a module's message with its values (`errors.text(key, values)`,
 * see `defineMessages`), read in the request's language by the error handler; `message` is its English, for logs.
 * A plain string is not a `Localized`, so an untranslated text does not type-check.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    readonly text: Localized,
    readonly issues?: LocalizedIssue[],
  ) {
    super(text('en'));
    this.name = 'AppError';
    this.statusCode = AppErrorCode[code];
  }

  /** The error's message and details in `locale`. */
  in(locale: SiteLocale): { message: string; details?: ValidationIssue[] } {
    const details = this.issues?.map((issue) => ({ path: issue.path, message: issue.message(locale) }));
    return { message: this.text(locale), ...(details ? { details } : {}) };
  }
}

/**
 * A text the API passes on as it received it, in no language of ours (a payment provider's own words): the only
 * way to build an AppError from a plain string.
 */
export const verbatim =
  (text: string): Localized =>
  () =>
    text;

export const notFound = (text: Localized) => new AppError('NotFound', text);

/** A ValidationError naming the one field at fault (`details` is `[{ path: '/field', message }]`). */
export const invalidField = (field: string, text: Localized) =>
  new AppError('ValidationError', text, [{ path: `/${field}`, message: text }]);
