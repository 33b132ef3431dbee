/**
 * Inquiries and the message center (spec part 2, sections 2.11, 3, 7). Every path is under `/api`, every answer is
 * `{ success, data }`, every route but the attachment file needs `wbn-auth`.
 *
 * Sides: a thread has a sender side 'S' (the user who sent it, or every member of the business it was sent as)
 * and a receiver side 'R' (every member of the receiving business: the team inbox). Anyone else gets 404 on every
 * thread route and learns nothing. `bid` on the thread routes names the side the viewer acts for: the receiving
 * business id acts as 'R'; the sending business id or the own user id (or no bid) acts as 'S'; when the viewer is
 * only on one side, `bid` may be left out.
 *
 * - POST /business/request {to, from?, subject, message, attachments?}: a new thread. `from` omitted = as myself;
 *   otherwise a business I belong to (else 403). 403 when `to` is a business I belong to. 429 past the per-sender
 *   limits (INQUIRY_RATE_LIMITS defaults). Answers the ThreadSummary as the sender sees it.
 * - GET /business/request?ubid=: a business id I belong to → that business's inbox (threads received, side 'R').
 *   No ubid, or my own user id → my conversations as a buyer: sent as me or as any business I belong to (side 'S').
 *   Newest activity first. Filter (sender name, subject, date text) is client-side.
 * - GET /business/request/{rid}/get-messages?bid=: {thread, messages} oldest first. Does not mark read.
 * - POST /business/request/{rid}/send-message?bid= {content, attachments?}: content may be empty only when
 *   attachments are given. The text becomes one message, each attachment one more message. 409 Conflict with
 *   'This chat has ended' when the thread is closed.
 * - POST /business/request/{rid}/end-request?bid=: closes the thread (either side may end it); answers the thread.
 * - POST /business/request/{rid}/read?bid=: marks the other side's messages seen (sets seenAt); answers the thread.
 * - GET /business/request/unread-count: unread messages for the header's Messages link, total and per inbox.
 * - POST /business/request/attachments/upload-request {contentType, fileSize, fileName}: a SignedUpload; post the
 *   file with it, then name its token in `attachments` of the inquiry or send-message. Images are re-encoded,
 *   PDFs kept as they are (served as a download with nosniff). Up to 10 MB.
 *   Attachment urls in messages are signed and expire (ATTACHMENT_URL_TTL_SECONDS): refetch messages for new ones.
 * - GET/PUT /user/message-mails {enabled}: whether I get mails for new inquiries and unread replies.
 * - GET /events/stream: Server-Sent Events for the logged-in user (send `wbn-auth`; use fetch streaming, since
 *   EventSource cannot send headers). Send `Last-Event-ID` (header) to resume: every event after it is replayed.
 *   The stream is live once its response headers arrive. Events: `message.created` (MessageCreatedEvent),
 *   `thread.updated` (ThreadUpdatedEvent), `unread.changed` (UnreadCount). A `: ping` comment comes every 20 s.
 *   The server ends every stream after 10 minutes (so expired or revoked sessions stop receiving): reconnect with a
 *   fresh token and the last id. After a reconnect, refetch lists (events older than EVENT_RETENTION_HOURS are
 *   gone).
 */
import { Type, type Static } from 'typebox';

export const INQUIRY_SUBJECTS = [
  'Looking for a qualified manufacturer industry',
  'Looking for a private label products manufacturer',
  'Would like to become exclusive distributor in my country',
  'Looking to become worldwide distributor',
  'Would like to receive a full price list',
  'Would like to receive the discount policy',
  'Other',
] as const;

export const MESSAGE_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 200;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;
export const ATTACHMENT_URL_TTL_SECONDS = 6 * 3600;
export const EVENT_RETENTION_HOURS = 72;
/** Defaults; the server reads INQUIRY_LIMIT_PER_HOUR and INQUIRY_LIMIT_PER_DAY. */
export const INQUIRY_RATE_LIMITS = { perHour: 20, perDay: 100 } as const;

export const MESSAGE_TEXTS = {
  sent: 'Inquiry sent successfully',
  missingFields: 'You have to fill all the form fields',
  ended: 'Finished successfully',
  chatEnded: 'This chat has ended',
  ownBusiness: 'You cannot send an inquiry to a business you belong to.',
  rateLimited: 'You have sent too many inquiries; please wait before sending more.',
} as const;

const Uuid = Type.String({ format: 'uuid' });
export const ThreadSide = Type.Union([Type.Literal('S'), Type.Literal('R')]);
export type ThreadSide = Static<typeof ThreadSide>;
export const ThreadStatus = Type.Union([Type.Literal('open'), Type.Literal('closed')]);
export type ThreadStatus = Static<typeof ThreadStatus>;

export const ThreadParty = Type.Object({
  /** Null for a sender who deleted their account (shown as "Deleted user"). */
  id: Type.Union([Uuid, Type.Null()]),
  /** A business's company name, a user's first and last name, or "Deleted user". */
  name: Type.String(),
  type: Type.Union([Type.Literal('user'), Type.Literal('business')]),
  photo: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
});
export type ThreadParty = Static<typeof ThreadParty>;

export const ThreadSummary = Type.Object({
  requestID: Uuid,
  status: ThreadStatus,
  senderType: Type.Union([Type.Literal('user'), Type.Literal('business')]),
  subject: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastMessageAt: Type.String({ format: 'date-time' }),
  /** The newest message's first 140 characters (or the attachment's name). */
  lastMessage: Type.String(),
  from: ThreadParty,
  to: ThreadParty,
  /** Messages from the other side the viewer's side has not read. */
  unread: Type.Integer({ minimum: 0 }),
  side: ThreadSide,
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ThreadSummary = Static<typeof ThreadSummary>;

export const MessageAttachment = Type.Object({
  /** Signed, expiring URL; images display inline, PDFs download. */
  url: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
});
export type MessageAttachment = Static<typeof MessageAttachment>;

export const ThreadMessage = Type.Object({
  id: Uuid,
  content: Type.String(),
  datetime: Type.String({ format: 'date-time' }),
  from: ThreadSide,
  type: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('file')]),
  attachment: Type.Optional(MessageAttachment),
  /** When the other side read it; null while unread. */
  seenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ThreadMessage = Static<typeof ThreadMessage>;

const AttachmentTokens = Type.Array(Uuid, { maxItems: MAX_ATTACHMENTS_PER_MESSAGE });

export const SendInquiryBody = Type.Object(
  {
    to: Uuid,
    from: Type.Optional(Uuid),
    subject: Type.String({ maxLength: SUBJECT_MAX_LENGTH }),
    message: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
    attachments: Type.Optional(AttachmentTokens),
  },
  { additionalProperties: false },
);
export type SendInquiryBody = Static<typeof SendInquiryBody>;

export const ThreadListQuery = Type.Object({ ubid: Type.Optional(Uuid) });
export const ThreadList = Type.Object({
  threads: Type.Array(ThreadSummary),
  /** 'R' for a business inbox, 'S' for my conversations as a buyer. */
  side: ThreadSide,
});
export type ThreadList = Static<typeof ThreadList>;

export const ThreadParams = Type.Object({ rid: Uuid });
export const ThreadActorQuery = Type.Object({ bid: Type.Optional(Uuid) });

export const ThreadMessages = Type.Object({ thread: ThreadSummary, messages: Type.Array(ThreadMessage) });
export type ThreadMessages = Static<typeof ThreadMessages>;

export const SendMessageBody = Type.Object(
  {
    content: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
    attachments: Type.Optional(AttachmentTokens),
  },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBody>;
export const SentMessages = Type.Object({ messages: Type.Array(ThreadMessage) });

export const UnreadCount = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  /** Unread in my conversations as a buyer. */
  sent: Type.Integer({ minimum: 0 }),
  /** Unread per business inbox I belong to (only those with unread messages). */
  businesses: Type.Array(Type.Object({ businessID: Uuid, unread: Type.Integer({ minimum: 0 }) })),
});
export type UnreadCount = Static<typeof UnreadCount>;

export const AttachmentUploadBody = Type.Object(
  {
    // Spelled out: a union mapped from the list would type as never.
    contentType: Type.Union([
      Type.Literal('image/jpeg'),
      Type.Literal('image/png'),
      Type.Literal('image/webp'),
      Type.Literal('image/gif'),
      Type.Literal('application/pdf'),
    ]),
    fileSize: Type.Integer({ minimum: 1, maximum: MAX_ATTACHMENT_BYTES }),
    fileName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type AttachmentUploadBody = Static<typeof AttachmentUploadBody>;

export const MessageMailSettings = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
export type MessageMailSettings = Static<typeof MessageMailSettings>;

/** Event payloads on GET /events/stream (the SSE `event:` field names the kind). */
export const MessageCreatedEvent = Type.Object({
  requestID: Uuid,
  /** The side the event's recipient is on in this thread. */
  side: ThreadSide,
  message: ThreadMessage,
});
export type MessageCreatedEvent = Static<typeof MessageCreatedEvent>;
export const ThreadUpdatedEvent = Type.Object({
  requestID: Uuid,
  side: ThreadSide,
  status: ThreadStatus,
  /** Set when one side read: its messages up to then are seen (update seenAt of the viewer's messages). */
  readBy: Type.Optional(ThreadSide),
  readAt: Type.Optional(Type.String({ format: 'date-time' })),
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ThreadUpdatedEvent = Static<typeof ThreadUpdatedEvent>;
export const EVENT_KINDS = ['message.created', 'thread.updated', 'unread.changed'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Optional on business profiles and search cards once a business has 3 inquiries in 90 days. */
export const ResponseStats = Type.Object({
  medianReplySeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** 0..1, share of the last 90 days' inquiries answered. */
  replyRate: Type.Number({ minimum: 0, maximum: 1 }),
  inquiries: Type.Integer({ minimum: 0 }),
});
export type ResponseStats = Static<typeof ResponseStats>;
