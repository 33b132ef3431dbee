import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AUTH_HEADER,
  ChangePasswordBody,
  ErrorBody,
  GetSessionBody,
  Ok,
  SessionData,
  TokenCheck,
} from '@tradeforge/contracts';
import { AccountsError, forbiddenOrigin, sessionError } from '../lib/errors';
import { isAllowedOrigin } from '../lib/origins';
import type { KeyStore } from './key-store';
import { FormError, type UserService } from '../users/service';
import type { TokenService } from './service';

interface TokenDeps {
  tokens: TokenService;
  users: UserService;
  keys: KeyStore;
  webOrigins: (request: FastifyRequest) => string[];
}

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};

/**
 * The JSON routes the web app calls. Only POST from an allowed web origin: a request without an allowed `Origin`
 * is refused, and CORS headers name that origin only (never `*`, never an echo of an unknown one).
 */
export async function tokenRoutes(app: FastifyInstance, { tokens, users, keys, webOrigins }: TokenDeps) {
  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(keys.jwks),
  );

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin;
      if (!isAllowedOrigin(origin, webOrigins(request), request)) throw forbiddenOrigin();
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
    const paths = ['/get-session', '/refresh-token', '/logout', '/check-token', '/change-password'];
    for (const url of paths) guarded.options(url, async () => undefined);

    const header = (request: FastifyRequest) => {
      const value = request.headers[AUTH_HEADER];
      if (typeof value !== 'string' || value.length === 0 || value.length > 4096)
        throw new AccountsError(401, 'TokenNotFound', `The ${AUTH_HEADER} header is missing.`);
      return value;
    };
    // Generous: a whole office behind one address refreshes every 15 minutes per person.
    const rateLimit = { max: 300, timeWindow: 60_000 };

    guarded.post(
      '/get-session',
      {
        config: { rateLimit },
        schema: { body: GetSessionBody, response: { 200: Ok(SessionData), ...errors } },
      },
      async (request) => ({
        success: true,
        data: await tokens.exchangeHandoffCode(
          (request.body as GetSessionBody).token,
          (request.body as GetSessionBody).state,
        ),
      }),
    );
    guarded.post(
      '/refresh-token',
      { config: { rateLimit }, schema: { response: { 200: Ok(SessionData), ...errors } } },
      async (request) => {
        const token = header(request);
        if (token.includes('.')) throw sessionError('Send the refresh token, not the access token.');
        return { success: true, data: await tokens.refresh(token) };
      },
    );
    guarded.post(
      '/logout',
      { schema: { response: { 200: Ok(Type.Object({ loggedOut: Type.Literal(true) })), ...errors } } },
      async (request) => {
        await tokens.logout(header(request));
        return { success: true, data: { loggedOut: true as const } };
      },
    );
    guarded.post(
      '/check-token',
      { schema: { response: { 200: Ok(TokenCheck), ...errors } } },
      async (request) => ({ success: true, data: await tokens.checkAccessToken(header(request)) }),
    );
    guarded.post(
      '/change-password',
      {
        config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
        schema: {
          body: ChangePasswordBody,
          response: { 200: Ok(Type.Object({ changed: Type.Literal(true) })), ...errors },
        },
      },
      async (request) => {
        const claims = await tokens.authenticate(header(request));
        const body = request.body as ChangePasswordBody;
        try {
          await users.changePassword(claims.userId, claims.sessionId, body.currentPassword, body.newPassword);
        } catch (error) {
          if (!(error instanceof FormError)) throw error;
          const name = error.field === 'currentPassword' ? 'InvalidPassword' : 'WeakPassword';
          throw new AccountsError(400, name, error.message);
        }
        return { success: true, data: { changed: true as const } };
      },
    );
  });
}
