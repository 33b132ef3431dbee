import {
  OPERATOR_PAGE_SIZE,
  type OperatorPage,
  type OperatorReport,
  type OperatorThreadView,
  type Post,
  type ReportBody,
  type ReportListQuery,
  type ReportReason,
  type ReportedObjectState,
  type ResolveReportBody,
} from '@tradeforge/contracts';
import { appendAudit, type AuditActor, type Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { findCommentPlaces, toAuthor } from '../moderation';
import * as repository from './repository';
import { commonErrors } from '../../lib/errors';
import { reportErrors } from './errors';

const isoOrNull = (at: Date | null) => at && new Date(at).toISOString();

/** Whether the reported object is there, hidden or suspended, and when and why, for the queue's one action. */
function stateOf(row: {
  object_type: string;
  object_title: string | null;
  moderated_at: Date | null;
  moderation_reason: string | null;
}) {
  // The title is null exactly when the object is gone (a comment its author deleted included).
  if (row.object_title === null)
    return { objectState: 'removed' as const, moderatedAt: null, moderationReason: null };
  if (!row.moderated_at)
    return { objectState: 'visible' as const, moderatedAt: null, moderationReason: null };
  const state: ReportedObjectState =
    row.object_type === 'business' || row.object_type === 'user' ? 'suspended' : 'hidden';
  return {
    objectState: state,
    moderatedAt: isoOrNull(row.moderated_at),
    moderationReason: row.moderation_reason,
  };
}

const authorOf = (row: Parameters<typeof toAuthor>[0] & { author_suspended_at: Date | null }) => {
  const author = toAuthor(row);
  return author && { ...author, suspendedAt: isoOrNull(row.author_suspended_at) };
};

export type ReportService = ReturnType<typeof createReportService>;

/** Users' reports of what they see, and the operators' queue of them. */
export function createReportService({
  db,
  readPost,
}: {
  db: Db;
  /** The posts module's read of a post whatever its group or moderation, and whether its group is private. */
  readPost: (postId: string) => Promise<{ post: Post; privateGroup: boolean }>;
}) {
  return {
    async report(userId: string, body: ReportBody) {
      if (body.objectType === 'user' && body.objectID === userId)
        throw new AppError('BadRequest', reportErrors.text('self'));
      if (!(await repository.canReport(db, userId, body.objectType, body.objectID)))
        throw notFound(commonErrors.text('gone', { what: body.objectType }));
      const row = await repository.insertReport(db, {
        reporterId: userId,
        objectType: body.objectType,
        objectId: body.objectID,
        reason: body.reason,
        note: body.note?.trim() || null,
      });
      if (!row) throw new AppError('Conflict', reportErrors.text('already'));
      return { reportID: row.id };
    },

    async list(query: ReportListQuery): Promise<OperatorPage<OperatorReport>> {
      const { rows, total } = await repository.findReportPage(db, query, query.page);
      const places = await findCommentPlaces(
        db,
        rows.flatMap((row) => (row.comment_id ? [row.comment_id] : [])),
      );
      const items = rows.map((row) => ({
        reportID: row.id,
        objectType: row.object_type,
        objectID: row.object_id,
        objectTitle: row.object_title,
        businessID: row.business_id,
        companyName: row.company_name,
        place: row.comment_id ? (places.get(row.comment_id) ?? null) : null,
        rfqID: row.rfq_id,
        ...stateOf(row),
        author: authorOf(row),
        reason: row.reason as ReportReason,
        note: row.note,
        reporterEmail: row.reporter_email,
        status: row.status,
        resolution: row.resolution,
        createdAt: new Date(row.created_at).toISOString(),
      }));
      return { items, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
    },

    /**
     * A reported conversation, for the operator to judge it: read only through its report (a participant chose to
     * show it), and each reading is written to the audit log.
     */
    async readThread(actor: AuditActor, reportId: string): Promise<OperatorThreadView> {
      const found = await repository.findReportedThread(db, reportId);
      if (!found) throw notFound(reportErrors.text('notThread'));
      const { thread, messages } = found;
      await appendAudit(db, actor, {
        action: 'report.read-thread',
        objectType: 'thread',
        objectId: thread.id,
        after: { report: reportId },
      });
      return {
        threadID: thread.id,
        subject: thread.subject,
        status: thread.status,
        createdAt: new Date(thread.created_at).toISOString(),
        sender: {
          userID: thread.sender_id,
          name: thread.sender_name,
          email: thread.sender_email,
          suspendedAt: isoOrNull(thread.sender_suspended_at),
        },
        senderBusiness: thread.sender_business_id
          ? { businessID: thread.sender_business_id, companyName: thread.sender_company_name ?? '' }
          : null,
        receiverBusiness: {
          businessID: thread.receiver_business_id,
          companyName: thread.receiver_company_name,
          suspendedAt: isoOrNull(thread.receiver_suspended_at),
        },
        messages: messages.map((message) => ({
          id: message.id,
          from: message.from_side,
          authorID: message.author_id,
          authorName: message.author_name,
          type: message.type,
          content: message.content,
          createdAt: new Date(message.created_at).toISOString(),
        })),
      };
    },

    /**
     * A reported post, for the operator to judge it. A private group's posts are read by operators only this way,
     * and each such reading is written to the audit log.
     */
    async readPost(actor: AuditActor, reportId: string): Promise<Post> {
      const postId = await repository.findReportedPostId(db, reportId);
      if (!postId) throw notFound(reportErrors.text('notPost'));
      const { post, privateGroup } = await readPost(postId).catch(() => {
        throw notFound(reportErrors.text('notPost'));
      });
      if (privateGroup)
        await appendAudit(db, actor, {
          action: 'report.read-group-post',
          objectType: 'post',
          objectId: postId,
          after: { report: reportId, group: post.group?.groupID ?? null },
        });
      return post;
    },

    async resolve(actor: AuditActor, reportId: string, body: ResolveReportBody) {
      return db.transaction(async (tx) => {
        const report = await repository.lockReport(tx, reportId);
        if (!report) throw notFound(reportErrors.text('reportGone'));
        if (report.status !== 'open')
          throw new AppError('Conflict', reportErrors.text('alreadyClosed', { status: report.status }));
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
