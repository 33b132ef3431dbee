import { visibleLength, visibleText } from '@tradeforge/contracts';
import { invalidField } from './app-error';
import { commonErrors } from './errors';

/**
 * A text field the contract requires: its schema counts the characters as sent, so "   " passes a minimum length
 * that its trimmed value, the one stored, does not meet, and zero-width spaces pass both while nobody sees them.
 * The minimum counts visible characters (`visibleLength`): "A" and a zero-width space is one character.
 * The trimmed text, or a ValidationError naming the field ("cannot be blank" when nothing visible is left).
 */
export function requiredText(field: string, value: string, minLength = 1): string {
  const text = visibleText(value);
  const length = visibleLength(text);
  if (length >= Math.max(minLength, 1)) return text;
  throw invalidField(
    field,
    minLength <= 1 || length === 0
      ? commonErrors.text('blank', { field })
      : commonErrors.text('tooShort', { field, min: minLength }),
  );
}

/** Optional text: trimmed, and nothing (undefined) when only spaces or invisible characters were sent. */
export const optionalText = (value: string | undefined) =>
  (value !== undefined && visibleText(value)) || undefined;
