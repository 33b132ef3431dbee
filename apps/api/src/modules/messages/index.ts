export { createAttachmentService, type AttachmentService } from './attachments';
export { createMailSettingsService, type MailSettingsService } from './mail-settings';
export { createMessageMails, runMessageJobs, type MessageMails } from './mails';
export { findResponseStats, RESPONSE_STATS_MIN_INQUIRIES } from './stats-repository';
export { messageRoutes } from './routes';
export { createMessageService, type MessageService } from './service';
