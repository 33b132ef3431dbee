/**
 * The operator's console (issue 19): the operator role, its audit log, and the operator routes under
 * `/operator`, every one behind the prefix's guard (`guard.ts`: 401 for visitors, 403 for non-operators, before
 * anything else runs). Other modules hand in their operator routes as `sections`. Every change writes a line to
 * `operator_audit_log` (`appendAudit` in `@tradeforge/db`). Why: docs/decisions/0071-operator-role-and-console.md.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@tradeforge/db';
import type { RouteAuth } from '../../lib/route-auth';
import { consoleRoutes } from './console-routes';
import type { ConsoleService } from './console-service';
import { guardOperatorRoutes } from './guard';
import { operatorRoleRoutes } from './routes';
import type { OperatorService } from './service';

export { createOperatorService, type OperatorService } from './service';
export { createConsoleService, type ConsoleService } from './console-service';
export { operatorOf } from './guard';

export interface OperatorRouteOptions {
  db: Db;
  auth: RouteAuth;
  operatorEmail: string;
  operators: OperatorService;
  console: ConsoleService;
  /** Other modules' operator routes (verification, reports, moderation), registered behind the same guard. */
  sections?: FastifyPluginAsync[];
}

/** Register with `prefix: '/operator'`: the guard covers every route registered here and nothing else. */
export const operatorRoutes: FastifyPluginAsyncTypebox<OperatorRouteOptions> = async (app, options) => {
  guardOperatorRoutes(app, options);
  await app.register(operatorRoleRoutes, { operators: options.operators });
  await app.register(consoleRoutes, { console: options.console });
  for (const section of options.sections ?? []) await app.register(section);
};
