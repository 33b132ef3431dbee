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
 * large enough to weigh on every page of the web app, which bundles the contracts.
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
const INVISIBLE = /^[\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
/**
 * Invisible characters that change the visible one before them: variation selectors (U+FE0F makes "❤" the red
 * emoji "❤️") and emoji tags (the flags of England, Scotland and Wales end with them). Kept at a text's end.
 */
const ATTACHED = /^[\p{Variation_Selector}\u{E0020}-\u{E007F}]$/u;
/**
 * What a length limit does not count: format and other default-ignorable characters (joiners, soft hyphens,
 * fillers, variation selectors) and combining marks, which are drawn on the character before them.
 */
const UNCOUNTED = /^[\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}]$/u;

/**
 * Whether a text has at least one character one can see. A name of zero-width spaces is as blank as one of spaces;
 * joiners inside a visible text (emoji sequences, some scripts) are kept: only a text made of nothing else fails.
 */
const hasVisibleText = (text: string) => !INVISIBLE_ONLY.test(text);

/** The length (in UTF-16 units) of the code point at `index`, a high surrogate's pair being one. */
const unitsAt = (text: string, index: number) => ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);

/** Where the visible text ends: after its last visible character and the selectors and tags attached to it. */
function visibleEnd(text: string): number {
  let end = text.length;
  let attachedEnd = -1;
  while (end > 0) {
    const size = end > 1 && isLow(text.charCodeAt(end - 1)) && isHigh(text.charCodeAt(end - 2)) ? 2 : 1;
    const character = text.slice(end - size, end);
    if (!INVISIBLE.test(character)) return attachedEnd === -1 ? end : attachedEnd;
    if (!ATTACHED.test(character)) attachedEnd = -1;
    else if (attachedEnd === -1) attachedEnd = end;
    end -= size;
  }
  return 0;
}

/**
 * Typed text as it is stored: without the white space and invisible characters at either end (a zero-width space
 * pasted after a name, a byte order mark before it), and empty when nothing in it can be seen. Inside the text
 * nothing is removed: joiners in emoji sequences and Indic scripts and soft hyphens in words are the writer's.
 * A loop rather than a `[...]+$` expression, which would take quadratic time on a long run of spaces inside a text.
 */
export function visibleText(text: string): string {
  if (!hasVisibleText(text)) return '';
  let start = 0;
  while (INVISIBLE.test(String.fromCodePoint(text.codePointAt(start) ?? 0))) start += unitsAt(text, start);
  return text.slice(start, visibleEnd(text));
}

/**
 * How many characters of a text a length limit counts: those of its visible text (ends trimmed) but format and
 * default-ignorable characters and combining marks, so "A" and a zero-width space is one character, not two, and
 * so is an accented letter typed as a letter and an accent. Spaces between words count. Minimum lengths of
 * required texts are checked against it, in the API, the account service and the web app's forms.
 */
export function visibleLength(text: string): number {
  let count = 0;
  for (const character of visibleText(text)) if (!UNCOUNTED.test(character)) count++;
  return count;
}
