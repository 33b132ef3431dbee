/**
 * Text no stored field may hold, shared by the API and the account service: NUL (PostgreSQL text refuses it), the
 * other C0 control characters but tab, line feed, vertical tab, form feed and carriage return (nothing a person
 * types; terminal escapes in a name end up in mails, exports and logs), DEL, and UTF-16 surrogates without their
 * other half (a jsonb column refuses them, a text column silently turns them into U+FFFD).
 */
const isControl = (code: number) => (code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f;
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * What is wrong with a text that cannot be stored (a sentence to put after the field's name), if anything. A loop,
 * not a regular expression: a `\p{Cc}` class with the u flag is rewritten for older browsers into an expression
 * that put 60 KB into every page of the web app, which bundles the contracts.
 */
export function unstorableTextProblem(text: string): string | undefined {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) return 'contains a NUL character, which no text may hold.';
    if (isControl(code))
      return `contains a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')}), which no text may hold.`;
    if (isHigh(code) && isLow(text.charCodeAt(index + 1))) index++;
    else if (isHigh(code) || isLow(code))
      return 'contains a broken character (half of a UTF-16 surrogate pair); send valid Unicode text.';
  }
  return undefined;
}

/**
 * Characters nobody sees: white space and separators, control and format characters (zero-width space and
 * joiners, word joiner, byte order mark, soft hyphen, bidi marks) and the other default-ignorable ones (Hangul
 * fillers, variation selectors). A property class, so new Unicode versions come with the engine; the browsers
 * the web app supports have it natively, so the build leaves it as it is.
 */
const INVISIBLE_ONLY = /^[\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

/**
 * Whether a text has at least one character one can see. A name of zero-width spaces is as blank as one of spaces;
 * joiners inside a visible text (emoji sequences, some scripts) are kept: only a text made of nothing else fails.
 */
const hasVisibleText = (text: string) => !INVISIBLE_ONLY.test(text);

/** Typed text as it is stored: trimmed, and empty when nothing in it can be seen (spaces, zero-width characters). */
export const visibleText = (text: string) => (hasVisibleText(text) ? text.trim() : '');
