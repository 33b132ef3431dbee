import { toNestErrors } from '@hookform/resolvers';
import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { TValidationError } from 'typebox/error';
import { Locale, Settings } from 'typebox/system';
import { Value } from 'typebox/value';

/** What a person reads under a text shorter than its minimum (also when only its visible characters are). */
export const minLengthMessage = (limit: number) =>
  limit <= 1 ? 'This field is required.' : `Please enter at least ${limit} characters.`;

/** What a person reads under a field the schema refused; TypeBox's own wording is written for developers. */
function fieldMessage(error: TValidationError): string {
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'minLength':
      return minLengthMessage(error.params.limit);
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

// The web app checks forms with TypeBox only, so its messages are set once, here (when the first form loads it). TypeBox stops at 8 errors by
// default (a guard for servers); a form shows one message per field, and a union alone can give nine.
Locale.Set(fieldMessage);
Settings.Set({ maxErrors: 100 });

export { toNestErrors, typeboxResolver, Value };
