import type { AuditLine, AuditQuery, OperatorAccount, OperatorPage } from '@tradeforge/contracts';
import { OPERATOR_PAGE_SIZE } from '@tradeforge/contracts';
import {
  findUserIdByEmail,
  grantOperatorRole,
  revokeOperatorRole,
  type AuditActor,
  type Db,
} from '@tradeforge/db';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import * as repository from './repository';
import { operatorErrors } from './errors';

export type OperatorService = ReturnType<typeof createOperatorService>;

/**
 * The operator role itself: who holds it, granting and revoking it, and the audit log. Callers are operators
 * already (the route guard checked); every change writes its audit line in the same transaction.
 */
export function createOperatorService({ db, operatorEmail }: { db: Db; operatorEmail: string }) {
  const byConfiguration = (email: string) => email.toLowerCase() === operatorEmail.toLowerCase();
  return {
    async listOperators(): Promise<OperatorAccount[]> {
      const rows = await repository.listOperators(db, operatorEmail);
      return rows.map((row) => ({
        ...row,
        grantedAt: row.grantedAt?.toISOString() ?? null,
        byConfiguration: byConfiguration(row.email),
      }));
    },

    async grant(actor: AuditActor, email: string) {
      const user = await findUserIdByEmail(db, email);
      if (!user) throw invalidField('email', operatorErrors.text('noAccount', { email: email.trim() }));
      await grantOperatorRole(db, user.id, actor);
      return { userID: user.id, operator: true };
    },

    async revoke(actor: AuditActor, userId: string) {
      // Nobody locks themselves out: another operator (or the command line) takes the role away.
      if (actor.id === userId) throw new AppError('Conflict', operatorErrors.text('ownRole'));
      const user = await repository.findUserEmail(db, userId);
      if (user && byConfiguration(user.email))
        throw new AppError('Conflict', operatorErrors.text('configured'));
      if (!(await revokeOperatorRole(db, userId, actor))) throw notFound(operatorErrors.text('notOperator'));
      return { userID: userId, operator: false };
    },

    async readAudit(query: AuditQuery): Promise<OperatorPage<AuditLine>> {
      const { rows, total } = await repository.findAuditPage(db, query.page, query);
      return {
        items: rows.map((row) => ({
          id: row.id,
          actorID: row.actorId,
          actorEmail: row.actorEmail,
          action: row.action,
          objectType: row.objectType,
          objectID: row.objectId,
          before: row.before,
          after: row.after,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: OPERATOR_PAGE_SIZE,
      };
    },
  };
}
