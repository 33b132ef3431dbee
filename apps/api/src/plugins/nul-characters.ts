import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/app-error';

/** The path of the first string holding a NUL character in a parsed body, query or params, if any. */
export function findNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, `${path}[${index}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character, so a field with one would fail at the database as a 500. Every
 * request's params, query and body are checked before validation, and such a request is a 400 naming the field.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.params, '') ??
      findNulCharacter(request.query, '') ??
      findNulCharacter(request.body, '');
    if (field !== undefined)
      throw invalidField(field, `${field || 'request'}: contains a NUL character, which no text may hold.`);
  });
}
