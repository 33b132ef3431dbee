import type { FastifyRequest } from 'fastify';
import { unstorableTextProblem } from '@tradeforge/contracts';
import { AccountsError } from './errors';

/**
 * Form fields and JSON fields holding text no column may store (a NUL failed at PostgreSQL as a 500; control
 * characters and half surrogate pairs would be stored in a name) are a bad request naming the field. Passwords
 * are only hashed, never stored as text, and are left as typed.
 */
export async function refuseUnstorableFields(request: FastifyRequest) {
  for (const values of [request.query, request.body]) {
    if (!values || typeof values !== 'object' || Array.isArray(values)) continue;
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string' || /password/i.test(name)) continue;
      const problem = unstorableTextProblem(value);
      if (problem) throw new AccountsError(400, 'BadRequest', `${name}: ${problem}`);
    }
  }
}
