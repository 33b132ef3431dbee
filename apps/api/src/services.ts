import type { BusinessProfile } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { createMailer, type MailerOptions } from '@tradeforge/mail';
import type { ApiConfig } from './config';
import {
  createBusinessListService,
  createBusinessService,
  createInvitationService,
  createMemberService,
  MANAGERS,
} from './modules/businesses';
import { createPostService } from './modules/posts';
import {
  createGroupInvitationService,
  createGroupMemberService,
  createGroupOperatorService,
  createGroupService,
  notifyGroupPosts,
} from './modules/groups';
import {
  createAttachmentService,
  createMailSettingsService,
  createMessageMails,
  createMessageService,
} from './modules/messages';
import { createMembershipService, createRenewalJob } from './modules/memberships';
import { createFavoriteService } from './modules/favorites';
import { createOnboardingService } from './modules/onboarding';
import { createInsightsCounter, createInsightsService } from './modules/insights';
import { createSavedSearchJob, createSavedSearchService } from './modules/saved-searches';
import { createNeedHelpService } from './modules/need-help';
import { createConsoleService, createOperatorService } from './modules/operator';
import { createModerationService } from './modules/moderation';
import { createReportService } from './modules/reports';
import { createVerificationDocuments, createVerificationService } from './modules/verification';
import { createNotificationService } from './modules/notifications';
import { createAccountDeletionService, createDataExportService } from './modules/data-rights';
import { createDatasheetService, createProductService } from './modules/products';
import { createReferenceService } from './modules/reference';
import { createSearchService } from './modules/search';
import { createRfqServices } from './modules/rfqs';
import { createSocialService } from './modules/social';
import { createProfilePhotoService, createProfileService } from './modules/users';
import { createInvalidatedCache } from './lib/invalidated-cache';
import { createPaymentProvider } from './platform/payments';
import { createPhotoService, createPrivateImages, type StoredImage } from './platform/uploads';
import { createConfiguredStorage } from './platform/storage/configured';
import { listenForMemoryChanges } from './memory-listeners';

export type ApiServices = ReturnType<typeof createApiServices>;
/** Where services write what operators should see (mail failures); the API passes its request logger. */
export type ServiceLog = MailerOptions['log'];
/** For scripts and tests: failures still reach the console, routine lines do not. */
const quietLog: ServiceLog = { info() {}, error: (details, message) => console.error(message, details) };

/**
 * The one composition root: every service behind the API routes, wired once. The routes use them, and so does the
 * host's demo data loader, so demo data passes the same validation, image processing and search indexing as real
 * data. `close` releases what they hold (the mail transport).
 */
export function createApiServices(
  config: ApiConfig,
  db: Db,
  log: ServiceLog = quietLog,
  /** `mails: false` for the demo loader: its conversations, payments and reminders mail nobody. */
  options: { mails?: boolean } = {},
) {
  const mailsOn = options.mails !== false;
  const storage = createConfiguredStorage(config, db);
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const reference = createReferenceService(db);
  const photos = createPhotoService(db, storage.driver);
  const privateImages = createPrivateImages(storage.driver);
  const presentImages = (images: StoredImage[]) => privateImages.present(images);
  const resolveImage = (token: string, userId: string, options?: { private: boolean }) =>
    photos.processUpload(userId, 'business-image', token, options);
  const datasheets = createDatasheetService({
    db,
    storage: storage.driver,
    apiPublicUrl: config.apiPublicUrl,
  });
  const verificationDocuments = createVerificationDocuments({ db, storage: storage.driver });
  const businessProfiles = createInvalidatedCache<BusinessProfile>({
    max: 10_000,
    maxAgeMs: 10 * 60_000,
  });
  const businesses = createBusinessService({
    db,
    reference,
    resolveImage,
    deleteImages: photos.deleteImages,
    deleteDatasheets: datasheets.removeAll,
    deletePrivateFiles: verificationDocuments.removeAll,
    profiles: businessProfiles,
  });
  const social = createSocialService({ db, businesses, operatorEmail: config.operatorEmail });
  const groups = createGroupService({
    db,
    resolveImage,
    deleteImages: photos.deleteImages,
    storePrivately: privateImages.storePrivately,
  });
  const posts = createPostService({
    db,
    requireBusinessManager: (businessId, userId) => businesses.requireAccess(businessId, userId, MANAGERS),
    resolveImage,
    deleteImages: photos.deleteImages,
    presentImages,
    requireGroupPoster: groups.requirePoster,
    notifyGroupPosts,
  });
  // Views and search appearances are counted in memory and flushed in batches (modules/insights).
  const insightsCounter =
    config.insightsFlushMs > 0 ? createInsightsCounter({ db, flushMs: config.insightsFlushMs }) : undefined;
  const search = createSearchService(db, { countAppearances: insightsCounter?.countSearchAppearances });
  const attachments = createAttachmentService({
    db,
    storage: storage.driver,
    apiPublicUrl: config.apiPublicUrl,
  });
  const messageMails = !mailsOn
    ? undefined
    : createMessageMails({
        db,
        mailer,
        log,
        siteName: config.siteName,
        webUrl: config.allowedOrigins[0] ?? '',
      });
  const payments = createPaymentProvider(config.payments);
  const mail = { siteName: config.siteName, webUrl: config.allowedOrigins[0]! };
  const membershipMailer = mailsOn ? mailer : undefined;
  const dataExports = createDataExportService({
    db,
    storage: storage.driver,
    presentImages,
    mailer: membershipMailer,
    mail,
    apiPublicUrl: config.apiPublicUrl,
    retentionDays: config.dataExportRetentionDays,
    log,
  });
  const messages = createMessageService({
    db,
    attachments,
    limits: config.inquiryLimits,
    onInquiry: messageMails?.newInquiry,
  });
  const rfqs = createRfqServices({
    db,
    storage: storage.driver,
    apiPublicUrl: config.apiPublicUrl,
    rankBusinessIds: search.rankBusinessIds,
    threads: messages,
  });
  const insights = createInsightsService({
    db,
    businesses,
    counter: insightsCounter,
    viewsPerAddress: config.insightsViewsPerAddress,
  });
  return {
    attachments,
    messageMails,
    mailSettings: createMailSettingsService(db),
    messages,
    rfqs,
    localStorage: storage.local,
    mailer,
    reference,
    photos,
    businesses,
    businessLists: createBusinessListService(db),
    members: createMemberService({ db, businesses }),
    invitations: createInvitationService({
      db,
      businesses,
      mailer,
      siteName: config.siteName,
      webOrigin: config.allowedOrigins[0] ?? config.apiPublicUrl,
      sendsMail: !!config.smtpUrl,
    }),
    profiles: createProfileService({ db, reference }),
    profilePhotos: createProfilePhotoService(db, photos),
    products: createProductService({
      db,
      reference,
      businesses,
      resolveImage,
      deleteImages: photos.deleteImages,
      datasheets,
    }),
    social,
    posts,
    groups,
    groupMembers: createGroupMemberService({ db, groups }),
    groupOperators: createGroupOperatorService({ db }),
    groupInvitations: createGroupInvitationService({
      db,
      groups,
      mailer,
      siteName: config.siteName,
      webOrigin: config.allowedOrigins[0] ?? config.apiPublicUrl,
      sendsMail: !!config.smtpUrl,
      requireBusinessManager: (businessId, userId) => businesses.requireAccess(businessId, userId, MANAGERS),
    }),
    search,
    needHelp: createNeedHelpService({
      db,
      mailer,
      reference,
      operatorEmail: config.operatorEmail,
      siteName: config.siteName,
    }),
    payments,
    memberships: createMembershipService({ db, businesses, payments, mailer: membershipMailer, mail }),
    renewals: createRenewalJob({ db, mailer: membershipMailer, mail }),
    notifications: createNotificationService({ db }),
    favorites: createFavoriteService({ db }),
    onboarding: createOnboardingService({ db }),
    operators: createOperatorService({ db, operatorEmail: config.operatorEmail }),
    console: createConsoleService({
      db,
      mailer,
      operatorEmail: config.operatorEmail,
      siteName: config.siteName,
    }),
    verification: createVerificationService({
      db,
      businesses,
      documents: verificationDocuments,
      mailer: membershipMailer,
      mail,
    }),
    reports: createReportService({ db, readPost: posts.readForOperator }),
    dataExports,
    accountDeletion: createAccountDeletionService({
      db,
      deleteBusiness: businesses.deleteBusiness,
      deleteImages: photos.deleteImages,
      exports: dataExports,
      mailer: membershipMailer,
      mail,
    }),
    moderation: createModerationService({ db, mailer: membershipMailer, siteName: config.siteName }),
    /** See `listenForMemoryChanges`: what this instance keeps in memory, kept current by NOTIFY. */
    listenForChanges: (listenLog: { warn(object: object, message: string): void }) =>
      listenForMemoryChanges({ db, businessProfiles, search }, listenLog),
    insights,
    savedSearches: createSavedSearchService({ db }),
    savedSearchJob: createSavedSearchJob({
      db,
      tsqueryOf: search.exactTsquery,
      everyHours: config.savedSearchCheckHours,
    }),
    async close() {
      insights.close();
      // What was counted since the last flush is written before the pool closes.
      await insightsCounter?.close().catch(() => undefined);
      mailer.close();
    },
  };
}
