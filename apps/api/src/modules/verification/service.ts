import {
  findMembershipPlan,
  MEMBERSHIP_PLANS,
  OPERATOR_PAGE_SIZE,
  type SubscriptionTier,
  type OperatorPage,
  type OperatorVerification,
  type VerificationListQuery,
  type VerificationRequestBody,
  type VerificationState,
  type SiteLocale,
  type VerificationUploadBody,
} from '@tradeforge/contracts';
import { appendAudit, type AuditActor, type Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { AppError, notFound } from '../../lib/app-error';
import { MANAGERS, type BusinessService } from '../businesses';
import type { ProcessedDocument, VerificationDocuments } from './documents';
import { approvedMail, badgeRemovedMail, refusedMail, type VerificationMailContext } from './mails';
import * as repository from './repository';
import { requiredText } from '../../lib/text';
import { commonErrors } from '../../lib/errors';
import { verificationErrors } from './errors';

export interface VerificationDeps {
  db: Db;
  businesses: BusinessService;
  documents: VerificationDocuments;
  mailer: Mailer | undefined;
  mail: VerificationMailContext;
}

export type VerificationService = ReturnType<typeof createVerificationService>;

const PAID_LABELS = MEMBERSHIP_PLANS.filter((plan) => plan.verification).map((plan) => plan.label);
/** Verification is a right of the paid memberships: a free business is told which plans give it. */
function assertEligible(subscription: SubscriptionTier) {
  if (!findMembershipPlan(subscription).verification)
    throw new AppError('Forbidden', verificationErrors.text('paidOnly', { plans: PAID_LABELS.join(', ') }));
}

/**
 * The verified badge: owners of a business with a paid membership ask for it with documents; operators approve,
 * refuse or remove it (audited). Only an approval sets the badge: it means an operator checked the documents.
 */
export function createVerificationService({ db, businesses, documents, mailer, mail }: VerificationDeps) {
  /** Each owner reads the mail in their own language. */
  async function mailOwners(
    businessId: string,
    message: (locale: SiteLocale) => { subject: string; text: string },
  ) {
    if (!mailer) return;
    for (const owner of await repository.findOwners(db, businessId))
      await mailer.send({
        to: owner.email,
        kind: 'verification',
        metadata: { businessID: businessId },
        ...message(localeFromPreference(owner.language)),
      });
  }

  async function decide(actor: AuditActor, requestId: string, approve: boolean, reason: string | null) {
    const decided = await db.transaction(async (tx) => {
      const found = await repository.lockRequest(tx, requestId);
      if (!found) throw notFound(verificationErrors.text('requestGone'));
      if (found.request.status !== 'pending')
        throw new AppError(
          'Conflict',
          verificationErrors.text('alreadyDecided', { status: found.request.status }),
        );
      const status = approve ? 'approved' : 'refused';
      await repository.decideRequest(tx, requestId, { status, reason, decidedBy: actor.id });
      if (approve) await repository.setVerified(tx, found.request.businessId, true);
      await appendAudit(tx, actor, {
        action: `verification.${approve ? 'approve' : 'refuse'}`,
        objectType: 'business',
        objectId: found.request.businessId,
        before: { status: 'pending', verified: found.verified },
        after: { status, verified: approve || found.verified, ...(reason ? { reason } : {}) },
      });
      return found;
    });
    await mailOwners(decided.request.businessId, (locale) =>
      approve
        ? approvedMail(mail, locale, decided.companyName)
        : refusedMail(mail, locale, decided.companyName, reason!),
    );
    return { requestID: requestId, status: approve ? 'approved' : 'refused' };
  }

  return {
    async requestUpload(userId: string, businessId: string, body: VerificationUploadBody) {
      const { business } = await businesses.requireAccess(businessId, userId, ['owner']);
      assertEligible(business.subscription);
      return documents.requestUpload(userId, body);
    },

    /** Puts a document's bytes where its signed post would have put them (scripts: the demo loader). */
    storeUpload: (userId: string, token: string, bytes: Buffer) =>
      documents.storeUpload(userId, token, bytes),

    async submit(
      userId: string,
      businessId: string,
      body: VerificationRequestBody,
    ): Promise<VerificationState> {
      const { business } = await businesses.requireAccess(businessId, userId, ['owner']);
      if (business.verified) throw new AppError('Conflict', verificationErrors.text('alreadyVerified'));
      assertEligible(business.subscription);
      if ((await repository.findLatestRequest(db, businessId))?.status === 'pending')
        throw new AppError('Conflict', verificationErrors.text('pending'));
      const stored: (ProcessedDocument & { kind: (typeof body.documents)[number]['kind'] })[] = [];
      try {
        for (const document of body.documents)
          stored.push({
            ...(await documents.process(userId, document.token)),
            kind: document.kind,
          });
        const request = await repository.insertRequest(
          db,
          { businessId, requestedBy: userId, note: body.note?.trim() || null },
          stored,
        );
        if (!request) throw new AppError('Conflict', verificationErrors.text('pending'));
      } catch (error) {
        await Promise.all(stored.map((document) => documents.remove(document.key)));
        throw error;
      }
      return this.state(userId, businessId);
    },

    async state(userId: string, businessId: string): Promise<VerificationState> {
      const { business } = await businesses.requireAccess(businessId, userId, MANAGERS);
      const request = await repository.findLatestRequest(db, businessId);
      return {
        verified: business.verified,
        subscription: business.subscription,
        eligible: findMembershipPlan(business.subscription).verification,
        request: request
          ? {
              requestID: request.id,
              status: request.status,
              reason: request.reason,
              createdAt: request.createdAt.toISOString(),
              decidedAt: request.decidedAt?.toISOString() ?? null,
            }
          : null,
      };
    },

    async list(query: VerificationListQuery): Promise<OperatorPage<OperatorVerification>> {
      const { rows, files, total } = await repository.findRequestPage(db, query, query.page);
      const items = rows.map(({ request, companyName, subscription, verified }) => ({
        requestID: request.id,
        businessID: request.businessId,
        companyName,
        subscription,
        verified,
        status: request.status,
        note: request.note,
        reason: request.reason,
        createdAt: request.createdAt.toISOString(),
        decidedAt: request.decidedAt?.toISOString() ?? null,
        documents: files
          .filter((file) => file.requestId === request.id)
          .map((file) => ({
            documentID: file.id,
            kind: file.kind,
            contentType: file.contentType,
            size: file.size,
          })),
      }));
      return { items, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
    },

    async readDocument(requestId: string, documentId: string) {
      const document = await repository.findDocument(db, requestId, documentId);
      const bytes = document && (await documents.read(document.key));
      if (!document || !bytes) throw notFound(verificationErrors.text('documentGone'));
      return { bytes, contentType: document.contentType, kind: document.kind };
    },

    approve: (actor: AuditActor, requestId: string) => decide(actor, requestId, true, null),
    refuse: (actor: AuditActor, requestId: string, reason: string) =>
      decide(actor, requestId, false, requiredText('reason', reason)),

    /** Takes the badge away; a new request (with a paid membership) and an approval give it back. */
    async removeBadge(actor: AuditActor, businessId: string, text: string) {
      const reason = requiredText('reason', text);
      const before = await db.transaction(async (tx) => {
        const found = await repository.setVerified(tx, businessId, false);
        if (!found) throw notFound(commonErrors.text('gone', { what: 'business' }));
        if (!found.verified) throw new AppError('Conflict', verificationErrors.text('noBadge'));
        await appendAudit(tx, actor, {
          action: 'verification.remove-badge',
          objectType: 'business',
          objectId: businessId,
          before: { verified: true },
          after: { verified: false, reason },
        });
        return found;
      });
      await mailOwners(businessId, (locale) => badgeRemovedMail(mail, locale, before.companyName, reason));
      return { businessID: businessId, verified: false };
    },
  };
}
