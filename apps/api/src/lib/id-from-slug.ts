import { notFound } from './app-error';
import { commonErrors } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in URLs may be slugs ending with the id (spec part 2, section 2.1): the id is the last 36 characters. A slug
 * that does not end with an id names nothing, so it is a 404 like an unknown id.
 */
export function idFromSlug(value: string, what: 'business' | 'product'): string {
  const id = value.slice(-36);
  if (!UUID.test(id)) throw notFound(commonErrors.text('gone', { what }));
  return id.toLowerCase();
}
