import { i18n as pageI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { get, set, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import { visibleText } from '@tradeforge/contracts';
import type { TObject, TSchema } from 'typebox';
import type { TValidationError } from 'typebox/error';
import type * as FormChecker from './form-checker';
import { findShortTexts } from './short-texts';

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

/** A field's message: a descriptor (`msg`), translated when the form checks, or a text already translated. */
export type FieldMessage = MessageDescriptor | string;

/** Messages of one field: one for every refusal, or one per TypeBox keyword (`anyOf`, `format`, ...). */
export type FieldMessages = Record<
  string,
  FieldMessage | Partial<Record<TValidationError['keyword'], FieldMessage>>
>;

const isMessage = (wording: FieldMessages[string]): wording is FieldMessage =>
  typeof wording === 'string' || 'id' in wording;

/** Which i18n words a resolver's messages: the page's (Lingui's `i18n`, which the browser's page activates). */
export interface ResolverLanguage {
  i18n?: I18n;
}

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
 * in them is visible), as they are sent, unless `trim` is false (passwords); their minimum lengths count visible
 * characters, as the API's do. `messages` words a field's refusals where the generic text would be vague
 * (``{ businessType: msg`Select ...` }``). Every message is in the language of `i18n` (the page's by default).
 */
export function schemaResolver<Values extends FieldValues>(
  schema: TObject,
  messages: FieldMessages = {},
  { trim = true, i18n = pageI18n }: { trim?: boolean } & ResolverLanguage = {},
): Resolver<Values> {
  return async (values, context, options) => {
    const { checkIn, minLengthMessage, typeboxResolver } = await loadChecker();
    const resolve = typeboxResolver(schema) as unknown as Resolver<Values>;
    const checked = (trim ? trimStrings(values) : values) as Values;
    let result = await checkIn(i18n, () => resolve(checked, context, options));
    for (const { path, limit } of trim ? findShortTexts(schema, checked) : []) {
      const name = path.join('.');
      if (get(result.errors, name)) continue;
      if (Object.keys(result.errors).length === 0) result = { values: {}, errors: {} };
      const ref = (get(options.fields, name) as { ref?: FieldError['ref'] } | undefined)?.ref;
      set(result.errors, name, { type: 'minLength', message: i18n._(minLengthMessage(limit)), ref });
    }
    for (const [path, wording] of Object.entries(messages)) {
      const error = get(result.errors, path) as FieldError | undefined;
      if (!error) continue;
      const message = isMessage(wording) ? wording : wording[error.type as keyof typeof wording];
      if (message) error.message = typeof message === 'string' ? message : i18n._(message);
    }
    return result;
  };
}

/**
 * A resolver that checks the request body a form's values become (`toBody`) against the contract's schema itself,
 * for forms whose fields are the body's fields typed as text. A refusal lands on the field named like the body
 * property it concerns, or on `fieldOf[property]` where the names differ. Messages are in the language of `i18n`
 * (the page's by default).
 */
export function bodyResolver<Values extends FieldValues, Body>(
  schema: TObject,
  toBody: (values: Values) => Body,
  fieldOf: Record<string, string> = {},
  { i18n = pageI18n }: ResolverLanguage = {},
): Resolver<Values> {
  return async (values, _context, options) => {
    const { checkIn, minLengthMessage, toNestErrors, Value } = await loadChecker();
    const errors: Record<string, FieldError> = {};
    const body = toBody(values);
    for (const error of checkIn(i18n, () => [...Value.Errors(schema, body)])) {
      const properties =
        error.keyword === 'required' && error.instancePath === ''
          ? error.params.requiredProperties
          : [error.instancePath.split('/')[1] ?? ''];
      for (const property of properties) {
        const field = fieldOf[property] ?? property;
        errors[field] ??= { type: error.keyword, message: error.message };
      }
    }
    // Minimum lengths count visible characters, as the API's do ("A" and a zero-width space is one character).
    for (const { path, limit } of findShortTexts(schema, body)) {
      const field = fieldOf[path[0] ?? ''] ?? path[0] ?? '';
      errors[field] ??= { type: 'minLength', message: i18n._(minLengthMessage(limit)) };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
