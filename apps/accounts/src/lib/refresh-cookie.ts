import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser keeps its refresh token in an HttpOnly cookie scoped to the account service, out of reach of the
 * page's scripts (an XSS cannot read it). `__Secure-` on https: a plain-http page cannot plant one. SameSite=Strict:
 * never sent from another site; the Origin allowlist of the token routes covers the rest of CSRF.
 */
export interface RefreshCookie {
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string, expiresAt: Date): void;
  clear(reply: FastifyReply): void;
}

export function refreshCookie(secure: boolean, path: string): RefreshCookie {
  const name = secure ? '__Secure-tf_refresh' : 'tf_refresh';
  const options = { httpOnly: true, secure, sameSite: 'strict' as const, path: path || '/' };
  return {
    read: (request) => {
      const value = request.cookies[name];
      return value && value.length <= 4096 ? value : undefined;
    },
    set: (reply, token, expiresAt) => void reply.setCookie(name, token, { ...options, expires: expiresAt }),
    clear: (reply) => void reply.clearCookie(name, options),
  };
}
