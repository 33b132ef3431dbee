import type { RouteAuth } from '../lib/route-auth';
import type { Authenticator } from './auth';

/** The authenticator as routes see it: pre-handlers, and the user id they set on the request. */
export function createRouteAuth(auth: Authenticator): RouteAuth {
  return {
    requireUser: auth.requireUser,
    requireVerifiedUser: auth.requireVerifiedUser,
    optionalUser: auth.optionalUser,
    userId: (request) => request.user!.id,
    viewerId: (request) => request.user?.id,
  };
}
