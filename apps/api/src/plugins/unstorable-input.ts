import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/app-error';

/**
 * Characters no stored text may hold: NUL (PostgreSQL text refuses it), the other C0 control characters but tab,
 * line feed, vertical tab, form feed and carriage return (nothing a person types; terminal escapes in a name end
 * up in mails, exports and logs), DEL, and UTF-16 surrogates without their other half (a jsonb column refuses
 * them, a text column silently turns them into U+FFFD).
 */
const isControl = (code: number) => (code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f;
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Any control character (tab and line breaks included) or lone surrogate: most texts skip the loop below. */
const SUSPECT = /[\p{Cc}\p{Cs}]/u;

function problemOf(text: string): string | undefined {
  if (!SUSPECT.test(text)) return undefined;
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

type Found = { path: string; problem: string };

/** Deeper than any body the API takes; a client's `[[[[...]]]]` stops here instead of exhausting the stack. */
const MAX_DEPTH = 32;

/**
 * The first value of a parsed body, query or params that cannot be stored, with its path and what is wrong;
 * `numbersOnly` skips the texts (already checked before validation).
 */
export function findUnstorable(
  value: unknown,
  path: string,
  numbersOnly = false,
  depth = 0,
): Found | undefined {
  if (typeof value === 'string') {
    const problem = numbersOnly ? undefined : problemOf(value);
    return problem ? { path, problem } : undefined;
  }
  // JSON has no Infinity, but 1e400 parses to it, and a query string's "1e400" is coerced to it by the schema.
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : { path, problem: 'must be a finite number.' };
  // A raw body (the payment webhook reads bytes) is not a set of fields.
  if (ArrayBuffer.isView(value)) return undefined;
  if (depth > MAX_DEPTH && value && typeof value === 'object')
    return { path, problem: 'is nested too deeply.' };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorable(item, `${path}[${index}]`, numbersOnly, depth + 1);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnstorable(item, path ? `${path}.${key}` : key, numbersOnly, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

function refuse(found: Found | undefined) {
  if (found) throw invalidField(found.path, `${found.path || 'request'}: ${found.problem}`);
}

/**
 * Every request's params, query and body are checked before validation for text that cannot be stored (above),
 * and again after it, when the schemas have coerced query strings to numbers, for numbers that are not finite:
 * either is a 400 naming the field instead of a failure at the database (500) or a query with `Infinity` in it.
 */
export function refuseUnstorableInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuse(
      findUnstorable(request.params, '') ??
        findUnstorable(request.query, '') ??
        findUnstorable(request.body, ''),
    );
  });
  app.addHook('preHandler', async (request) => {
    refuse(findUnstorable(request.query, '', true) ?? findUnstorable(request.body, '', true));
  });
}
