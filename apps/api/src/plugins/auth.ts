import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_TYPE, AUTH_HEADER } from '@tradeforge/contracts';
import { isSessionActive, type Db } from '@tradeforge/db';
import { AppError } from '../lib/app-error';
import { pluginErrors } from './errors';
import type { RouteAuth } from '../lib/route-auth';

export interface AuthUser {
  id: string;
  sessionId: string;
  /** The token's `ev` claim: false until the account opened its verification mail (when the site sends mail). */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export interface AuthOptions {
  db: Db;
  getKey: JWTVerifyGetKey;
  issuer: string;
  audience: string;
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/**
 * Verifies the access token in `wbn-auth` against the account service's public keys, with the algorithm, issuer,
 * audience and token type fixed (an `alg: none` token, another audience's token or a refresh token never pass),
 * then checks that its session was not revoked. The 401 names are the spec's: they drive the web app's refresh.
 */
export function createAuthenticator({ db, getKey, issuer, audience }: AuthOptions) {
  async function verify(token: string): Promise<AuthUser> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer,
        audience,
        typ: ACCESS_TOKEN_TYPE,
        requiredClaims: ['sub', 'sid', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new AppError('TokenExpiredError', pluginErrors.text('tokenExpired'));
      throw new AppError('JsonWebTokenError', pluginErrors.text('tokenInvalid'));
    }
    const user = {
      id: String(payload.sub),
      sessionId: String(payload.sid),
      emailVerified: payload.ev === true,
    };
    if (!(await isSessionActive(db, user.sessionId)))
      throw new AppError('SessionError', pluginErrors.text('sessionEnded'));
    return user;
  }

  async function requireUser(request: FastifyRequest) {
    const token = request.headers[AUTH_HEADER];
    if (typeof token !== 'string' || token.length === 0)
      throw new AppError('TokenNotFound', pluginErrors.text('tokenMissing', { header: AUTH_HEADER }));
    request.user = await verify(token);
  }

  return {
    /** preHandler for routes that need a logged-in user: sets `request.user` or answers 401. */
    requireUser,
    /**
     * preHandler for writes that reach other people (inquiries, messages, posts, comments): a logged-in user whose
     * e-mail is verified, or 403 EmailNotVerified.
     */
    async requireVerifiedUser(request: FastifyRequest) {
      await requireUser(request);
      if (!request.user!.emailVerified)
        throw new AppError('EmailNotVerified', pluginErrors.text('emailNotVerified'));
    },
    /**
     * preHandler for public routes that answer differently to a logged-in viewer. No token means a visitor; a
     * token that fails still answers 401, so that the browser refreshes it instead of silently seeing less.
     */
    async optionalUser(request: FastifyRequest) {
      if (request.headers[AUTH_HEADER] !== undefined) await requireUser(request);
    },
  };
}

/** The authenticator as routes see it: pre-handlers, and the user id they set on the request. */
export function createRouteAuth(auth: Authenticator): RouteAuth {
  return {
    requireUser: auth.requireUser,
    requireVerifiedUser: auth.requireVerifiedUser,
    optionalUser: auth.optionalUser,
    userId: (request) => request.user!.id,
    sessionId: (request) => request.user!.sessionId,
    viewerId: (request) => request.user?.id,
    emailVerified: (request) => request.user!.emailVerified,
  };
}
