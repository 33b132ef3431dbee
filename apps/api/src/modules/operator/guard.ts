import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findOperator, type AuditActor, type Db } from '@tradeforge/db';
import { AppError } from '../../lib/app-error';
import type { RouteAuth } from '../../lib/route-auth';
import { operatorErrors } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on `/operator/*` routes once the caller is known to hold the operator role. */
    operator?: AuditActor;
  }
}

export interface OperatorGuardOptions {
  db: Db;
  auth: RouteAuth;
  /** OPERATOR_EMAIL: its account is an operator by configuration. */
  operatorEmail: string;
}

/**
 * Every route of the plugin it is added to answers 401 to visitors and 403 to users without the operator role,
 * before its body is even read (an `onRequest` hook scoped to the `/operator` prefix's plugin).
 */
export function guardOperatorRoutes(app: FastifyInstance, { db, auth, operatorEmail }: OperatorGuardOptions) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await auth.requireUser(request);
    const user = request.user!;
    const operator = await findOperator(db, user.id, {
      email: operatorEmail,
      emailVerified: user.emailVerified,
    });
    if (!operator) throw new AppError('Forbidden', operatorErrors.text('operatorsOnly'));
    request.operator = operator;
  });
}

/** The operator of a guarded request. */
export const operatorOf = (request: FastifyRequest): AuditActor => request.operator!;
