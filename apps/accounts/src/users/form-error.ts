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

/**
 * Several fields refused at once (registration checks every field before answering): each field's message, in the
 * form's order. `message` and `field` are the first one's, for callers that show one.
 */
export class FormErrors extends FormError {
  constructor(readonly fields: { field: string; message: string }[]) {
    super(fields[0]!.message, fields[0]!.field);
  }
}
