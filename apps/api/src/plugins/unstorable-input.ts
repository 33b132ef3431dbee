import type { FastifyInstance } from 'fastify';
import { unstorableTextProblem as problemOf } from '@tradeforge/contracts';
import { invalidField } from '../lib/app-error';
import { pluginErrors } from './errors';

type Problem = 'nulCharacter' | 'controlCharacter' | 'brokenCharacter' | 'notFinite' | 'nestedTooDeeply';
type Found = { path: string; problem: Problem; code?: string };

/** The contracts' wording of a text's problem (shared with the account service) as one of this API's messages. */
function textProblem(path: string, text: string): Found | undefined {
  const problem = problemOf(text);
  if (!problem) return undefined;
  const control = /\((U\+[0-9A-F]{4})\)/.exec(problem);
  if (control) return { path, problem: 'controlCharacter', code: control[1] };
  return { path, problem: problem.includes('NUL') ? 'nulCharacter' : 'brokenCharacter' };
}

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
  if (typeof value === 'string') return numbersOnly ? undefined : textProblem(path, value);
  // JSON has no Infinity, but 1e400 parses to it, and a query string's "1e400" is coerced to it by the schema.
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { path, problem: 'notFinite' };
  // A raw body (the payment webhook reads bytes) is not a set of fields.
  if (ArrayBuffer.isView(value)) return undefined;
  if (depth > MAX_DEPTH && value && typeof value === 'object') return { path, problem: 'nestedTooDeeply' };
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
  if (found)
    throw invalidField(
      found.path,
      pluginErrors.text(found.problem, { field: found.path || 'request', code: found.code }),
    );
}

/**
 * Every request's params, query and body are checked before validation for text that cannot be stored (NUL,
 * control characters, half a surrogate pair: `unstorableTextProblem` in the contracts), and again after it, when
 * the schemas have coerced query strings to numbers, for numbers that are not finite: either is a 400 naming the
 * field instead of a failure at the database (500) or a query with `Infinity` in it.
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
