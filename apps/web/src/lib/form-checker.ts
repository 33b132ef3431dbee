import { toNestErrors } from '@hookform/resolvers';
import { i18n as pageI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { TValidationError } from 'typebox/error';
import { Locale, Settings } from 'typebox/system';
import { Value } from 'typebox/value';

/** What a person reads under a text shorter than its minimum (also when only its visible characters are). */
export const minLengthMessage = (limit: number): MessageDescriptor =>
  limit <= 1 ? msg`This field is required.` : msg`Please enter at least ${limit} characters.`;

/**
 * What a person reads under a field the schema refused, as a message to translate; TypeBox's own wording is written
 * for developers. A refinement's message comes as its form wrote it.
 */
function fieldMessage(error: TValidationError): MessageDescriptor | string {
  switch (error.keyword) {
    case 'required':
      return msg`This field is required.`;
    case 'minLength':
      return minLengthMessage(error.params.limit);
    case 'maxLength': {
      const limit = error.params.limit;
      return msg`Please enter at most ${limit} characters.`;
    }
    case 'minItems': {
      const limit = error.params.limit;
      return limit <= 1 ? msg`Please choose at least one.` : msg`Please choose at least ${limit}.`;
    }
    case 'maxItems': {
      const limit = error.params.limit;
      return msg`Please choose at most ${limit}.`;
    }
    case 'minimum': {
      const limit = String(error.params.limit);
      return msg`Please enter ${limit} or more.`;
    }
    case 'maximum': {
      const limit = String(error.params.limit);
      return msg`Please enter ${limit} or less.`;
    }
    case 'uniqueItems':
      return msg`Please remove the repeated entries.`;
    case 'format':
      return error.params.format === 'email'
        ? msg`Please enter a valid e-mail address.`
        : msg`Please check this value.`;
    case '~refine':
      return error.params.message;
    default:
      return msg`Please check this value.`;
  }
}

/**
 * The language TypeBox's messages are written in: the resolver that checks sets it right before each check (which
 * TypeBox runs synchronously), so every form reads its messages in its page's language.
 */
let language: I18n = pageI18n;

/** Checks with `check` and words TypeBox's messages with `i18n`. */
export function checkIn<Result>(i18n: I18n, check: () => Result): Result {
  const previous = language;
  language = i18n;
  try {
    return check();
  } finally {
    language = previous;
  }
}

const translated = (error: TValidationError) => {
  const message = fieldMessage(error);
  return typeof message === 'string' ? message : language._(message);
};

// The web app checks forms with TypeBox only, so its messages are set once, here (when the first form loads it). TypeBox stops at 8 errors by
// default (a guard for servers); a form shows one message per field, and a union alone can give nine.
Locale.Set(translated);
Settings.Set({ maxErrors: 100 });

export { toNestErrors, typeboxResolver, Value };
