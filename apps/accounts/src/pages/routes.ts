import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountsError } from '../lib/errors';
import { createPageKit, type PageDeps } from './page-kit';
import { recoveryRoutes } from './recovery-routes';
import { signInRoutes } from './sign-in-routes';
import { ACCOUNTS_CSS } from './style';

/**
 * A field or parameter sent twice arrives as an array, which no page expects, and a body that is not a set of
 * fields (JSON null, a list, a bare value, or nothing at all on a post) is no form: both are refused as a bad
 * request up front rather than failing somewhere inside.
 */
async function refuseRepeatedFields(request: FastifyRequest) {
  const { body } = request;
  if (request.method === 'POST' && body === undefined)
    throw new AccountsError(400, 'BadRequest', 'This form arrived empty.');
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
    throw new AccountsError(400, 'BadRequest', 'This form arrived in a shape no page sends.');
  for (const values of [request.query, body]) {
    if (values && typeof values === 'object' && Object.values(values).some(Array.isArray))
      throw new AccountsError(400, 'BadRequest', 'A field of this form was sent more than once.');
  }
}

/** The account pages: plain HTML forms that work without JavaScript and always carry `continue` along. */
export async function pageRoutes(app: FastifyInstance, deps: PageDeps) {
  await app.register(async (pages) => {
    pages.addHook('preValidation', refuseRepeatedFields);
    definePages(pages, deps);
  });
}

function definePages(app: FastifyInstance, deps: PageDeps) {
  const kit = createPageKit(app, deps);
  app.get('/assets/accounts.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ACCOUNTS_CSS),
  );
  signInRoutes(app, deps, kit);
  recoveryRoutes(app, deps, kit);
}
