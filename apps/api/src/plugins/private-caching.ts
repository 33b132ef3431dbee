import type { FastifyInstance } from 'fastify';
import { AUTH_HEADER } from '@tradeforge/contracts';

const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Every answer of `app` to an authenticated request (it carries the access token, or the auth layer found a user)
 * says `private, no-store`, so neither a shared cache nor the browser's disk keeps one user's profile, messages or lists.
 * A route that set its own rule keeps it (a public search list is the same for everyone); anonymous answers are
 * left as they were.
 */
export function markPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const authenticated = request.headers[AUTH_HEADER] !== undefined || request.user !== undefined;
    if (authenticated && !reply.hasHeader('cache-control'))
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  });
}
