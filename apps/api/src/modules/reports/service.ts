import {
  OPERATOR_PAGE_SIZE,
  type OperatorPage,
  type OperatorReport,
  type ReportBody,
  type ReportListQuery,
  type ReportReason,
  type ResolveReportBody,
} from '@tradeforge/contracts';
import { appendAudit, type AuditActor, type Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import * as repository from './repository';

export type ReportService = ReturnType<typeof createReportService>;

/** Users' reports of what they see, and the operators' queue of them. */
export function createReportService({ db }: { db: Db }) {
  return {
    async report(userId: string, body: ReportBody) {
      if (body.objectType === 'user' && body.objectID === userId)
        throw new AppError('BadRequest', 'You cannot report yourself.');
      if (!(await repository.canReport(db, userId, body.objectType, body.objectID)))
        throw notFound(`This ${body.objectType} does not exist or was removed.`);
      const row = await repository.insertReport(db, {
        reporterId: userId,
        objectType: body.objectType,
        objectId: body.objectID,
        reason: body.reason,
        note: body.note?.trim() || null,
      });
      if (!row)
        throw new AppError('Conflict', 'You have reported this already; an operator will look at it.');
      return { reportID: row.id };
    },

    async list(query: ReportListQuery): Promise<OperatorPage<OperatorReport>> {
      const { rows, total } = await repository.findReportPage(db, query, query.page);
      const items = rows.map((row) => ({
        reportID: row.id,
        objectType: row.object_type,
        objectID: row.object_id,
        objectTitle: row.object_title,
        businessID: row.business_id,
        companyName: row.company_name,
        reason: row.reason as ReportReason,
        note: row.note,
        reporterEmail: row.reporter_email,
        status: row.status,
        resolution: row.resolution,
        createdAt: new Date(row.created_at).toISOString(),
      }));
      return { items, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
    },

    async resolve(actor: AuditActor, reportId: string, body: ResolveReportBody) {
      return db.transaction(async (tx) => {
        const report = await repository.lockReport(tx, reportId);
        if (!report) throw notFound('This report does not exist.');
        if (report.status !== 'open')
          throw new AppError('Conflict', `This report was already ${report.status}.`);
        const resolution = body.resolution?.trim() || null;
        await repository.closeReport(tx, reportId, { status: body.status, resolution, resolvedBy: actor.id });
        await appendAudit(tx, actor, {
          action: `report.${body.status === 'resolved' ? 'resolve' : 'dismiss'}`,
          objectType: 'report',
          objectId: reportId,
          before: { status: 'open' },
          after: { status: body.status, resolution, object: `${report.objectType}:${report.objectId}` },
        });
        return { reportID: reportId, status: body.status };
      });
    },
  };
}
