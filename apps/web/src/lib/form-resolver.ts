import { get, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import { visibleText } from '@tradeforge/contracts';
import type { TObject, TSchema } from 'typebox';
import type { TValidationError } from 'typebox/error';
import type * as FormChecker from './form-checker';

/**
 * TypeBox's checker is loaded with the first form that validates, not with the site: the entry chunk carries only
 * the schema builders the contracts need.
 */
let checker: typeof FormChecker | undefined;
const loadChecker = async () => (checker ??= await import('./form-checker'));

/**
 * Whether a value matches a schema, for refinements of a form schema (a list typed as text checked as the list it
 * becomes). Refinements run inside a resolver's check, so the checker is loaded by then.
 */
export function matchesSchema(schema: TSchema, value: unknown): boolean {
  if (!checker) throw new Error('matchesSchema runs only inside a schemaResolver check.');
  return checker.Value.Check(schema, value);
}

/** Messages of one field: one for every refusal, or one per TypeBox keyword (`anyOf`, `format`, ...). */
export type FieldMessages = Record<string, string | Partial<Record<TValidationError['keyword'], string>>>;

// A text of zero-width or other invisible characters only is as empty as one of spaces, as the API holds it.
const trimStrings = (value: unknown): unknown => {
  if (typeof value === 'string') return visibleText(value);
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)]));
  }
  return value;
};

/**
 * A react-hook-form resolver from a TypeBox schema (built from the contracts' request schemas, so the browser
 * checks what the server checks). Texts are checked and handed to the submit handler trimmed (empty when nothing
 * in them is visible), as they are sent, unless `trim` is false (passwords); `messages` words a field's refusals
 * where the generic text would be vague (`{ businessType: 'Select ...' }`).
 */
export function schemaResolver<Values extends FieldValues>(
  schema: TObject,
  messages: FieldMessages = {},
  { trim = true }: { trim?: boolean } = {},
): Resolver<Values> {
  return async (values, context, options) => {
    const resolve = (await loadChecker()).typeboxResolver(schema) as unknown as Resolver<Values>;
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

/**
 * A resolver that checks the request body a form's values become (`toBody`) against the contract's schema itself,
 * for forms whose fields are the body's fields typed as text. A refusal lands on the field named like the body
 * property it concerns, or on `fieldOf[property]` where the names differ.
 */
export function bodyResolver<Values extends FieldValues, Body>(
  schema: TObject,
  toBody: (values: Values) => Body,
  fieldOf: Record<string, string> = {},
): Resolver<Values> {
  return async (values, _context, options) => {
    const { toNestErrors, Value } = await loadChecker();
    const errors: Record<string, FieldError> = {};
    for (const error of Value.Errors(schema, toBody(values))) {
      const properties =
        error.keyword === 'required' && error.instancePath === ''
          ? error.params.requiredProperties
          : [error.instancePath.split('/')[1] ?? ''];
      for (const property of properties) {
        const field = fieldOf[property] ?? property;
        errors[field] ??= { type: error.keyword, message: error.message };
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
