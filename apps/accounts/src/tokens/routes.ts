import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AUTH_HEADER, GetSessionBody, Ok, SessionData, TokenCheck } from '@tradeforge/contracts';
import { accountRoutes, ACCOUNT_PATHS, type AccountDeps } from '../account/routes';
import { AccountsError, authHeader, errorResponses, forbiddenOrigin, sessionError } from '../lib/errors';
import { isAllowedOrigin } from '../lib/origins';
import type { RefreshCookie } from '../lib/refresh-cookie';
import type { KeyStore } from './key-store';

export interface TokenDeps extends AccountDeps {
  keys: KeyStore;
  webOrigins: string[];
  refreshCookie: RefreshCookie;
}

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'];

/**
 * The JSON routes the web app calls. Only POST from an allowed web origin: a request without an allowed `Origin`
 * is refused, and CORS headers name that origin only (never `*`, never an echo of an unknown one).
 */
export async function tokenRoutes(app: FastifyInstance, deps: TokenDeps) {
  const { tokens, keys, webOrigins, refreshCookie } = deps;
  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(keys.jwks),
  );

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin;
      if (!isAllowedOrigin(origin, webOrigins)) throw forbiddenOrigin();
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true')
        .header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        return reply
          .header('access-control-allow-methods', 'POST')
          .header('access-control-allow-headers', `content-type, ${AUTH_HEADER}`)
          .header('access-control-max-age', '600')
          .status(204)
          .send();
      }
    });
    const paths = ['/get-session', '/refresh-token', '/logout', '/check-token', ...ACCOUNT_PATHS];
    for (const url of paths) guarded.options(url, async () => undefined);

    /**
     * Browsers send the refresh token as the HttpOnly cookie; other clients in `wbn-auth` as before. The answer goes
     * back the way the token came: a cookie-borne token's successor is set as the cookie and left out of the body.
     */
    const refreshTokenOf = (request: FastifyRequest) => {
      if (request.headers[AUTH_HEADER] !== undefined) return { token: authHeader(request), cookie: false };
      const token = refreshCookie.read(request);
      if (!token) throw new AccountsError(401, 'TokenNotFound', 'No refresh token was sent.');
      return { token, cookie: true };
    };
    const answerSession = (reply: FastifyReply, session: SessionData, cookie: boolean) => {
      if (!cookie) return { success: true, data: session };
      refreshCookie.set(reply, session.refreshToken!, new Date(session.refreshTokenExpire * 1000));
      const { refreshToken: _inCookie, ...rest } = session;
      return { success: true, data: rest };
    };
    // Generous: a whole office behind one address refreshes every 15 minutes per person.
    const rateLimit = { max: 300, timeWindow: 60_000 };

    guarded.post(
      '/get-session',
      {
        config: { rateLimit },
        schema: { body: GetSessionBody, response: { 200: Ok(SessionData), ...errorResponses } },
      },
      async (request, reply) => {
        const body = request.body as GetSessionBody;
        const session = await tokens.exchangeHandoffCode(body.token, body.state, userAgentOf(request));
        return answerSession(reply, session, body.refreshTokenIn === 'cookie');
      },
    );
    guarded.post(
      '/refresh-token',
      { config: { rateLimit }, schema: { response: { 200: Ok(SessionData), ...errorResponses } } },
      async (request, reply) => {
        const { token, cookie } = refreshTokenOf(request);
        if (token.includes('.')) throw sessionError('Send the refresh token, not the access token.');
        try {
          return answerSession(reply, await tokens.refresh(token, userAgentOf(request)), cookie);
        } catch (error) {
          // A dead session's cookie is useless: drop it. A racing tab's 409 keeps the (already new) cookie.
          if (cookie && (error as AccountsError).statusCode === 401) refreshCookie.clear(reply);
          throw error;
        }
      },
    );
    guarded.post(
      '/logout',
      {
        schema: { response: { 200: Ok(Type.Object({ loggedOut: Type.Literal(true) })), ...errorResponses } },
      },
      async (request, reply) => {
        const token =
          request.headers[AUTH_HEADER] !== undefined ? authHeader(request) : refreshCookie.read(request);
        refreshCookie.clear(reply);
        if (token) await tokens.logout(token);
        return { success: true, data: { loggedOut: true as const } };
      },
    );
    guarded.post(
      '/check-token',
      { schema: { response: { 200: Ok(TokenCheck), ...errorResponses } } },
      async (request) => ({ success: true, data: await tokens.checkAccessToken(authHeader(request)) }),
    );
    await accountRoutes(guarded, deps);
  });
}
