import { visibleText } from '@tradeforge/contracts';
import { invalidField } from './app-error';

/**
 * A text field the contract requires: its schema counts the characters as sent, so "   " passes a minimum length
 * that its trimmed value, the one stored, does not meet, and zero-width spaces pass both while nobody sees them.
 * The trimmed text, or a ValidationError naming the field ("cannot be blank" for both).
 */
export function requiredText(field: string, value: string, minLength = 1): string {
  const text = visibleText(value);
  if (text.length >= minLength) return text;
  throw invalidField(
    field,
    minLength <= 1 || text.length === 0
      ? `${field}: cannot be blank.`
      : `${field}: needs at least ${minLength} characters besides spaces.`,
  );
}

/** Optional text: trimmed, and nothing (undefined) when only spaces or invisible characters were sent. */
export const optionalText = (value: string | undefined) =>
  (value !== undefined && visibleText(value)) || undefined;
