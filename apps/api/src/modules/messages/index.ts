/**
 * Inquiries and the message center (spec part 2, 2.11). A thread has a sender side (the user, or every member of
 * the business it was sent as) and a receiver side (every member of the receiving business: one team inbox, read
 * state per side); anyone else gets 404. New inquiries are limited per sender, counted on `inquiry_threads` under
 * an advisory lock. Messages, read receipts and endings write `app_events` rows in the same transaction, which the
 * platform's events push to the instance's streams. Attachments (images re-encoded to WebP, PDFs kept) stay in the
 * driver's private area behind signed, expiring URLs given only to participants. `business_response_stats` is
 * recomputed for one business on a new inquiry or first reply. Why: docs/decisions/0036 to 0039.
 */
export { createAttachmentService, type AttachmentService } from './attachments';
export { createMailSettingsService, type MailSettingsService } from './mail-settings';
export { createMessageMails, runMessageJobs, type MessageMails } from './mails';
export { findResponseStats, RESPONSE_STATS_MIN_INQUIRIES } from './stats-repository';
export { messageRoutes } from './routes';
export { createMessageService, type MessageService } from './service';
