/**
 * A refusal to show on the form: a message, the field it is about when there is one, and the status the JSON
 * routes answer it with (400, or 429 for a limit).
 */
export class FormError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
