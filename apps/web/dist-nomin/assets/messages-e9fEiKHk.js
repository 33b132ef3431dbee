import { A as Literal, K as Optional, N as Boolean, S as Number, W as _Object_, _ as Union, et as _Array_, j as Integer, w as Null, y as String } from "./_add_immutable-Bc_qPmB1.js";
// ../../packages/contracts/src/messages.ts
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
var INQUIRY_SUBJECTS = [
	"Looking for a qualified manufacturer industry",
	"Looking for a private label products manufacturer",
	"Would like to become exclusive distributor in my country",
	"Looking to become worldwide distributor",
	"Would like to receive a full price list",
	"Would like to receive the discount policy",
	"Other"
];
var MESSAGE_MAX_LENGTH = 5e3;
var MAX_ATTACHMENT_BYTES = 10485760;
var ATTACHMENT_CONTENT_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp",
	"image/gif",
	"application/pdf"
];
var MESSAGE_TEXTS = {
	sent: "Inquiry sent successfully",
	missingFields: "You have to fill all the form fields",
	ended: "Finished successfully",
	chatEnded: "This chat has ended",
	ownBusiness: "You cannot send an inquiry to a business you belong to.",
	rateLimited: "You have sent too many inquiries; please wait before sending more."
};
var Uuid = String({ format: "uuid" });
var ThreadSide = Union([Literal("S"), Literal("R")]);
var ThreadStatus = Union([Literal("open"), Literal("closed")]);
var ThreadParty = _Object_({
	id: Uuid,
	/** A business's company name, or a user's first and last name. */
	name: String(),
	type: Union([Literal("user"), Literal("business")]),
	photo: Union([_Object_({ url: String() }), Null()])
});
var ThreadSummary = _Object_({
	requestID: Uuid,
	status: ThreadStatus,
	senderType: Union([Literal("user"), Literal("business")]),
	subject: String(),
	createdAt: String({ format: "date-time" }),
	lastMessageAt: String({ format: "date-time" }),
	/** The newest message's first 140 characters (or the attachment's name). */
	lastMessage: String(),
	from: ThreadParty,
	to: ThreadParty,
	/** Messages from the other side the viewer's side has not read. */
	unread: Integer({ minimum: 0 }),
	side: ThreadSide,
	endedAt: Union([String({ format: "date-time" }), Null()])
});
var MessageAttachment = _Object_({
	/** Signed, expiring URL; images display inline, PDFs download. */
	url: String(),
	name: String(),
	contentType: String(),
	size: Integer({ minimum: 0 }),
	width: Optional(Integer()),
	height: Optional(Integer())
});
var ThreadMessage = _Object_({
	id: Uuid,
	content: String(),
	datetime: String({ format: "date-time" }),
	from: ThreadSide,
	type: Union([
		Literal("text"),
		Literal("image"),
		Literal("file")
	]),
	attachment: Optional(MessageAttachment),
	/** When the other side read it; null while unread. */
	seenAt: Union([String({ format: "date-time" }), Null()])
});
var AttachmentTokens = _Array_(Uuid, { maxItems: 5 });
_Object_({
	to: Uuid,
	from: Optional(Uuid),
	subject: String({ maxLength: 200 }),
	message: String({ maxLength: MESSAGE_MAX_LENGTH }),
	attachments: Optional(AttachmentTokens)
}, { additionalProperties: false });
_Object_({ ubid: Optional(Uuid) });
_Object_({
	threads: _Array_(ThreadSummary),
	/** 'R' for a business inbox, 'S' for my conversations as a buyer. */
	side: ThreadSide
});
_Object_({ rid: Uuid });
_Object_({ bid: Optional(Uuid) });
_Object_({
	thread: ThreadSummary,
	messages: _Array_(ThreadMessage)
});
_Object_({
	content: String({ maxLength: MESSAGE_MAX_LENGTH }),
	attachments: Optional(AttachmentTokens)
}, { additionalProperties: false });
_Object_({ messages: _Array_(ThreadMessage) });
_Object_({
	total: Integer({ minimum: 0 }),
	/** Unread in my conversations as a buyer. */
	sent: Integer({ minimum: 0 }),
	/** Unread per business inbox I belong to (only those with unread messages). */
	businesses: _Array_(_Object_({
		businessID: Uuid,
		unread: Integer({ minimum: 0 })
	}))
});
_Object_({
	contentType: Union([
		Literal("image/jpeg"),
		Literal("image/png"),
		Literal("image/webp"),
		Literal("image/gif"),
		Literal("application/pdf")
	]),
	fileSize: Integer({
		minimum: 1,
		maximum: MAX_ATTACHMENT_BYTES
	}),
	fileName: String({
		minLength: 1,
		maxLength: 200
	})
}, { additionalProperties: false });
_Object_({ enabled: Boolean() }, { additionalProperties: false });
_Object_({
	requestID: Uuid,
	/** The side the event's recipient is on in this thread. */
	side: ThreadSide,
	message: ThreadMessage
});
_Object_({
	requestID: Uuid,
	side: ThreadSide,
	status: ThreadStatus,
	/** Set when one side read: its messages up to then are seen (update seenAt of the viewer's messages). */
	readBy: Optional(ThreadSide),
	readAt: Optional(String({ format: "date-time" })),
	endedAt: Union([String({ format: "date-time" }), Null()])
});
/** Optional on business profiles and search cards once a business has 3 inquiries in 90 days. */
var ResponseStats = _Object_({
	medianReplySeconds: Union([Integer({ minimum: 0 }), Null()]),
	/** 0..1, share of the last 90 days' inquiries answered. */
	replyRate: Number({
		minimum: 0,
		maximum: 1
	}),
	inquiries: Integer({ minimum: 0 })
});
export { MESSAGE_TEXTS as a, MESSAGE_MAX_LENGTH as i, INQUIRY_SUBJECTS as n, ResponseStats as o, MAX_ATTACHMENT_BYTES as r, ATTACHMENT_CONTENT_TYPES as t };

//# sourceMappingURL=messages-e9fEiKHk.js.map