import type { I18n } from '@lingui/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorText } from './http';

/**
 * Marks the fields an API refusal names (the first segment of each detail's JSON pointer, `/title` or
 * `/attachments/0`) on a react-hook-form form, the first one focused; `rename` maps a body field to the form field
 * that holds it. Says whether any was named: when none was, the caller shows the error as a whole.
 */
export function setApiFieldErrors<T extends FieldValues>(
  error: unknown,
  form: { values: T; setError: UseFormSetError<T>; i18n: I18n },
  rename: Record<string, string> = {},
): boolean {
  const details = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
  let named = false;
  for (const detail of details as { path?: string; message?: unknown }[]) {
    const field = detail.path?.replace(/^\//, '').split('/')[0];
    const name = field && (rename[field] ?? field);
    if (name && name in form.values) {
      const message = typeof detail.message === 'string' ? detail.message : errorText(error, form.i18n);
      form.setError(name as Path<T>, { message }, { shouldFocus: !named });
      named = true;
    }
  }
  return named;
}
