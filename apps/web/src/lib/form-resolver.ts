import { typeboxResolver } from '@hookform/resolvers/typebox';
import { get, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { TObject } from 'typebox';
import type { TValidationError } from 'typebox/error';
import { Locale, Settings } from 'typebox/system';

/** What a person reads under a field the schema refused; TypeBox's own wording is written for developers. */
function fieldMessage(error: TValidationError): string {
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'minLength':
      return error.params.limit <= 1
        ? 'This field is required.'
        : `Please enter at least ${error.params.limit} characters.`;
    case 'maxLength':
      return `Please enter at most ${error.params.limit} characters.`;
    case 'minItems':
      return error.params.limit <= 1
        ? 'Please choose at least one.'
        : `Please choose at least ${error.params.limit}.`;
    case 'maxItems':
      return `Please choose at most ${error.params.limit}.`;
    case 'minimum':
      return `Please enter ${String(error.params.limit)} or more.`;
    case 'maximum':
      return `Please enter ${String(error.params.limit)} or less.`;
    case 'uniqueItems':
      return 'Please remove the repeated entries.';
    case 'format':
      return error.params.format === 'email'
        ? 'Please enter a valid e-mail address.'
        : 'Please check this value.';
    case '~refine':
      return error.params.message;
    default:
      return 'Please check this value.';
  }
}

// The web app checks forms with TypeBox only, so its messages are set once, here. TypeBox stops at 8 errors by
// default (a guard for servers); a form shows one message per field, and a union alone can give nine.
Locale.Set(fieldMessage);
Settings.Set({ maxErrors: 100 });

/** Messages of one field: one for every refusal, or one per TypeBox keyword (`anyOf`, `format`, ...). */
export type FieldMessages = Record<string, string | Partial<Record<TValidationError['keyword'], string>>>;

const trimStrings = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)]));
  }
  return value;
};

/**
 * A react-hook-form resolver from a TypeBox schema (built from the contracts' request schemas, so the browser
 * checks what the server checks). Texts are checked and handed to the submit handler trimmed, as they are sent,
 * unless `trim` is false (passwords); `messages` words a field's refusals where the generic text would be vague
 * (`{ businessType: 'Select ...' }`).
 */
export function schemaResolver<Values extends FieldValues>(
  schema: TObject,
  messages: FieldMessages = {},
  { trim = true }: { trim?: boolean } = {},
): Resolver<Values> {
  const resolve = typeboxResolver(schema) as unknown as Resolver<Values>;
  return async (values, context, options) => {
    const result = await resolve((trim ? trimStrings(values) : values) as Values, context, options);
    for (const [path, wording] of Object.entries(messages)) {
      const error = get(result.errors, path) as FieldError | undefined;
      if (!error) continue;
      const message = typeof wording === 'string' ? wording : wording[error.type as keyof typeof wording];
      if (message) error.message = message;
    }
    return result;
  };
}
