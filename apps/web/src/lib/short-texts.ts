import { visibleLength } from '@tradeforge/contracts';

/** A text under its schema's minimum once counted as the API counts it: where it is, and the minimum. */
export interface ShortText {
  path: string[];
  limit: number;
}

interface SchemaNode {
  type?: unknown;
  minLength?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: unknown;
}

/**
 * The texts of a value whose visible length (`visibleLength` of the contracts) is under their schema's
 * `minLength`. TypeBox counts every UTF-16 unit, so "A" and a zero-width space passes a minimum of two that the
 * API refuses; a form checks this too, so it says so on the field instead of failing on save. Objects and arrays
 * are followed; other compositions (unions) hold no length-checked text in the forms.
 */
export function findShortTexts(schema: unknown, value: unknown, path: string[] = []): ShortText[] {
  const node = schema as SchemaNode;
  if (!node || typeof node !== 'object') return [];
  if (node.type === 'string' && typeof node.minLength === 'number' && typeof value === 'string')
    return node.minLength >= 1 && visibleLength(value) < node.minLength
      ? [{ path, limit: node.minLength }]
      : [];
  if (node.type === 'object' && node.properties && value && typeof value === 'object')
    return Object.entries(node.properties).flatMap(([key, property]) =>
      findShortTexts(property, (value as Record<string, unknown>)[key], [...path, key]),
    );
  if (node.type === 'array' && node.items && Array.isArray(value))
    return value.flatMap((item, index) => findShortTexts(node.items, item, [...path, String(index)]));
  return [];
}
