import fc, { type Arbitrary } from 'fast-check';

/** The JSON Schema keywords our TypeBox contracts use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** Values a schema does not allow, in every type: what a careless or hostile client sends. */
export const hostile: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    '',
    ' ',
    '0',
    'null',
    '../../etc/passwd',
    '%00',
    "'; drop table x;--",
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ minLength: 2_000, maxLength: 12_000 }),
);

export interface GenerateOptions {
  /** Ids of real objects, mixed into every uuid so that requests reach real rows, not only unknown ids. */
  ids: string[];
  /** Chance (0..1) at each value of breaking the schema instead of following it. */
  breakRate: number;
}

const cap = (value: number | undefined, fallback: number) => Math.min(value ?? fallback, fallback);

function stringFor(schema: JsonSchema, options: GenerateOptions): Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, cap(schema.maxLength, 80));
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.uuid(), fc.constantFrom(...options.ids));
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  // A character class repeated (`^[A-Za-z0-9_-]+$`): drawn per character, so that length limits hold.
  const repeated = schema.pattern && /^\^(\[[^\]]+\])[+*]\$$/.exec(schema.pattern);
  if (repeated) {
    const unit = fc.stringMatching(new RegExp(`^${repeated[1]}$`));
    return fc.string({ minLength, maxLength, unit });
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
}

function numberFor(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectFor(schema: JsonSchema, options: GenerateOptions): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, options)]),
  );
  return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
}

/** A fast-check arbitrary for a JSON Schema: valid values, broken now and then at any depth. */
export function arbitraryFor(schema: JsonSchema, options: GenerateOptions): Arbitrary<unknown> {
  const valid = validFor(schema, options);
  if (options.breakRate <= 0) return valid;
  const weight = Math.max(1, Math.round(options.breakRate * 100));
  return fc.oneof({ arbitrary: valid, weight: 100 - weight }, { arbitrary: hostile, weight });
}

function validFor(schema: JsonSchema, options: GenerateOptions): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => arbitraryFor(member, options)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, options);
    case 'integer':
    case 'number':
      return numberFor(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items, options) : hostile, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, cap(schema.maxItems, 6)),
      });
    case 'object':
      return objectFor(schema, options);
    default:
      return hostile;
  }
}
