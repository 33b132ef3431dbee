import {
  OPERATOR_PAGE_SIZE,
  type ContentListQuery,
  type ModerateBody,
  type OperatorCommentRow,
  type OperatorPage,
  type OperatorPostRow,
  type UndoModerationBody,
} from '@tradeforge/contracts';
import { appendAudit, type AuditActor, type Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { AppError, notFound } from '../../lib/app-error';
import * as content from './content-repository';
import { toAuthor, toPlace } from './content-sql';
import { moderationMail } from './mails';
import * as repository from './repository';
import { requiredText } from '../../lib/text';
import { moderationErrors } from './errors';

const VERB = {
  product: ['hidden', 'shown again'],
  post: ['hidden', 'shown again'],
  comment: ['hidden', 'shown again'],
  business: ['suspended', 'reinstated'],
  user: ['suspended', 'reinstated'],
} as const;

export type ModerationService = ReturnType<typeof createModerationService>;

/**
 * Operators hide products, posts and comments and suspend businesses and users, and undo each. The mark is one
 * column per table that every public read checks (search, pages, feeds, sitemaps, suggestions); a suspended user's
 * sessions end at once. Every change is audited and its owners or author get a mail saying why.
 */
export function createModerationService({
  db,
  mailer,
  siteName,
}: {
  db: Db;
  mailer: Mailer | undefined;
  siteName: string;
}) {
  async function tell(
    object: repository.ModeratedObject,
    type: ModerateBody['objectType'],
    reason: string | null,
  ) {
    if (!mailer) return;
    for (const to of await repository.findRecipients(db, object))
      await mailer.send({
        to: to.email,
        kind: 'moderation',
        ...moderationMail(localeFromPreference(to.language), siteName, { type, title: object.title }, reason),
      });
  }

  async function change(
    actor: AuditActor,
    type: ModerateBody['objectType'],
    id: string,
    reason: string | null,
  ) {
    const on = reason !== null;
    if (type === 'user' && id === actor.id) throw new AppError('Conflict', moderationErrors.text('self'));
    const object = await db.transaction(async (tx) => {
      const changed = await repository.setModeration(tx, type, id, reason);
      if (!changed) {
        if (!(await repository.objectExists(tx, type, id)))
          throw notFound(moderationErrors.text('gone', { type }));
        throw new AppError(
          'Conflict',
          moderationErrors.text(on ? 'already' : 'notYet', { type, state: VERB[type][0] }),
        );
      }
      if (type === 'user' && on) await repository.revokeSessions(tx, id);
      await appendAudit(tx, actor, {
        action: `moderation.${on ? (VERB[type][0] === 'hidden' ? 'hide' : 'suspend') : 'undo'}`,
        objectType: type,
        objectId: id,
        before: { moderated: !on },
        after: { moderated: on, ...(reason ? { reason } : {}) },
      });
      return changed;
    });
    await tell(object, type, reason);
    return { objectType: type, objectID: id, moderated: on };
  }

  return {
    moderate: (actor: AuditActor, body: ModerateBody) =>
      change(actor, body.objectType, body.objectID, requiredText('reason', body.reason)),
    undo: (actor: AuditActor, body: UndoModerationBody) =>
      change(actor, body.objectType, body.objectID, null),

    /** Every post, hidden or not, for operators to find and hide (or show again). */
    async listPosts(query: ContentListQuery): Promise<OperatorPage<OperatorPostRow>> {
      const { rows, total } = await content.findPostPage(db, query);
      const items = rows.map((row) => ({
        postID: row.id,
        content: row.content,
        images: row.images,
        author: toAuthor(row)!,
        createdAt: new Date(row.created_at).toISOString(),
        hiddenAt: row.hidden_at && new Date(row.hidden_at).toISOString(),
        hiddenReason: row.hidden_reason,
      }));
      return { items, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
    },

    /** Every comment and reply (not deleted by its author), with the product or post it is shown under. */
    async listComments(query: ContentListQuery): Promise<OperatorPage<OperatorCommentRow>> {
      const { rows, total } = await content.findCommentPage(db, query);
      const items = rows.map((row) => ({
        commentID: row.id,
        content: row.content,
        reply: row.reply,
        place: toPlace(row),
        author: toAuthor(row)!,
        createdAt: new Date(row.created_at).toISOString(),
        hiddenAt: row.hidden_at && new Date(row.hidden_at).toISOString(),
        hiddenReason: row.hidden_reason,
      }));
      return { items, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
    },
  };
}
